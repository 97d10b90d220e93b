/**
 * A refused write as final-form submission errors (issue 11 "Bad input"): each violation under
 * its field, the answer's Spanish `error` as the form's own error. A form's `onSubmit` returns
 * what `submissionErrors` gives, and final-form shows it (`meta.submitError`, `submitError`).
 */
import { FORM_ERROR, type SubmissionErrors, setIn } from 'final-form';
import { ApiError } from './client';

export interface Violation {
  propertyPath: string;
  message: string;
}

/**
 * The violations of an answer's body: `violations: [{ propertyPath, message }]` (API Platform's
 * shape, issue 11; the API's error handler always answers this list). The first message of a
 * field wins.
 */
export function violationsOf(body: unknown): Violation[] {
  const raw = body && typeof body === 'object' ? (body as { violations?: unknown }).violations : undefined;
  const out: Violation[] = [];
  if (Array.isArray(raw)) {
    for (const v of raw) {
      const { propertyPath, message } = (v ?? {}) as Partial<Record<keyof Violation, unknown>>;
      if (typeof propertyPath === 'string' && typeof message === 'string')
        out.push({ propertyPath, message });
    }
  }
  return out;
}

export interface SubmissionErrorOptions {
  /** The form's own error when the answer carries no Spanish `error` (the §8 failure text). */
  fallback?: string;
  /**
   * Where a violation's path lands in the form, when the form names its fields otherwise (a
   * form with `company.cif` for the API's `cif`). Unmapped paths are used as given.
   */
  fieldOf?: (propertyPath: string) => string | null;
}

/**
 * `{ [field]: message, [FORM_ERROR]: error }` for final-form, from a failed call. Dotted paths
 * nest (`company.cif`), as final-form names nested fields. Not an ApiError, or a call that never
 * got an answer (status 0) or was sent to log in again (401): nothing to show in the form, so
 * undefined (the client has already dealt with it).
 */
export function submissionErrors(err: unknown, options: SubmissionErrorOptions = {}): SubmissionErrors {
  if (!(err instanceof ApiError) || err.status === 0 || err.status === 401) return undefined;
  let errors: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const v of violationsOf(err.body)) {
    // A violation of the whole body (empty path) is the form's error, not a field's.
    const field = !v.propertyPath ? null : options.fieldOf ? options.fieldOf(v.propertyPath) : v.propertyPath;
    if (!field) continue;
    const path = field.replace(/\[(\d+)\]/g, '.$1');
    if (seen.has(path)) continue;
    seen.add(path);
    errors = setIn(errors, path, v.message) as Record<string, unknown>;
  }
  const formError = err.serverMessage ?? options.fallback;
  if (formError) errors[FORM_ERROR] = formError;
  return errors;
}
