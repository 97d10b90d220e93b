import styled from 'styled-components';

/** The frame the three loan lists share: the list frame of the kit, then their filters. */
export { CountButton, Counts, CountValue, Header, Root, Title } from '#internal/listFrame.styles';

export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

export const Numeric = styled.span`
  font-variant-numeric: tabular-nums;
`;
