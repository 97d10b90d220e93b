import styled from 'styled-components';

export const Copyable = styled.span`
  display: inline-flex;
  font-family: ${({ theme }) => theme.font.mono};
`;

/** Sub-sections inside a tab. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;
