/**
 * Registering a route from the contract (issue 11): `spec(key)` gives Fastify the route's access
 * line and its params, query, body and response schemas from @backoffice/domain/contract, so the
 * TypeBox type provider types the handler and the response is serialised by its schema (no stray
 * field leaves the API). The route's method and URL must be its key: `checkContractRoute` refuses
 * to register a route whose key says otherwise.
 *
 *   r.get('/api/creditos/:id/killers', spec('GET /api/creditos/:id/killers'), async (request) => …)
 */
import { CONTRACT, type Contract, type ContractKey, type RouteSchemas } from '@backoffice/domain/contract';
import { access } from '../access';

type Field<R, F extends string> = R extends { readonly [P in F]: infer S } ? S : undefined;
type Status<R> = R extends { readonly status: infer S extends number } ? S : 200;
/** Issue 14: a route that may answer 202 with a pending approval also declares that answer. */
type Pending<R> = R extends { readonly pending: infer P } ? { 202: P } : unknown;

export interface Spec<K extends ContractKey> {
  config: { access: ReturnType<typeof access>; contract: K };
  schema: {
    params: Field<Contract[K], 'params'>;
    querystring: Field<Contract[K], 'querystring'>;
    body: Field<Contract[K], 'body'>;
    response: { [S in Status<Contract[K]>]: Contract[K]['response'] } & Pending<Contract[K]>;
  };
}

export function spec<K extends ContractKey>(key: K): Spec<K> {
  const c: RouteSchemas = CONTRACT[key];
  const schema: Record<string, unknown> = {
    response: { [c.status ?? 200]: c.response, ...(c.pending ? { 202: c.pending } : {}) },
  };
  if (c.params) schema.params = c.params;
  if (c.querystring) schema.querystring = c.querystring;
  if (c.body) schema.body = c.body;
  // The one place the contract's table meets Fastify's option types; Spec<K> is what it builds.
  return { config: { access: access(key), contract: key }, schema } as unknown as Spec<K>;
}

/** Throws when a route registered with `spec(key)` has another method or URL than its key. */
export function checkContractRoute(route: {
  method: string | string[];
  url: string;
  config?: unknown;
}): void {
  const key = (route.config as { contract?: string } | undefined)?.contract;
  if (key === undefined) return;
  const methods = [route.method].flat().filter((m) => m !== 'HEAD');
  for (const method of methods)
    if (`${method} ${route.url}` !== key)
      throw new Error(`Route ${method} ${route.url} is registered with the contract of ${key}`);
}
