import styled from 'styled-components';

export const Root = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.color.neutral[100]}; }
`;

/** The initial is drawn from a data attribute so it stays out of the button's text (axe 2.5.3). */
export const Avatar = styled.span`
  &::before { content: attr(data-initial); }
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand[600]};
  color: ${({ theme }) => theme.color.neutral[0]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-width: 220px;
  padding: ${({ theme }) => theme.space[1]} 0;
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.semantic.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const Header = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.semantic.border};
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  & strong { display: block; color: ${({ theme }) => theme.semantic.text}; font-size: ${({ theme }) => theme.font.size.md}; }
`;

export const Item = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.semantic.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled), &:focus-visible { background: ${({ theme }) => theme.semantic.accentSoft}; box-shadow: none; }
  &:disabled { color: ${({ theme }) => theme.semantic.textMuted}; cursor: not-allowed; }
`;
