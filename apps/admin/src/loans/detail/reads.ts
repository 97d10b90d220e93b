/**
 * The loan detail's reads (issue 13): each goes through `api.call(key, { params, query })`, typed
 * by the contract, under the SWR key `[key, params, query]`, so every tab reads its own data once
 * and shows it from the cache when the user comes back to it. Thin and local on purpose: the
 * shared hooks of the admin are being rebuilt elsewhere.
 */
import type { ApiRouteKey } from '@backoffice/domain/apiAccess';
import type { LoadState, Read } from '@backoffice/ui/screens/loan';
import useSWR, { type SWRConfiguration } from 'swr';
import { type Answer, ApiError, type CallOptions } from '../../api/client';
import { useApi } from '../../session/SessionProvider';

type Params = Readonly<Record<string, string | number>>;
type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** What a failed read shows: 403 is 'forbidden', anything else its section's error. */
export function stateOf(data: unknown, error: unknown): LoadState {
  if (error) return error instanceof ApiError && error.status === 403 ? 'forbidden' : 'error';
  return data === undefined ? 'loading' : 'loaded';
}

const OPTIONS: SWRConfiguration = { keepPreviousData: false };

/** One read by route key; `null` params read nothing (yet). */
export function useLoanRead<K extends ApiRouteKey, T = Answer<K>>(
  key: K,
  params: Params | null,
  query?: Query,
  select?: (answer: Answer<K>) => T,
): Read<T> & { error: unknown } {
  const api = useApi();
  const swr = useSWR(
    params === null ? null : ([key, params, query ?? null] as const),
    async () => {
      const answer = await api.call(key, ...([{ params, query }] as unknown as [CallOptions<K>]));
      return select ? select(answer) : (answer as unknown as T);
    },
    OPTIONS,
  );
  return {
    state: stateOf(swr.data, swr.error),
    data: swr.data ?? null,
    error: swr.error,
    onRetry: () => void swr.mutate(),
  };
}

/** The members of a JSON-LD collection. */
export const members = <T>(answer: unknown): T[] =>
  ((answer as { 'hydra:member'?: T[] } | null)?.['hydra:member'] ?? []) as T[];

/** The numeric id at the end of a link ('/api/users/7' → '7'). */
export const idOf = (link: string | null | undefined): string | null =>
  link ? (/(\d+)\/?$/.exec(link)?.[1] ?? null) : null;
