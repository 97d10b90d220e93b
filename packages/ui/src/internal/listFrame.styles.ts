/**
 * The frame every list screen shares (the affiliate list and the loan lists): the section, its
 * title row, and the counts per status that filter the list. Private to the package.
 */
import styled from 'styled-components';
import type { StatusTone } from '#theme/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CountButton = styled.button<{ $tone: StatusTone; $active: boolean }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, $tone, $active }) => ($active ? theme.color.status[$tone].solid : theme.color.status[$tone].border)};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.bold : theme.font.weight.regular)};
  cursor: pointer;
  box-shadow: ${({ theme, $active, $tone }) => ($active ? `inset 0 0 0 1px ${theme.color.status[$tone].solid}` : 'none')};
`;

export const CountValue = styled.strong`
  font-variant-numeric: tabular-nums;
`;
