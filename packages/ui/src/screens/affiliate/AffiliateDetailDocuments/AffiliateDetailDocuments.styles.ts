import styled from 'styled-components';

export const UploadForm = styled.form`
  display: grid;
  grid-template-columns: minmax(220px, 1.5fr) minmax(160px, 1fr) minmax(200px, 1.5fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

export const FileLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const FileInput = styled.input`
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  padding: ${({ theme }) => theme.space[1]};
  border: 1px dashed ${({ theme }) => theme.semantic.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.semantic.surface};
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export const DownloadLink = styled.a`
  color: ${({ theme }) => theme.semantic.accent};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
