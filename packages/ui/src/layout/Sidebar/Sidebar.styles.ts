import styled, { css } from 'styled-components';

export const Nav = styled.nav`
  height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  background: ${({ theme }) => theme.color.neutral[900]};
  color: ${({ theme }) => theme.color.neutral[100]};
`;

/** A menu group: a named group of links inside the navigation, not a page landmark of its own. */
export const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const GroupTitle = styled.h2`
  margin: 0;
  font-size: inherit;
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A nested list, indented under its disclosure button. */
export const SubList = styled.ul`
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space[3]};
  list-style: none;
  border-left: 1px solid ${({ theme }) => theme.color.neutral[700]};
  margin-left: ${({ theme }) => theme.space[3]};
`;

const focusRing = css`
  &:focus-visible { outline: none; box-shadow: 0 0 0 2px ${({ theme }) => theme.color.brand[100]}; }
`;

/** A group's disclosure button; the top-level one reads as the group's title. */
export const Disclosure = styled.button<{ $title?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: ${({ theme }) => `6px ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $title }) => ($title ? theme.color.neutral[300] : theme.color.neutral[100])};
  font: inherit;
  font-size: ${({ theme, $title }) => ($title ? theme.font.size.xs : theme.font.size.sm)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: ${({ $title }) => ($title ? '0.06em' : 'normal')};
  text-transform: ${({ $title }) => ($title ? 'uppercase' : 'none')};
  text-align: left;
  cursor: pointer;
  &::before {
    content: '';
    flex: none;
    width: 0;
    height: 0;
    border-style: solid;
    border-width: 4px 0 4px 6px;
    border-color: transparent transparent transparent currentColor;
    transition: transform 120ms ease;
  }
  &[aria-expanded='true']::before { transform: rotate(90deg); }
  &:hover { background: rgba(255, 255, 255, 0.08); }
  ${focusRing}
`;

export const Link = styled.a`
  display: block;
  padding: ${({ theme }) => `6px ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.neutral[100]};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:hover { background: rgba(255, 255, 255, 0.08); }
  &[aria-current='page'] { background: ${({ theme }) => theme.color.brand[600]}; color: ${({ theme }) => theme.color.neutral[0]}; }
  ${focusRing}
`;
