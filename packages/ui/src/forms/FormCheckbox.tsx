import type { Ref } from 'react';
import { useField } from 'react-final-form';
import { Checkbox, type CheckboxProps } from '../primitives/Checkbox/Checkbox';
import { type Bound, toValidator } from './bound';
import { fieldError } from './fieldError';

export type FormCheckboxProps = Bound<boolean> & { ref?: Ref<HTMLInputElement> } & Omit<
    CheckboxProps,
    'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'onFocus' | 'error'
  >;

export function FormCheckbox({ name, validate, error, onCheckedChange, ...rest }: FormCheckboxProps) {
  const { input, meta } = useField<boolean, HTMLInputElement>(name, {
    validate: toValidator(validate),
    type: 'checkbox',
  });
  return (
    <Checkbox
      {...rest}
      name={input.name}
      checked={Boolean(input.checked)}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      onCheckedChange={(checked) => {
        input.onChange(checked);
        onCheckedChange?.(checked);
      }}
      error={fieldError(meta) ?? error ?? null}
    />
  );
}
