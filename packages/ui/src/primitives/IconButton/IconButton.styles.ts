import styled from 'styled-components';
import { StyledButton } from '../Button/Button.styles';

/** A square Button: same variants, no text padding. */
export const SquareButton = styled(StyledButton)`
  padding: 0;
  flex: none;
  width: ${({ theme, $size }) => ($size === 'sm' ? theme.size.controlSm : theme.size.control)}px;
`;
