import styled from 'styled-components';

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-block: ${({ theme }) => theme.space[3]};
`;

export const CheckList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

/** A check alert: green when it holds, the warning colours when it asks for a look. */
export const CheckItem = styled.li<{ $ok: boolean }>`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $ok }) => theme.color.status[$ok ? 'success' : 'warning'].fg};
  background: ${({ theme, $ok }) => theme.color.status[$ok ? 'success' : 'warning'].bg};
`;

export const Loading = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0;
`;
