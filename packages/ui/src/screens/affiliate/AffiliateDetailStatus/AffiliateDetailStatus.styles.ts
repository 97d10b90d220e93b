import styled from 'styled-components';

export const Missing = styled.ul`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;
