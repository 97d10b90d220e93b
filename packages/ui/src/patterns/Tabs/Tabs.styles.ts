import styled from 'styled-components';

/*
 * The tabs wrap onto a second line rather than scroll: on a 1366 px laptop every tab, the active
 * one included, stays in view (a scrolled bar hid the last ones behind an unseen scrollbar).
 */
export const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.semantic.border};
`;

export const Tab = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.size.control + 4}px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.semantic.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.semantic.text}; }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.semantic.accent};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.semantic.accent};
  }
  &:focus-visible { border-radius: ${({ theme }) => theme.radius.sm}; }
  /* Focused and selected: the underline stays under the focus ring. */
  &[aria-selected='true']:focus-visible {
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.semantic.accent}, ${({ theme }) => theme.semantic.focusRing};
  }
  &[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
`;

export const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
  &:focus-visible { outline: none; }
`;
