import styled from 'styled-components';

export const Panel = styled.div`
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-width: ${({ theme }) => theme.layout.popoverMin};
  max-width: min(${({ theme }) => theme.layout.popover}, calc(100vw - ${({ theme }) => theme.space[4]}));
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.semantic.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  outline: none;
`;
