import type { Ref } from 'react';
import { useField } from 'react-final-form';
import { Textarea, type TextareaProps } from '../primitives/Textarea/Textarea';
import { type Bound, toValidator } from './bound';
import { fieldError } from './fieldError';
import { keepText } from './validators';

export type FormTextareaProps = Bound<string> & { ref?: Ref<HTMLTextAreaElement> } & Omit<
    TextareaProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'onValueChange'
  > & {
    onValueChange?: (value: string) => void;
  };

export function FormTextarea({ name, validate, error, onValueChange, ...rest }: FormTextareaProps) {
  const { input, meta } = useField<string, HTMLTextAreaElement>(name, {
    validate: toValidator(validate),
    parse: keepText,
    format: keepText,
  });
  return (
    <Textarea
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
