import styled from 'styled-components';

export const Blocks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const BlockHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const FormActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

export const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.status.danger.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
