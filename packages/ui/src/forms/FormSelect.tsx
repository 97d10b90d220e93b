import type { Ref } from 'react';
import { useField } from 'react-final-form';
import { Select, type SelectProps } from '../primitives/Select/Select';
import { type Bound, toValidator } from './bound';
import { fieldError } from './fieldError';
import { keepText } from './validators';

export type FormSelectProps = Bound<string> & { ref?: Ref<HTMLSelectElement> } & Omit<
    SelectProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'onValueChange'
  > & {
    /** Told of each choice, after the form has it (e.g. to send a machine event). */
    onValueChange?: (value: string) => void;
  };

export function FormSelect({ name, validate, error, onValueChange, ...rest }: FormSelectProps) {
  const { input, meta } = useField<string, HTMLSelectElement>(name, {
    validate: toValidator(validate),
    parse: keepText,
    format: keepText,
  });
  return (
    <Select
      {...rest}
      name={input.name}
      value={input.value}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      onValueChange={(value) => {
        input.onChange(value);
        onValueChange?.(value);
      }}
      error={fieldError(meta) ?? error ?? null}
    />
  );
}
