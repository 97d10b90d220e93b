import styled from 'styled-components';

export const Nav = styled.nav`
  height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  background: ${({ theme }) => theme.color.neutral[900]};
  color: ${({ theme }) => theme.color.neutral[100]};
`;

export const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const GroupTitle = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.neutral[300]};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
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
  &:focus-visible { box-shadow: 0 0 0 2px ${({ theme }) => theme.color.brand[100]}; }
`;
