import { useFormState } from 'react-final-form';

/** The form-level message: the server's `FORM_ERROR` after a submit, else an outside one. */
export function useFormError(outside?: string | null): string | null {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  return (submitError as string | undefined) ?? outside ?? null;
}
