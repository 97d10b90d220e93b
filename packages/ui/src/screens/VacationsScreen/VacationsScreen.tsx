import { routeTitle } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import styled from 'styled-components';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Placeholder = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.semantic.textMuted};
`;

/** /empleados/vacaciones: platform §2 gives it only the placeholder text 'Vacation Tracker...'. */
export function VacationsScreen() {
  return (
    <section aria-labelledby="vacations-heading">
      <Heading id="vacations-heading">{routeTitle('/empleados/vacaciones')}</Heading>
      <Placeholder>{messages.general.vacationPlaceholder}</Placeholder>
    </section>
  );
}
