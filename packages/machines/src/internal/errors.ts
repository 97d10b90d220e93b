/**
 * What the machines read from an error an app actor throws. The app's API client decides the class;
 * the machines only look at these structural fields, so any client error that carries them works.
 */
export interface ActorFailure {
  /** HTTP status; 0 for an aborted or offline request. */
  status?: number;
  /** Parsed JSON body, or the text body when it was not JSON. */
  body?: unknown;
  /** Server error id, appended to notifications (spec platform-and-affiliates.md §8). */
  errorId?: string | number | null;
}

function field(error: unknown, key: keyof ActorFailure): unknown {
  return typeof error === 'object' && error !== null && key in error
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

export function failureStatus(error: unknown): number | null {
  const status = field(error, 'status');
  return typeof status === 'number' ? status : null;
}

export function failureErrorId(error: unknown): string | number | null {
  const id = field(error, 'errorId');
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** The body as text: the body itself when it is text, else its JSON `error` field. */
export function failureBodyText(error: unknown): string | null {
  const body = field(error, 'body');
  if (typeof body === 'string') return body;
  if (typeof body === 'object' && body !== null) {
    const text = (body as Record<string, unknown>).error;
    if (typeof text === 'string') return text;
  }
  return null;
}

/** §8: nothing is shown for status 0 (aborted) or 401 (the session logs out instead). */
export function isSilentFailure(error: unknown): boolean {
  const status = failureStatus(error);
  return status === 0 || status === 401;
}
