import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '../../internal/Field';
import { DateInput } from './DateField.styles';

export interface DateFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'id' | 'value' | 'defaultValue' | 'min' | 'max'
  > {
  label: string;
  /** Spec §9: dates travel as YYYY-MM-DD; '' when empty. */
  value?: string;
  defaultValue?: string;
  min?: string;
  max?: string;
  onValueChange?: (value: string) => void;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  id?: string;
}

/** A native date input: the browser's calendar and locale display, the value always YYYY-MM-DD. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, onValueChange, onChange, error, hint, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint}>
      <DateInput
        ref={ref}
        id={ids.id}
        type="date"
        lang="es"
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(e) => {
          onChange?.(e);
          onValueChange?.(e.target.value);
        }}
        {...rest}
      />
    </FieldFrame>
  );
});
