/**
 * The affiliate's own reads, typed: the record (§3) and its parameter check (§7
 * checkParameters), shared by the detail sections, the configuration and the tools.
 */
import { isEntityNotFound } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { type ReadKey, readKey, useRouteRead } from '../resources';

/** The affiliate resource as GET /api/afiliados/{id} serves it (§3). */
export type Affiliate = ResponseOf<'GET /api/afiliados/:id'>;

/** §7 checkParameters for an affiliate: the links of its records and what the tools need. */
export type AffiliateParameters = Extract<
  ResponseOf<'POST /api/tools/checkParameters'>,
  { type: 'affiliate' }
>;

/** §5 (named route añadirAfiliado with notFound): where an affiliate id that does not exist leads. */
export const AFFILIATE_NOT_FOUND_PATH = '/afiliados/crear-afiliado?notFound=1';

export const affiliateKey = (id: number | string): ReadKey => readKey('GET /api/afiliados/:id', { id });
/** The parameter check is a read made through a POST: its body is the key's third part. */
const parametersBody = (id: number | string) => ({ id: Number(id), type: 'affiliate' });
export const parametersKey = (id: number | string): ReadKey =>
  readKey('POST /api/tools/checkParameters', null, parametersBody(id));

/** The affiliate record; an id that is not a number reads nothing. */
export function useAffiliate(id: string | null) {
  return useRouteRead('GET /api/afiliados/:id', id && /^\d+$/.test(id) ? { id } : null);
}

/** §8: 'Entity not found.' on the parameter check (the API answers 404 for a missing affiliate too). */
export function isAffiliateNotFound(error: unknown): boolean {
  const e = (error ?? {}) as { status?: unknown; body?: unknown };
  return isEntityNotFound(e.status, e.body) || e.status === 404;
}

/**
 * The affiliate's parameter check, cached per id. An affiliate that does not exist sends the
 * user to add-affiliate with notFound (§2 añadirAfiliado, §8).
 */
export function useAffiliateParameters(affiliateId: number | string | null) {
  const navigate = useNavigate();
  const read = useRouteRead(
    'POST /api/tools/checkParameters',
    affiliateId === null ? null : {},
    affiliateId === null ? null : parametersBody(affiliateId),
  );
  const notFound = isAffiliateNotFound(read.error);
  useEffect(() => {
    if (notFound) navigate(AFFILIATE_NOT_FOUND_PATH, { replace: true });
  }, [notFound, navigate]);
  const state = read.state;
  return Object.assign(read, {
    // Asked with type 'affiliate', the check answers an affiliate's parameters.
    parameters: read.data?.type === 'affiliate' ? read.data : undefined,
    forbidden: state === 'forbidden' && !read.data,
    failed: state === 'error' && !read.data,
    refresh: () => void read.mutate(),
  });
}
