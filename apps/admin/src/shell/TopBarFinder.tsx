import { messages, searchResultPath } from '@backoffice/domain';
import { Finder, type FinderResult } from '@backoffice/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { readKey, useRecord } from '../resources';

/** A hit of GET /api/users/{id}/search (spec §7): @id, administrator, id, type, code, email, name, status. */
interface SearchHit {
  '@id': string;
  id: number | string;
  type: string;
  code?: string | null;
  email?: string | null;
  name?: string | null;
  status?: string | null;
}

type Hit = FinderResult & { hit: SearchHit };

/** The global finder of the top bar, wired to the user's search; a pick opens by its type (§2). */
export function TopBarFinder({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  // contract: GET /api/users/:id/search (the palette's finder shares the key)
  const { data, error, isLoading } = useRecord<SearchHit[]>(
    query ? readKey('GET /api/users/:id/search', { id: userId }, { q: query }) : null,
    { keepPreviousData: false },
  );
  const results: Hit[] = (query ? (data ?? []) : []).map((hit) => ({
    id: hit.id,
    type: hit.type,
    label: [hit.code, hit.name].filter(Boolean).join(' · '),
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
