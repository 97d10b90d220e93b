import type { Ref } from 'react';
import { useField, useFormState } from 'react-final-form';
import { Checkbox, type CheckboxProps } from '../primitives/Checkbox/Checkbox';
import { NumberField, type NumberFieldProps } from '../primitives/NumberField/NumberField';
import { Select, type SelectProps } from '../primitives/Select/Select';
import { Textarea, type TextareaProps } from '../primitives/Textarea/Textarea';
import { TextField, type TextFieldProps } from '../primitives/TextField/TextField';
import { fieldError } from './fieldError';
import { FORM_ERROR, keepText } from './validators';

interface Bound<V> {
  /** The field's path in the form's values ('user.email'), also the key of its server violation. */
  name: string;
  /** A field-level validator: a domain rule answering a Spanish message, or nothing. */
  validate?: Rule<V> | undefined;
  /** A message from outside the form (a prop), shown when the form has none of its own. */
  error?: string | null | undefined;
}

/** A domain rule: a Spanish message, or nothing (null is nothing too, unlike to final-form). */
export type Rule<V> = (value: V, allValues: object) => string | null | undefined;

const toValidator = <V,>(rule: Rule<V> | undefined) =>
  rule ? (value: V, allValues: object) => rule(value, allValues) ?? undefined : undefined;

const identity = <T,>(value: T): T => value;

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

/** The form-level message: the server's `FORM_ERROR` after a submit, else an outside one. */
export function useFormError(outside?: string | null): string | null {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  return (submitError as string | undefined) ?? outside ?? null;
}

export { FORM_ERROR };
