import type { ApiClient } from '../api/client';

/** A short id the user can quote and support can find in the logs. */
export function errorId(): string {
  return Math.random().toString(36).slice(2, 8).toUpperCase();
}

/**
 * Posts an unhandled client error to the logs service (spec §7 "POST /api/log") and returns its
 * id. Never throws: reporting a failure must not cause another.
 */
export function reportError(api: ApiClient, err: unknown, type: 'error' | 'warn' = 'error'): string {
  const id = errorId();
  const e = err instanceof Error ? err : new Error(String(err));
  api
    .call('POST /api/log', {
      body: { type, log: { id, name: e.name, message: e.message, stack: e.stack ?? null } },
    })
    .catch(() => undefined);
  return id;
}
