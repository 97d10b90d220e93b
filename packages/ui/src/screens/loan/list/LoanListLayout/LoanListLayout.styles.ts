import styled from 'styled-components';

/** Amounts in the list columns: digits of equal width, so that they line up. */
export const Numeric = styled.span`
  font-variant-numeric: tabular-nums;
`;
