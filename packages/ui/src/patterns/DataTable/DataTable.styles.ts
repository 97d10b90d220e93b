import styled from 'styled-components';

/**
 * Every row and cell reads CSS variables set once on the root (--bo-cols, --bo-row-h), so ten
 * thousand rows share one static class each and nothing is computed per row (primer ADR-016).
 */
export const Root = styled.div`
  --bo-row-h: ${({ theme }) => theme.size.tableRow}px;
  --bo-head-h: ${({ theme }) => theme.size.tableHeader}px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const Caption = styled.div`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.semantic.surface};
  overflow: hidden;
`;

export const Scroller = styled.div`
  max-height: var(--bo-viewport, none);
  overflow: auto;
  overscroll-behavior: contain;
  &:focus-visible { outline: none; box-shadow: inset ${({ theme }) => theme.semantic.focusRing}; }
`;

/*
 * One grid for the whole table: the head, the body and every row are subgrids spanning all its
 * columns, so a column is as wide as its widest cell (header included) in every row at once.
 */
const spanAll = `
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
`;

export const Table = styled.div`
  display: grid;
  grid-template-columns: var(--bo-cols);
  align-content: start;
  min-width: 100%;
  width: max-content;
`;

export const Head = styled.div`
  ${spanAll}
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.color.neutral[50]};
  border-bottom: 1px solid ${({ theme }) => theme.semantic.borderStrong};
`;

const cellRules = `
  display: flex;
  align-items: center;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  &[data-align='end'] { justify-content: flex-end; text-align: right; font-variant-numeric: tabular-nums; }
  &[data-align='center'] { justify-content: center; text-align: center; }
`;

/*
 * The body styles its rows and cells from here: rows and cells are plain elements, so ten
 * thousand of them never touch styled-components, and every value comes from a CSS variable.
 */
export const Body = styled.div`
  ${spanAll}
  align-content: start;
  box-sizing: border-box;
  height: var(--bo-body-h, auto);
  padding-top: var(--bo-offset, 0);
  & > [role='row'] {
    ${spanAll}
    height: var(--bo-row-h);
    border-bottom: 1px solid var(--bo-border-subtle);
  }
  & > [role='row']:hover { background: var(--bo-hover); }
  & > [role='row'][data-clickable] { cursor: pointer; }
  & > [role='row'][data-clickable]:focus-visible { outline: none; box-shadow: inset var(--bo-focus-ring); }
  & > [role='row'] > [role='cell'] {
    ${cellRules}
    padding: 0 var(--bo-space-3);
    font-size: var(--bo-font-sm);
  }
  & > [role='row'] > [role='cell'] > span:only-child { overflow: hidden; text-overflow: ellipsis; }
`;

export const HeadRow = styled.div`
  ${spanAll}
  height: var(--bo-head-h);
`;

export const HeadCell = styled.div`
  ${cellRules}
  padding: 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.semantic.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 -${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.semantic.text}; background: ${({ theme }) => theme.color.neutral[100]}; }
  [aria-sort] > & { color: ${({ theme }) => theme.semantic.accent}; }
  & > svg { flex: none; opacity: 0.5; }
  [aria-sort] > & > svg { opacity: 1; }
`;
