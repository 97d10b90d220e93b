import styled from 'styled-components';
import type { StatusTone } from '#theme/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.semantic.surface};
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const CardLabel = styled.span`
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const CardValue = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-variant-numeric: tabular-nums;
`;

export const Bars = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BarRow = styled.li`
  display: grid;
  grid-template-columns: 220px 1fr 64px;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Track = styled.span`
  height: 12px;
  background: ${({ theme }) => theme.color.neutral[100]};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
`;

/** The width comes from a CSS variable set per row, so the rule itself stays static. */
export const Fill = styled.span<{ $tone: StatusTone }>`
  display: block;
  height: 100%;
  width: var(--share, 0%);
  background: ${({ theme, $tone }) => theme.color.status[$tone].solid};
`;

export const Count = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
