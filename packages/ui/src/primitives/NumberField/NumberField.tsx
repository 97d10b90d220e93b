import { messages } from '@backoffice/domain/messages';
import { forwardRef, type InputHTMLAttributes, type KeyboardEvent, useState } from 'react';
import { formatDecimal, parseDecimal, stepDecimals } from '#internal/decimal';
import { FieldFrame, useFieldIds } from '../../internal/Field';
import { NumberInput } from './NumberField.styles';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'step' | 'min' | 'max' | 'id'
>;

export interface NumberFieldProps extends NativeProps {
  label: string;
  /** The number, null when empty. Controlled when given. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called on every keystroke: the number read (null when empty, NaN when unreadable) and the raw text. */
  onValueChange?: (value: number | null, raw: string) => void;
  /** Spec §9: percentage and euro plan fields step by 0.01. ArrowUp and ArrowDown move by it. */
  step?: number;
  min?: number;
  max?: number;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  id?: string;
}

/**
 * A decimal input that accepts the Spanish comma ('12,5') and keeps the text as typed while the
 * user types (no reformatting under the cursor). It is a text input with a decimal keypad, because
 * a native number input rejects the comma in most locales.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    value,
    defaultValue = null,
    onValueChange,
    step = 0.01,
    min,
    max,
    error,
    hint,
    id,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const controlled = value !== undefined;
  const [raw, setRaw] = useState(() => formatDecimal(controlled ? value : defaultValue));
  const [seen, setSeen] = useState(value);
  // A new value from outside replaces the text, unless it is what the text already says.
  if (controlled && !Object.is(seen, value)) {
    setSeen(value);
    const current = parseDecimal(raw);
    if (!(current === value || (Number.isNaN(current) && Number.isNaN(value)))) setRaw(formatDecimal(value));
  }
  const parsed = parseDecimal(raw);
  const shownError =
    error || (parsed !== null && Number.isNaN(parsed) ? messages.validation.numberInvalid : null);
  const ids = useFieldIds(id, shownError, hint);

  const change = (text: string) => {
    setRaw(text);
    onValueChange?.(parseDecimal(text), text);
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const base = parsed === null || Number.isNaN(parsed) ? 0 : parsed;
    let next = Number((base + (e.key === 'ArrowUp' ? step : -step)).toFixed(stepDecimals(step)));
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    change(formatDecimal(next));
  };

  return (
    <FieldFrame ids={ids} label={label} error={shownError} hint={hint}>
      <NumberInput
        ref={ref}
        id={ids.id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={raw}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKey}
        $invalid={Boolean(shownError)}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
});
