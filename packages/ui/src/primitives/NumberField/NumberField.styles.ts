import styled from 'styled-components';
import { controlCss } from '#internal/field.styles';

export const NumberInput = styled.input<{ $invalid: boolean }>`
  ${controlCss}
  height: ${({ theme }) => theme.size.control}px;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
