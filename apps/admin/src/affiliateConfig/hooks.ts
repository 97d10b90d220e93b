import { isEntityNotFound } from '@backoffice/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { loadStateOf } from '../affiliates/collections';
import { useNotify } from '../notifications/NotificationsProvider';
import { useApi, useSession } from '../session/SessionProvider';
import {
  AFFILIATE_NOT_FOUND_PATH,
  type AffiliateParameters,
  checkAffiliateParameters,
  type HydraCollection,
} from './api';

/**
 * A section's collection: its members, whether it is still loading, and whether the read was
 * refused (403: the section's forbidden state) or failed otherwise (its error state).
 */
export function useMembers<T>(path: string | null) {
  const { data, error, mutate } = useSWR<HydraCollection<T>>(path);
  const state = loadStateOf({ data, error });
  return {
    items: data?.['hydra:member'],
    loading: path !== null && !data && !error,
    forbidden: state === 'forbidden' && !data,
    failed: state === 'error' && !data,
    retry: () => void mutate(),
    mutate,
  };
}

/** The signed-in user's roles and id. */
export function useMe() {
  const { user } = useSession();
  return { roles: user?.roles ?? [], userId: user?.id ?? null };
}

/** §8: 'Entity not found.' on the parameter check (the API answers 404 for a missing affiliate too). */
export function isAffiliateNotFound(error: unknown): boolean {
  const e = (error ?? {}) as { status?: unknown; body?: unknown };
  return isEntityNotFound(e.status, e.body) || e.status === 404;
}

/**
 * POST /api/tools/checkParameters for the affiliate (§7), cached per id. An affiliate that does
 * not exist sends the user to add-affiliate with notFound (§2 añadirAfiliado, §8).
 */
export function useAffiliateParameters(affiliateId: number | string | null) {
  const api = useApi();
  const navigate = useNavigate();
  const { data, error, mutate } = useSWR<AffiliateParameters>(
    affiliateId === null ? null : ['checkParameters', 'affiliate', String(affiliateId)],
    () => checkAffiliateParameters(api, affiliateId as number | string),
  );
  const notFound = isAffiliateNotFound(error);
  useEffect(() => {
    if (notFound) navigate(AFFILIATE_NOT_FOUND_PATH, { replace: true });
  }, [notFound, navigate]);
  const state = loadStateOf({ data, error });
  return {
    parameters: data,
    forbidden: state === 'forbidden' && !data,
    failed: state === 'error' && !data,
    refresh: () => void mutate(),
  };
}

/**
 * Runs one write at a time per target: notifies the §8 success or failure text and revalidates.
 * `busy` is the key of the target being written (a row's @id, a flag's name).
 */
export function useWrite() {
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async <T>(
      key: string,
      call: () => Promise<T>,
      texts: { success?: string | null; failure: string },
      after?: () => unknown,
    ): Promise<T> => {
      setBusy(key);
      try {
        const out = await call();
        if (texts.success) notify.success(texts.success);
        await after?.();
        return out;
      } catch (err) {
        notify.failure(err, texts.failure);
        throw err;
      } finally {
        setBusy(null);
      }
    },
    [notify],
  );
  return { busy, run };
}
