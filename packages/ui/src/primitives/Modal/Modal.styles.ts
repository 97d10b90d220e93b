import { FloatingOverlay } from '@floating-ui/react';
import styled from 'styled-components';

export type ModalSize = 'sm' | 'md' | 'lg';

export const Backdrop = styled(FloatingOverlay)`
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.scrim};
`;

export const Panel = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: min(${({ theme, $size }) => theme.layout.modal[$size]}, 100%);
  max-height: calc(100vh - ${({ theme }) => theme.space[7]});
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.semantic.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-bottom: 1px solid ${({ theme }) => theme.semantic.border};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Body = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  overflow-y: auto;
`;

export const Footer = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-top: 1px solid ${({ theme }) => theme.semantic.border};
`;
