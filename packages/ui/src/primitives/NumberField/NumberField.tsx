import { formatNumber, readTypedNumber } from '@backoffice/domain/format';
import { messages } from '@backoffice/domain/messages';
import { typedNumberError } from '@backoffice/domain/validation';
import { forwardRef, type InputHTMLAttributes, type KeyboardEvent, useState } from 'react';
import { decimalsOf, formatDecimal, parseDecimal, stepDecimals } from '#internal/decimal';
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
  /**
   * How the number read is shown under the field while it is edited, when no `hint` is given
   * (amounts: `formatEur`; default: es-ES digits).
   */
  readAs?: (value: number) => string;
  id?: string;
}

/**
 * A decimal input read es-ES by the domain's one reader ('12,5', '12.000', '12.000,50'), that keeps
 * the text as typed while the user types (no reformatting under the cursor) and, while it has the
 * focus, says under it what the text is read as ('Se leerá como 12.000'). A point that cannot group
 * thousands ('12.5') is refused with the reason rather than guessed. It is a text input with a
 * decimal keypad, because a native number input rejects the comma in most locales.
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
    readAs,
    id,
    onKeyDown,
    onFocus,
    onBlur,
    ...rest
  },
  ref,
) {
  const controlled = value !== undefined;
  const [raw, setRaw] = useState(() => formatDecimal(controlled ? value : defaultValue));
  const [seen, setSeen] = useState(value);
  // Once the user has typed, the reading stays under the field after it loses focus: the form
  // does not shift under the pointer on its way to the button (mousedown blurs the field first).
  const [typed, setTyped] = useState(false);
  // A new value from outside replaces the text, unless it is what the text already says.
  if (controlled && !Object.is(seen, value)) {
    setSeen(value);
    const current = parseDecimal(raw);
    if (!(current === value || (Number.isNaN(current) && Number.isNaN(value)))) {
      setRaw(formatDecimal(value));
      setTyped(false);
    }
  }
  const [editing, setEditing] = useState(false);
  const read = readTypedNumber(raw);
  const parsed = read.ok ? read.value : Number.NaN;
  const shownError = error || typedNumberError(read);
  // A caller's hint (the plan form prints the amount in euros) already says what the text reads
  // as, and an error says what is wrong with it.
  const readHint =
    !hint && !shownError && (editing || typed) && read.ok && read.value !== null
      ? messages.validation.numberReadAs(
          readAs ? readAs(read.value) : formatNumber(read.value, decimalsOf(read.value)),
        )
      : null;
  const shownHint = hint || readHint;
  const ids = useFieldIds(id, shownError, shownHint);

  const change = (text: string) => {
    setRaw(text);
    setTyped(true);
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
    <FieldFrame ids={ids} label={label} error={shownError} hint={shownHint}>
      <NumberInput
        ref={ref}
        id={ids.id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={raw}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKey}
        onFocus={(e) => {
          setEditing(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setEditing(false);
          onBlur?.(e);
        }}
        $invalid={Boolean(shownError)}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
});
