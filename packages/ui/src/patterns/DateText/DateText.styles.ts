import styled from 'styled-components';

export const Time = styled.time`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
