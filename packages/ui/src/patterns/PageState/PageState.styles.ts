import styled from 'styled-components';
import type { StatusTone } from '#theme/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 560px;
  margin: ${({ theme }) => theme.space[7]} auto;
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

export const Mark = styled.span<{ $tone: StatusTone }>`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  font-size: 22px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.semantic.textMuted};
`;
