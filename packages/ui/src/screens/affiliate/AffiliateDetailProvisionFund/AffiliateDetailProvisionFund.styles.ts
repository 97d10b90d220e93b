import styled from 'styled-components';

export const QuarterHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Total = styled.span`
  font-variant-numeric: tabular-nums;
`;
