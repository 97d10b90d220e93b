import styled from 'styled-components';
import { controlCss } from '#internal/field.styles';

export const DateInput = styled.input<{ $invalid: boolean }>`
  ${controlCss}
  height: ${({ theme }) => theme.size.control}px;
  font-variant-numeric: tabular-nums;
`;
