import styled from 'styled-components';

export const CreateForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;
