import styled from 'styled-components';

export const SimulateForm = styled.form`
  display: flex;
  align-items: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
