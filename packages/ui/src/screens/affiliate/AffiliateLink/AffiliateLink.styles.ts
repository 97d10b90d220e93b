import styled from 'styled-components';

export const A = styled.a`
  color: ${({ theme }) => theme.semantic.accent};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:hover {
    text-decoration: underline;
  }
`;
