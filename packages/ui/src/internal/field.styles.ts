import styled, { css } from 'styled-components';

/** The frame every form control shares: label above, control, hint and error below. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.semantic.text};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.status.danger.fg};
`;

/** Border, surface and states of a text-like control; `$invalid` paints the danger border. */
export const controlCss = css<{ $invalid: boolean }>`
  min-height: ${({ theme }) => theme.size.control}px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.status.danger.solid : theme.semantic.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.semantic.surface};
  color: ${({ theme }) => theme.semantic.text};
  font: inherit;
  &:focus-visible { border-color: ${({ theme }) => theme.color.focus}; }
  &:disabled { background: ${({ theme }) => theme.color.neutral[100]}; color: ${({ theme }) => theme.semantic.textMuted}; cursor: not-allowed; }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
