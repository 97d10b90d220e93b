import styled from 'styled-components';
import { controlCss } from '#internal/field.styles';

export const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlCss}
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: none;
  overflow-y: auto;
`;
