/**
 * SWR keys of the admin (issue 11): `[routeKey, params, query]`, the route key being the domain's
 * API_ACCESS key. One key names one route, so one key has one answer type. Keys are normalised
 * (parameters as text, empty query values left out) so that the same read made in two places,
 * or reached by id here and by an IRI there, is one cache entry.
 */
import { API_ACCESS, type ApiRouteKey } from '@backoffice/domain/apiAccess';
import { type ApiClient, type PathParams, pathOf, type Query } from '../api/client';

type KeyParams = Readonly<Record<string, string>>;

/** A read: the route, its path parameters, and its query (a POST read's body, see fetchRead). */
export type ReadKey<K extends ApiRouteKey = ApiRouteKey> = readonly [
  route: K,
  params: KeyParams | null,
  query: Query | null,
];

function normalParams(
  params: Readonly<Record<string, string | number>> | null | undefined,
): KeyParams | null {
  if (!params) return null;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) out[name] = String(value);
  return Object.keys(out).length > 0 ? out : null;
}

function normalQuery(query: Query | null | undefined, asText: boolean): Query | null {
  if (!query) return null;
  const out: Record<string, Query[string]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    out[name] = asText && !Array.isArray(value) ? String(value) : value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

const isGet = (route: string) => route.startsWith('GET ');

/** The SWR key of a read: `readKey('GET /api/afiliados/:id', { id })`. */
export function readKey<K extends ApiRouteKey>(
  route: K,
  params?: PathParams<K> | null,
  query?: Query | null,
): ReadKey<K> {
  return [
    route,
    normalParams(params as Record<string, string | number> | null),
    normalQuery(query, isGet(route)),
  ];
}

/** The IRI of a record: the path of its item route (/api/afiliados/7). */
export function iriOf<K extends ApiRouteKey>(route: K, params: PathParams<K>): string {
  return pathOf(route, params as Readonly<Record<string, string | number>>);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

const ROUTES = (Object.keys(API_ACCESS) as ApiRouteKey[]).map((route) => {
  const space = route.indexOf(' ');
  return {
    route,
    method: route.slice(0, space),
    segments: route.slice(space + 1).split('/'),
  };
});

/**
 * The route an IRI the API sent names (/api/datos_empresas/3 is GET /api/datos_empresas/:id
 * with id 3), and its query. IRIs are data: they are followed as given, through the route they
 * name; a literal segment wins over a parameter (/api/users/salesAgentsSelect). An IRI no
 * route declares is kept as its own route key, read as it is.
 */
export function routeOfIri(
  iri: string,
  method: Method = 'GET',
): { route: ApiRouteKey; params: KeyParams | null; query: Query | null } {
  const [path = '', search = ''] = iri.split('?');
  const segments = path.split('/');
  let best: { route: ApiRouteKey; params: Record<string, string>; literals: number } | null = null;
  for (const r of ROUTES) {
    if (r.method !== method || r.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const fits = r.segments.every((s, i) => {
      const given = segments[i] ?? '';
      if (s.startsWith(':')) {
        if (!given) return false;
        params[s.slice(1)] = decodeURIComponent(given);
        return true;
      }
      literals += 1;
      return s === given;
    });
    if (fits && (!best || literals > best.literals)) best = { route: r.route, params, literals };
  }
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const had = query[name];
    query[name] = had === undefined ? value : [...[had].flat(), value];
  }
  return {
    route: best?.route ?? (`${method} ${path}` as ApiRouteKey),
    params: normalParams(best?.params),
    query: normalQuery(query, true),
  };
}

/** The read of an IRI the API sent (a record's link), as the key its route gives it. */
export function keyOfIri(iri: string | null | undefined): ReadKey | null {
  if (!iri) return null;
  const { route, params, query } = routeOfIri(iri);
  return [route, params, query];
}

/**
 * The one fetcher: a GET sends the key's query; the one read made through a POST (§7
 * checkParameters) sends it as the body.
 */
export function fetchRead(api: ApiClient, [route, params, query]: ReadKey): Promise<unknown> {
  const path = pathOf(route, params ?? undefined, isGet(route) ? (query ?? undefined) : undefined);
  const method = route.slice(0, route.indexOf(' ')) as Method;
  return api.request(path, isGet(route) ? {} : { method, json: query ?? {} });
}

/** True for an SWR key of a read (`[routeKey, params, query]`), as `mutate(filter)` is given any key. */
export function isReadKey(key: unknown): key is ReadKey {
  return (
    Array.isArray(key) &&
    key.length === 3 &&
    typeof key[0] === 'string' &&
    (key[1] === null || typeof key[1] === 'object')
  );
}

/** True for a key read from one of these routes: for `mutate(filter)` after a write. */
export const isReadOf =
  (...routes: readonly ApiRouteKey[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && routes.includes(key[0] as ApiRouteKey);
