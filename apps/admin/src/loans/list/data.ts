/**
 * Reads of the loan lists (issue 13), thin and self-contained so they fold into the shared admin
 * hooks later: SWR over `api.call(key, { query })`, keyed `[key, params, query]`, and the outcome
 * as the LoadState a pure screen shows.
 */
import type { ContractKey } from '@backoffice/domain/contract';
import type { LoadState } from '@backoffice/ui';
import useSWR from 'swr';
import type { Answer, ApiClient, Query } from '../../api/client';
import { useApi } from '../../session/SessionProvider';

/** A contract read without path parameters; a null query reads nothing (yet). */
export function useListRead<K extends ContractKey & `GET ${string}`>(key: K, query: Query | null) {
  const api = useApi();
  return useSWR<Answer<K>>(query ? [key, undefined, query] : null, () => readList(api, key, query ?? {}));
}

/** `api.call(key, { query })` for a key without path parameters, its answer typed by the contract. */
export function readList<K extends ContractKey & `GET ${string}`>(api: ApiClient, key: K, query: Query) {
  return (api.call as (k: K, o: { query: Query }) => Promise<Answer<K>>)(key, { query });
}

/** loading until the first answer; forbidden on 403; error on any other failure; empty when nothing came. */
export function listStateOf(read: { data?: unknown; error?: unknown }, total?: number): LoadState {
  if (read.error) return (read.error as { status?: number }).status === 403 ? 'forbidden' : 'error';
  if (read.data === undefined) return 'loading';
  return total === 0 ? 'empty' : 'loaded';
}

/** The numeric id at the end of a link (`/api/creditos/12` → '12'). */
export const idFromLink = (link: string | null | undefined): string =>
  link ? (/(\d+)\/?$/.exec(link)?.[1] ?? '') : '';
