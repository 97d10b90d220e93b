import styled from 'styled-components';
import type { StatusTone } from '#theme/tokens';

export const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.size.badge}px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
`;
