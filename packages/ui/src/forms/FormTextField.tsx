import type { Ref } from 'react';
import { useField } from 'react-final-form';
import { TextField, type TextFieldProps } from '../primitives/TextField/TextField';
import { type Bound, toValidator } from './bound';
import { fieldError } from './fieldError';
import { keepText } from './validators';

export type FormTextFieldProps = Bound<string> & { ref?: Ref<HTMLInputElement> } & Omit<
    TextFieldProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error'
  > & {
    /** Told of each edit, after the form has it (e.g. to send a machine event). */
    onValueChange?: (value: string) => void;
  };

/** A TextField bound to a final-form field; its error shows under it once touched or after a submit. */
export function FormTextField({ name, validate, error, onValueChange, ...rest }: FormTextFieldProps) {
  const { input, meta } = useField<string, HTMLInputElement>(name, {
    validate: toValidator(validate),
    parse: keepText,
    format: keepText,
  });
  return (
    <TextField
      {...rest}
      {...input}
      onChange={(event) => {
        input.onChange(event);
        onValueChange?.(event.target.value);
      }}
      error={fieldError(meta) ?? error ?? null}
    />
  );
}
