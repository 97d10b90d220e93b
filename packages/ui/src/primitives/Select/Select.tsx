import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '../../internal/Field';
import { NativeSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty option ('Seleccione…'), chosen while no value is. */
  placeholder?: string;
  onValueChange?: (value: string) => void;
  onChange?: SelectHTMLAttributes<HTMLSelectElement>['onChange'];
  error?: string | null | undefined;
  hint?: string | null | undefined;
  id?: string;
}

/** A native select, styled: the platform's keyboard and screen-reader behaviour come for free. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, onValueChange, onChange, error, hint, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint}>
      <NativeSelect
        ref={ref}
        id={ids.id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(e) => {
          onChange?.(e);
          onValueChange?.(e.target.value);
        }}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
});
