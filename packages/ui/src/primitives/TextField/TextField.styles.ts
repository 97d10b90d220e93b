import styled from 'styled-components';
import { controlCss } from '#internal/field.styles';

export { ErrorText, FieldRoot, Hint, Label } from '#internal/field.styles';

export const Input = styled.input<{ $invalid: boolean }>`
  ${controlCss}
  height: ${({ theme }) => theme.size.control}px;
`;
