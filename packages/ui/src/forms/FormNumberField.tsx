import type { Ref } from 'react';
import { useField } from 'react-final-form';
import { NumberField, type NumberFieldProps } from '../primitives/NumberField/NumberField';
import { type Bound, identity, toValidator } from './bound';
import { fieldError } from './fieldError';

export type FormNumberFieldProps = Bound<number | null> & { ref?: Ref<HTMLInputElement> } & Omit<
    NumberFieldProps,
    'name' | 'value' | 'defaultValue' | 'onBlur' | 'onFocus' | 'error' | 'onValueChange'
  > & {
    onValueChange?: (value: number | null, raw: string) => void;
  };

/** A NumberField bound to a field holding the number read (null when empty, NaN when unreadable). */
export function FormNumberField({ name, validate, error, onValueChange, ...rest }: FormNumberFieldProps) {
  const { input, meta } = useField<number | null, HTMLInputElement>(name, {
    validate: toValidator(validate),
    parse: identity,
    format: identity,
    allowNull: true,
  });
  return (
    <NumberField
      {...rest}
      name={input.name}
      value={input.value ?? null}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      onValueChange={(value, raw) => {
        input.onChange(value);
        onValueChange?.(value, raw);
      }}
      error={fieldError(meta) ?? error ?? null}
    />
  );
}
