import styled from 'styled-components';
import type { StatusTone } from '#theme/tokens';

export const Area = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(420px, calc(100vw - 32px));
  pointer-events: none;
  & > * { pointer-events: auto; }
`;

export const Box = styled.div<{ $tone: StatusTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  border-left-width: 4px;
  border-left-color: ${({ theme, $tone }) => theme.color.status[$tone].solid};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const Text = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const Dismiss = styled.button`
  flex: none;
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.hoverTint}; }
`;
