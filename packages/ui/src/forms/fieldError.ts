import type { FieldMetaState } from 'react-final-form';

/**
 * The message shown under a field: the server's (until the field is edited again), else the
 * validator's once the field was left or a submit was tried.
 */
export function fieldError(meta: FieldMetaState): string | null {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  if (meta.error && (meta.touched || meta.submitFailed)) return String(meta.error);
  return null;
}
