/**
 * Two staff on one record: the save the API refused as stale (412) waits here for the user's
 * choice, which the ConflictHost dialog asks. One at a time: a second conflict met meanwhile waits
 * for the first to be settled.
 */
import type { ConflictChange } from '@backoffice/ui';
import type { Conflict } from '../api/client';

export interface PendingConflict extends Conflict {
  /** The version to save over, or null: the save is given up and the form keeps the input. */
  settle: (version: string | null) => void;
}

let pending: PendingConflict | null = null;
let queue: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** The API client's onConflict: resolves once the user chose in the dialog. */
export function askConflict(conflict: Conflict): Promise<string | null> {
  // No dialog mounted (outside the signed-in app): nobody to ask, the save fails with its 412.
  if (listeners.size === 0) return Promise.resolve(null);
  const asked = queue.then(
    () =>
      new Promise<string | null>((resolve) => {
        pending = {
          ...conflict,
          settle: (version) => {
            pending = null;
            emit();
            resolve(version);
          },
        };
        emit();
      }),
  );
  queue = asked;
  return asked;
}

export const conflictStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => pending,
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * The fields the user tried to save whose current value (the other person's) differs from theirs,
 * as the dialog shows them; `label` names a field as the form does (its API name otherwise).
 */
export function conflictChanges(
  mine: unknown,
  current: Readonly<Record<string, unknown>>,
  label: (field: string) => string = (f) => f,
): ConflictChange[] {
  if (!mine || typeof mine !== 'object') return [];
  return Object.entries(mine as Record<string, unknown>)
    .filter(([field, value]) => shown(current[field]) !== shown(value))
    .map(([field, value]) => ({ field: label(field), theirs: shown(current[field]), mine: shown(value) }));
}

/** A field of a record's read that is its identity or bookkeeping, not data a colleague changes. */
const NOT_DATA = new Set(['@id', '@type', '@context', 'id', 'version']);
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * For an action refused as stale: the fields of the record whose value now differs from the one
 * the page showed when the user acted (`mine`: what they saw). Nested parts are not compared.
 */
export function actionChanges(
  seen: Readonly<Record<string, unknown>>,
  now: Readonly<Record<string, unknown>>,
  label: (field: string) => string = (f) => f,
): ConflictChange[] {
  return Object.keys({ ...seen, ...now })
    .filter((f) => !NOT_DATA.has(f) && isScalar(seen[f] ?? null) && isScalar(now[f] ?? null))
    .filter((f) => shown(seen[f]) !== shown(now[f]))
    .map((f) => ({ field: label(f), theirs: shown(now[f]), mine: shown(seen[f]) }));
}

/** The member of a collection read (`hydra:member`) with this `@id`; null when it holds none. */
export function memberOf(data: unknown, id: string): Record<string, unknown> | null {
  const members = (data as { 'hydra:member'?: unknown } | null)?.['hydra:member'];
  if (!Array.isArray(members)) return null;
  return (
    (members.find((m) => (m as { '@id'?: unknown } | null)?.['@id'] === id) as Record<string, unknown>) ??
    null
  );
}
