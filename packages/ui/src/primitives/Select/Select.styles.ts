import styled from 'styled-components';
import { controlCss } from '#internal/field.styles';

export const NativeSelect = styled.select<{ $invalid: boolean }>`
  ${controlCss}
  height: ${({ theme }) => theme.size.control}px;
  padding-right: ${({ theme }) => theme.space[6]};
  appearance: none;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 16px) 50%, calc(100% - 11px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
`;
