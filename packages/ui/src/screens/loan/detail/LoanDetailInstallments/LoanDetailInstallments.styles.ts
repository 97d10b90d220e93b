import styled from 'styled-components';
import { type StatusTone, tokens } from '#theme/tokens';

const TONES = Object.keys(tokens.color.status) as StatusTone[];

export const Bar = styled.ol`
  display: flex;
  width: 100%;
  height: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  gap: 1px;
  background: ${({ theme }) => theme.semantic.border};
`;

/** One installment: its width comes in as a CSS variable, its colour from its status tone. */
export const Segment = styled.li`
  flex: 0 0 auto;
  width: var(--bo-segment-w);
  ${TONES.map((t) => `&[data-tone='${t}'] { background: var(--bo-status-${t}-solid); }`).join('\n')}
`;

export const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.semantic.focusRing};
  }
`;

export const Table = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  & th, & td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.semantic.border};
  }
  & thead th {
    background: ${({ theme }) => theme.semantic.canvas};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & [data-align='end'] { text-align: right; }
  & tr[data-overdue] td { background: var(--bo-status-danger-bg); }
`;
