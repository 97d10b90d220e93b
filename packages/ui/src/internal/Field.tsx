import { type ReactNode, useId } from 'react';
import { ErrorText, FieldRoot, Hint, Label } from './field.styles';

export interface FieldIds {
  id: string;
  errorId: string;
  hintId: string;
  /** The control's aria-describedby: the error first, then the hint. */
  describedBy: string | undefined;
}

/** Ids tying a control to its label, hint and error. */
export function useFieldIds(
  id: string | undefined,
  error: string | null | undefined,
  hint: string | null | undefined,
): FieldIds {
  const auto = useId();
  const base = id ?? auto;
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id: base, errorId, hintId, describedBy };
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  children: ReactNode;
}

/** Label above the control, hint and error under it; the error is what the validator said. */
export function FieldFrame({ ids, label, error, hint, children }: FieldFrameProps) {
  return (
    <FieldRoot>
      <Label htmlFor={ids.id}>{label}</Label>
      {children}
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={ids.errorId}>{error}</ErrorText> : null}
    </FieldRoot>
  );
}
