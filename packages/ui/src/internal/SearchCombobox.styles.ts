import styled, { css } from 'styled-components';
import { controlCss } from './field.styles';

export const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const SearchInput = styled.input<{ $invalid: boolean }>`
  ${controlCss}
  height: ${({ theme }) => theme.size.control}px;
  width: 100%;
`;

/** Floating under the input (finder) or in the flow (inside a popover). */
export const Popup = styled.div<{ $inline: boolean }>`
  border: 1px solid ${({ theme }) => theme.semantic.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.semantic.surface};
  ${({ $inline, theme }) =>
    $inline
      ? css``
      : css`
          position: absolute;
          top: calc(100% + ${theme.space[1]});
          left: 0;
          right: 0;
          z-index: ${theme.zIndex.popover};
          box-shadow: ${theme.shadow.md};
        `}
`;

/* The listbox scrolls itself: it is the element the combobox controls (aria-controls). */
export const List = styled.div`
  max-height: ${({ theme }) => theme.layout.listMaxHeight};
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
`;

export const GroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[1]}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.semantic.textMuted};
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
  &:hover { background: ${({ theme }) => theme.color.neutral[50]}; }
`;

export const OptionDetail = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.semantic.textMuted};
`;

export const Note = styled.div<{ $danger: boolean }>`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.color.status.danger.fg : theme.semantic.textMuted)};
`;
