import styled from 'styled-components';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 1200px;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
`;

export const WeekLabel = styled.p`
  margin: 0;
  flex: 1;
  color: ${({ theme }) => theme.semantic.textMuted};
`;

/*
 * Monday to Friday side by side, each a fifth of the room: at 1366 px (about 1070 px beside the
 * sidebar) a day is some 200 px, and its selects narrow to it rather than widening the week past
 * the window (a fieldset and a native select are as wide as their longest text unless told).
 */
export const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  @media (max-width: 1100px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  select { width: 100%; min-width: 0; }
`;

export const Day = styled.fieldset<{ $saved: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  min-inline-size: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $saved }) => ($saved ? theme.color.status.success.border : theme.semantic.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $saved }) => ($saved ? theme.color.status.success.bg : theme.semantic.surface)};
`;

export const DayLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: capitalize;
`;

export const DayTag = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const DayError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.status.danger.fg};
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Total = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
