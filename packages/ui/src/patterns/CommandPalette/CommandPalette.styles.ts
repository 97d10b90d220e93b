import styled from 'styled-components';
import { controlCss } from '#internal/field.styles';

// The group heading is the finder's own: the palette lists its results under the same labels.
export { GroupLabel } from '#internal/SearchCombobox.styles';

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.control}px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.semantic.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.semantic.surface};
  color: ${({ theme }) => theme.semantic.text};
  font: inherit;
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 1px; }
`;

export const Kbd = styled.kbd`
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Input = styled.input<{ $invalid: boolean }>`
  ${controlCss}
  height: ${({ theme }) => theme.size.control}px;
  width: 100%;
`;

export const List = styled.div`
  max-height: ${({ theme }) => theme.layout.listMaxHeight};
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space[1]} 0;
`;

export const Option = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.semantic.accentSoft};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.semantic.accent};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.semantic.textMuted};
  }
`;

export const OptionDetail = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

/** Why a disabled action cannot run now: the same reason its screen gives under the button. */
export const OptionRefusal = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-style: italic;
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const Note = styled.p<{ $danger: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.color.status.danger.fg : theme.semantic.textMuted)};
`;
