import styled from 'styled-components';

export const Holder = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const HolderTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 2px solid ${({ theme }) => theme.semantic.border};
`;

export const PartTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const Older = styled.details`
  & > summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space[1]} 0;
  }
`;

export const AccountList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const AccountCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const AccountHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  &:empty { display: none; }
`;

export const TxTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  & th, & td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.semantic.border};
  }
  & td:last-child, & thead th:last-child { text-align: right; }
`;

export const MonthRow = styled.tr`
  & > th {
    background: ${({ theme }) => theme.semantic.canvas};
    text-transform: capitalize;
  }
`;
