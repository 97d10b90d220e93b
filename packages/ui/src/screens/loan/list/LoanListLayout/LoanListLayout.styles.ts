import styled from 'styled-components';

/** The frame the loan screens share: the list frame of the kit (the filter bar is internal/ServerListScreen's). */
export { CountButton, Counts, CountValue, Header, Root, Title } from '#internal/listFrame.styles';

export const Numeric = styled.span`
  font-variant-numeric: tabular-nums;
`;
