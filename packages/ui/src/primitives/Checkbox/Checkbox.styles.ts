import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const CheckLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme, $disabled }) => ($disabled ? theme.semantic.textMuted : theme.semantic.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const Box = styled.input`
  width: ${({ theme }) => theme.size.icon}px;
  height: ${({ theme }) => theme.size.icon}px;
  margin: 0;
  accent-color: ${({ theme }) => theme.semantic.accent};
  cursor: inherit;
`;
