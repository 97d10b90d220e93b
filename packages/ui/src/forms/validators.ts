import type { SubmissionErrors } from 'final-form';
import { FORM_ERROR } from 'final-form';

export type { SubmissionErrors };
export { FORM_ERROR };

/** What a form's `onSubmit` may answer: nothing, or final-form submission errors (`{ [field]: message, [FORM_ERROR]: message }`), now or later. */
// biome-ignore lint/suspicious/noConfusingVoidType: the admin's callbacks that answer nothing are typed `void`.
export type SubmitResult = SubmissionErrors | undefined | void;
export type SubmitHandler<V> = (values: V) => SubmitResult | Promise<SubmitResult>;

/** The first message of several field validators (each a domain rule answering a message or nothing). */
export function composeValidators<V>(
  ...rules: ((value: V, allValues: object) => string | null | undefined)[]
): (value: V, allValues: object) => string | undefined {
  return (value, allValues) => {
    for (const rule of rules) {
      const message = rule(value, allValues);
      if (message) return message;
    }
    return undefined;
  };
}

/** A form-level error object without its empty entries, which final-form would read as errors. */
export function withoutEmpty(
  errors: Readonly<Record<string, string | null | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) if (message) out[key] = message;
  return out;
}

/** Keeps the text as typed: final-form would turn an empty input into `undefined`. */
export const keepText = (value: unknown): string => (typeof value === 'string' ? value : '');
