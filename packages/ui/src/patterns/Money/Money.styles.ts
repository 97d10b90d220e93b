import styled from 'styled-components';

/** Static CSS reading the theme's variables: amounts fill table columns by the thousand. */
export const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-negative] { color: var(--bo-status-danger-fg); }
`;
