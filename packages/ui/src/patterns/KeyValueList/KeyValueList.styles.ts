import styled from 'styled-components';

export type KeyValueColumns = 1 | 2 | 3;

const tracks: Record<KeyValueColumns, string> = {
  1: '1fr',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
};

export const List = styled.dl<{ $columns: KeyValueColumns }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => tracks[$columns]};
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  margin: 0;
  @media (max-width: ${({ theme }) => theme.layout.narrow}) { grid-template-columns: 1fr; }
`;

export const Pair = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Term = styled.dt`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const Description = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.semantic.text};
  overflow-wrap: anywhere;
`;
