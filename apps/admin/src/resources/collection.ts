/** A JSON-LD collection unpacked, and a read's outcome as the LoadState every section shows. */
import type { LoadState, PageLinks } from '@backoffice/ui';

/** A Hydra collection as the API serves it (§7): the members and, when paged, the total. */
export interface Collection<T> {
  'hydra:member'?: T[];
  'hydra:totalItems'?: number;
}

/** The member type of a collection answer (`MemberOf<ResponseOf<'GET /api/…List'>>`). */
export type MemberOf<A> = A extends { 'hydra:member'?: readonly (infer T)[] } ? T : never;

/** The page a Hydra link names (`/api/creditos?fase=FA&page=3` → 3); null when it names none. */
function pageOfLink(link: unknown): number | null {
  if (typeof link !== 'string') return null;
  const page = Number(new URL(link, 'http://x').searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : null;
}

/**
 * The pages a paged answer links from itself (its `hydra:view`), for the pager to follow: a link
 * the server left out is a page it would not serve. Undefined for an answer without a view.
 */
export function pageLinksOf(data: unknown): PageLinks | undefined {
  const view = data && typeof data === 'object' ? (data as Record<string, unknown>)['hydra:view'] : undefined;
  if (!view || typeof view !== 'object') return undefined;
  const v = view as Record<string, unknown>;
  return {
    first: pageOfLink(v['hydra:first']),
    previous: pageOfLink(v['hydra:previous']),
    next: pageOfLink(v['hydra:next']),
    last: pageOfLink(v['hydra:last']),
  };
}

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
