/** JSON-LD collections unpacked, and a read's outcome as the LoadState a pure screen shows. */
import type { LoadState } from '@backoffice/ui/screens/affiliate';

interface ReadOutcome {
  data?: unknown;
  error?: unknown;
}

export interface Collection<T> {
  'hydra:member'?: T[];
  'hydra:totalItems'?: number;
}

export const membersOf = <T>(data: Collection<T> | undefined): T[] => data?.['hydra:member'] ?? [];
export const totalOf = (data: Collection<unknown> | undefined): number => data?.['hydra:totalItems'] ?? 0;

/** loading until the first answer; forbidden on 403; error on any other failure. */
export function loadStateOf(swr: ReadOutcome, waiting = false): LoadState {
  if (swr.error) return (swr.error as { status?: number }).status === 403 ? 'forbidden' : 'error';
  if (waiting || swr.data === undefined) return 'loading';
  return 'loaded';
}

/** The numeric id at the end of a link. */
export const idFromLink = (link: string | null | undefined): string | null =>
  link ? (/(\d+)\/?$/.exec(link)?.[1] ?? null) : null;
