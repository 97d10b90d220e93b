import styled from 'styled-components';

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** Focusable, so keyboard users can scroll a wide table sideways (axe scrollable-region-focusable). */
export const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  overflow-x: auto;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.semantic.focusRing};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.semantic.border};
    text-align: left;
    vertical-align: middle;
  }

  th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.semantic.textMuted};
    background: ${({ theme }) => theme.semantic.canvas};
    white-space: nowrap;
  }

  td[data-numeric],
  th[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const InlineForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-end;
  flex-wrap: wrap;

  & > * {
    min-width: 160px;
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
