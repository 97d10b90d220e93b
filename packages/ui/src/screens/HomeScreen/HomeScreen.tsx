import styled from 'styled-components';
import { labels } from '#labels';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export interface HomeScreenProps {
  firstname: string;
  /** The menu holds no area for this user (only its home): say so instead of pointing at the menu. */
  noAreas?: boolean;
}

/** The home page (/, /admin and /inicio): greets the user by first name. */
export function HomeScreen({ firstname, noAreas = false }: HomeScreenProps) {
  return (
    <section aria-labelledby="home-heading">
      <Heading id="home-heading">{labels.home.greeting(firstname)}</Heading>
      <Intro>{noAreas ? labels.home.noAreas : labels.home.intro}</Intro>
    </section>
  );
}
