import styled from 'styled-components';
import { labels } from '../../labels';

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
}

/** The home page (/ and /admin): greets the user by first name. */
export function HomeScreen({ firstname }: HomeScreenProps) {
  return (
    <section aria-labelledby="home-heading">
      <Heading id="home-heading">{labels.home.greeting(firstname)}</Heading>
      <Intro>{labels.home.intro}</Intro>
    </section>
  );
}
