import styled from 'styled-components';

export const FileLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const FileInput = styled.input`
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export const ErrorList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.status.danger.fg};
`;

export const Ok = styled.span`
  color: ${({ theme }) => theme.color.status.success.fg};
`;
