import styled from 'styled-components';

export const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.semantic.surface};
`;

export const Item = styled.div<{ $grow: boolean }>`
  flex: ${({ theme, $grow }) => ($grow ? `2 1 ${theme.layout.filterText.basis}` : `1 1 ${theme.layout.filterSelect.basis}`)};
  max-width: ${({ theme, $grow }) => ($grow ? theme.layout.filterText.max : theme.layout.filterSelect.max)};
`;
