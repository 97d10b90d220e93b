import styled from 'styled-components';
import type { StatusTone } from '#theme/tokens';

export const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Message = styled.p<{ $tone: StatusTone }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-left: 3px solid ${({ theme, $tone }) => theme.color.status[$tone].solid};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
