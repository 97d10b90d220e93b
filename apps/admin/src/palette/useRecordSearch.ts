import { messages, searchHitLabel } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import type { PaletteRecord } from '@backoffice/ui';
import { useRouteRead } from '../resources';

/** A hit of GET /api/users/{id}/search (spec §7): @id, administrator, id, type, code, email, name, status. */
export type SearchHit = ResponseOf<'GET /api/users/:id/search'>[number];

export type RecordResult = PaletteRecord & { hit: SearchHit };

/**
 * The finder's search (spec §7 GET /api/users/{id}/search?q=), on the same SWR key as the top bar's
 * finder, so both share one answer for the same text. `query` is what the pattern hands over after
 * its 3-character minimum and 600 ms pause; empty means no search.
 */
export function useRecordSearch(userId: number | null, query: string) {
  const search = useRouteRead(
    'GET /api/users/:id/search',
    query && userId !== null ? { id: userId } : null,
    { q: query },
    { keepPreviousData: false },
  );
  const { data, error, isLoading } = search;
  const records: RecordResult[] = (query ? (data ?? []) : []).map((hit) => ({
    id: `${hit.type}:${hit.id}`,
    type: hit.type,
    label: searchHitLabel(hit),
    detail: [hit.email, hit.status].filter(Boolean).join(' · ') || null,
    hit,
  }));
  return {
    records,
    loading: isLoading,
    error: error ? (error.serverMessage ?? messages.read.search) : null,
  };
}
