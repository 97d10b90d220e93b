import styled from 'styled-components';

export const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const GroupTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const Tool = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/*
 * Each input at least 12rem wide, side by side only where they fit: in a 1366 px window a group is
 * about 280 px, and a search field squeezed to a third of it cut its placeholder ('Buscar af').
 */
export const InputsForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};

  & > button {
    grid-column: 1 / -1;
    justify-self: start;
  }
`;

export const Question = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** Why a disabled action cannot run now (issue 14: the loan status table's reason). */
export const RefusalText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const PickedValue = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
