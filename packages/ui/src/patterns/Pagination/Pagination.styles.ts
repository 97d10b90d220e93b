import styled from 'styled-components';

export const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
`;

export const Range = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.semantic.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Pages = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  min-width: ${({ theme }) => theme.size.controlSm}px;
  height: ${({ theme }) => theme.size.controlSm}px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.semantic.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.neutral[100]}; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.semantic.accent};
    border-color: ${({ theme }) => theme.semantic.accent};
    color: ${({ theme }) => theme.color.neutral[0]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Gap = styled.li`
  padding: 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.semantic.textMuted};
`;
