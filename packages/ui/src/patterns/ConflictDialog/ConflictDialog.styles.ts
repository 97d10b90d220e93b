import styled from 'styled-components';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Changes = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.semantic.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  th {
    color: ${({ theme }) => theme.semantic.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
