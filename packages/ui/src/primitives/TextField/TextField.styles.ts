import styled from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.semantic.text};
`;

export const Input = styled.input<{ $invalid: boolean }>`
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.status.danger.solid : theme.semantic.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.semantic.surface};
  color: ${({ theme }) => theme.semantic.text};
  font: inherit;
  &:focus-visible { border-color: ${({ theme }) => theme.color.focus}; }
  &:disabled { background: ${({ theme }) => theme.color.neutral[100]}; color: ${({ theme }) => theme.semantic.textMuted}; }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.status.danger.fg};
`;
