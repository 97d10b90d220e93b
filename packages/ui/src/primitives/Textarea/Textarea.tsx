import {
  type ChangeEvent,
  forwardRef,
  type TextareaHTMLAttributes,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import { FieldFrame, useFieldIds } from '../../internal/Field';
import { Area } from './Textarea.styles';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'rows'> {
  label: string;
  /** Spec §5 (comments): 3 rows at rest, growing with the text up to 6, then it scrolls. */
  minRows?: number;
  maxRows?: number;
  onValueChange?: (value: string) => void;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  id?: string;
}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, minRows = 3, maxRows = 6, onValueChange, onChange, error, hint, id, value, ...rest },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  const inner = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => inner.current as HTMLTextAreaElement);

  // Grow to the content between minRows and maxRows lines, measured from the rendered line height.
  const fit = useCallback(() => {
    const el = inner.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const line = Number.parseFloat(style.lineHeight);
    const chrome =
      Number.parseFloat(style.paddingTop) +
      Number.parseFloat(style.paddingBottom) +
      Number.parseFloat(style.borderTopWidth) +
      Number.parseFloat(style.borderBottomWidth);
    el.style.height = 'auto';
    const content =
      el.scrollHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
    const lines = Math.min(maxRows, Math.max(minRows, Math.ceil(content / line - 0.01)));
    el.style.height = `${lines * line + chrome}px`;
  }, [minRows, maxRows]);

  useLayoutEffect(() => {
    void value;
    fit();
  }, [fit, value]);

  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint}>
      <Area
        ref={inner}
        id={ids.id}
        rows={minRows}
        value={value}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => {
          onChange?.(e);
          onValueChange?.(e.target.value);
          fit();
        }}
        {...rest}
      />
    </FieldFrame>
  );
});
