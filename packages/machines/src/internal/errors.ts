import { errorNotification, failureText, isEntityNotFound, needsAutomaticKycClean } from '@backoffice/domain';

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

/** §8: nothing is shown for status 0 or 401 (the domain's rule); errors without a status are shown. */
export function isSilentFailure(error: unknown): boolean {
  const status = failureStatus(error);
  return status !== null && errorNotification({ status, body: field(error, 'body') }) === null;
}

/** §8: a 500 whose body is 'Entity not found.'. */
export function isEntityNotFoundFailure(error: unknown): boolean {
  return isEntityNotFound(failureStatus(error), field(error, 'body'));
}

/** §8: a 500 whose body starts with code 152 (wallet registration). */
export function isKycCode152Failure(error: unknown): boolean {
  return needsAutomaticKycClean(failureStatus(error), field(error, 'body'));
}

/**
 * A failed write's notification: nothing for status 0 or 401; the server's refusal verbatim when
 * it gave one (a 4xx's Spanish `error`), else the write's catalogue text; the error id appended.
 */
export function failureNotice(fallback: string, error: unknown): string | null {
  return isSilentFailure(error) ? null : failureText(fallback, error);
}
