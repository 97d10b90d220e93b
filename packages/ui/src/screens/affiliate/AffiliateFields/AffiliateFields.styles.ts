import styled from 'styled-components';

export const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  margin: 0;
`;

export const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Term = styled.dt`
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;
