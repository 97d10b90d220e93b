import { messages, searchHitLabel, searchResultPath } from '@backoffice/domain';
import { Finder, type FinderResult } from '@backoffice/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchHit } from '../palette/useRecordSearch';
import { useRouteRead } from '../resources';

type Hit = FinderResult & { hit: SearchHit };

/** The global finder of the top bar, wired to the user's search; a pick opens by its type (§2). */
export function TopBarFinder({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  // The palette's finder reads the same key (useRecordSearch).
  const search = useRouteRead(
    'GET /api/users/:id/search',
    query ? { id: userId } : null,
    { q: query },
    { keepPreviousData: false },
  );
  const { data, error, isLoading } = search;
  const results: Hit[] = (query ? (data ?? []) : []).map((hit) => ({
    id: hit.id,
    type: hit.type,
    label: searchHitLabel(hit),
    detail: [hit.email, hit.status].filter(Boolean).join(' · ') || null,
    hit,
  }));
  return (
    <Finder<Hit>
      results={results}
      loading={isLoading}
      error={error ? (error.serverMessage ?? messages.read.search) : null}
      onSearch={setQuery}
      onPick={(r) => {
        const path = searchResultPath(r.hit);
        if (path) navigate(path);
      }}
    />
  );
}
