import styled from 'styled-components';

export const Root = styled.div`
  width: min(${({ theme }) => theme.layout.finder}, 100%);
`;
