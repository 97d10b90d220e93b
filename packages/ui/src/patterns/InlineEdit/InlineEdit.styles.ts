import styled from 'styled-components';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.size.controlSm}px;
`;

export const Value = styled.span<{ $empty: boolean }>`
  color: ${({ theme, $empty }) => ($empty ? theme.semantic.textMuted : theme.semantic.text)};
  font-style: ${({ $empty }) => ($empty ? 'italic' : 'normal')};
`;

export const Saving = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: ${({ theme }) => theme.layout.inlineEditForm};
  max-width: 100%;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
