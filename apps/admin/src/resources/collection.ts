/** A JSON-LD collection unpacked, and a read's outcome as the LoadState every section shows. */
import type { LoadState } from '@backoffice/ui';

/** A Hydra collection as the API serves it (§7): the members and, when paged, the total. */
export interface Collection<T> {
  'hydra:member'?: T[];
  'hydra:totalItems'?: number;
}

/** The member type of a collection answer (`MemberOf<ResponseOf<'GET /api/…List'>>`). */
export type MemberOf<A> = A extends { 'hydra:member'?: readonly (infer T)[] } ? T : never;

export const membersOf = <T>(data: Collection<T> | undefined): T[] => data?.['hydra:member'] ?? [];
export const totalOf = (data: Collection<unknown> | undefined): number => data?.['hydra:totalItems'] ?? 0;

export interface ReadOutcome {
  data?: unknown;
  error?: unknown;
}

/**
 * The one mapping of a read to the LoadState a screen shows: loading until the first answer;
 * forbidden on a 403; error on any other failure (a failed revalidation too: the screen decides
 * whether the stale data stays); loaded. `waiting`: something else the screen needs is still on
 * its way. 'empty' is left to the screens, which know what an empty answer looks like and keep
 * their actions (upload, new…) on it.
 */
export function loadStateOf(read: ReadOutcome, waiting = false): LoadState {
  if (read.error) return (read.error as { status?: number }).status === 403 ? 'forbidden' : 'error';
  if (waiting || read.data === undefined) return 'loading';
  return 'loaded';
}

/** As loadStateOf, but data already on screen stays there when a revalidation fails (SWR retries). */
export function keptStateOf(read: ReadOutcome, waiting = false): LoadState {
  return read.data !== undefined && read.error ? 'loaded' : loadStateOf(read, waiting);
}

/** The numeric id at the end of a link. */
export const idFromLink = (link: string | null | undefined): string | null =>
  link ? (/(\d+)\/?$/.exec(link)?.[1] ?? null) : null;
