import styled from 'styled-components';
import type { StatusTone } from '../../../theme/tokens';

export const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[2]};
  min-height: 20px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;

export const Code = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
