/**
 * Reads of the affiliate area: SWR over the API client, JSON-LD collections unpacked, and each
 * read's outcome turned into the LoadState a pure screen shows. Every section reads its own
 * path, so switching tabs shows the cached data at once and revalidates it in the background.
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { ApiError, apiBaseUrl } from '../api/client';
import { useApi, useSession, useSessionContext } from '../session/SessionProvider';

export { type Collection, idFromLink, loadStateOf, membersOf, totalOf } from './collections';

/** A GET through the app's SWR fetcher; a null path reads nothing (yet). */
export function useRead<T>(path: string | null) {
  return useSWR<T>(path);
}

export interface CheckParameters {
  afiliado: string;
  administrador: string | null;
  datosEmpresa: string | null;
  account: string | null;
  associatedInvestor: string | null;
  padre: string | null;
  name: string;
  status: string;
  id: number;
  userId: number | null;
}

/** §7 POST /api/tools/checkParameters: the links of the affiliate's records, cached per id. */
export function useCheckParameters(id: string | null) {
  const api = useApi();
  return useSWR<CheckParameters>(id ? ['checkParameters', 'affiliate', id] : null, () =>
    api.request<CheckParameters>('/api/tools/checkParameters', {
      method: 'POST',
      json: { id: Number(id), type: 'affiliate' },
    }),
  );
}

export function useRoles(): readonly string[] {
  return useSession().user?.roles ?? [];
}

export function useMe() {
  return useSession().user;
}

/**
 * Multipart and binary calls the JSON client does not make: the same bearer token, the same
 * ApiError on failure.
 */
export function useRawFetch() {
  const { actor } = useSessionContext();
  return useCallback(
    async (path: string, init: RequestInit = {}): Promise<Response> => {
      const token = actor.getSnapshot().context.token;
      const headers = new Headers(init.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      let res: Response;
      try {
        res = await fetch(`${apiBaseUrl}${path}`, { ...init, headers });
      } catch (err) {
        throw new ApiError(0, null, null, err);
      }
      if (!res.ok) {
        if (res.status === 401) actor.send({ type: 'session.unauthorized' });
        const body = (res.headers.get('content-type') ?? '').includes('json')
          ? await res.json().catch(() => null)
          : null;
        const obj = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
        throw new ApiError(
          res.status,
          typeof obj?.error === 'string' ? obj.error : null,
          typeof obj?.id === 'string' || typeof obj?.id === 'number' ? String(obj.id) : null,
          body,
        );
      }
      return res;
    },
    [actor],
  );
}
