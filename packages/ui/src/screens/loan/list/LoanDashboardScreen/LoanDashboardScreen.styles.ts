import styled from 'styled-components';

export const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(360px, 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;
