import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const variants: Record<ButtonVariant, (t: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.semantic.accent};
    color: ${t.color.neutral[0]};
    border-color: ${t.semantic.accent};
    &:hover:not(:disabled) { background: ${t.semantic.accentHover}; border-color: ${t.semantic.accentHover}; }
  `,
  secondary: (t) => css`
    background: ${t.semantic.surface};
    color: ${t.semantic.text};
    border-color: ${t.semantic.borderStrong};
    &:hover:not(:disabled) { background: ${t.color.neutral[50]}; }
  `,
  danger: (t) => css`
    background: ${t.color.status.danger.solid};
    color: ${t.color.neutral[0]};
    border-color: ${t.color.status.danger.solid};
    &:hover:not(:disabled) { background: ${t.color.status.danger.fg}; }
  `,
  ghost: (t) => css`
    background: transparent;
    color: ${t.semantic.accent};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${t.semantic.accentSoft}; }
  `,
};

const sizes: Record<ButtonSize, (t: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    height: ${t.size.controlSm}px;
    padding: 0 ${t.space[3]};
    font-size: ${t.font.size.sm};
  `,
  md: (t) => css`
    height: ${t.size.control}px;
    padding: 0 ${t.space[4]};
    font-size: ${t.font.size.md};
  `,
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast}, border-color ${({ theme }) => theme.motion.fast};
  ${({ theme, $variant }) => variants[$variant](theme)}
  ${({ theme, $size }) => sizes[$size](theme)}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { cursor: progress; }
`;

export const Spinner = styled.span`
  width: ${({ theme }) => theme.size.spinner}px;
  height: ${({ theme }) => theme.size.spinner}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: bo-spin 0.8s linear infinite;
  @keyframes bo-spin { to { transform: rotate(360deg); } }
`;
