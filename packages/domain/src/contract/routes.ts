/**
 * The shape of the API contract (issue 11): every route's params, query, body and response
 * schemas, keyed by its API_ACCESS route key ('METHOD /api/path/:param'). The API registers a
 * route with `spec(key)` (apps/api/src/lib/contract.ts), which gives Fastify these schemas and the
 * route's access line; the admin's client reads the same table for its types. Pure data.
 */
import type { Static, TSchema } from 'typebox';
import type { ApiRouteKey } from '../shared/apiAccess';

export interface RouteSchemas {
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  /** The success answer's schema. */
  readonly response: TSchema;
  /** The success answer's status: 200 unless said (201 for a creation, 204 for no content). */
  readonly status?: 200 | 201 | 202 | 204;
  /** Issue 14 four-eyes: the 202 answer when the operation waits for a second person (an Approval). */
  readonly pending?: TSchema;
  /** A stream of server-sent events, each `data` a `response` (not one JSON document). */
  readonly stream?: true;
}

/** A part of the contract: some routes of API_ACCESS with their schemas. */
export type RouteTable = { readonly [K in ApiRouteKey]?: RouteSchemas };

type Part<R, F extends keyof RouteSchemas> = R extends { readonly [P in F]: infer S extends TSchema }
  ? Static<S>
  : undefined;

/** The TypeScript types of one route of a table, derived from its schemas. */
export interface RouteTypes<R> {
  params: Part<R, 'params'>;
  query: Part<R, 'querystring'>;
  body: Part<R, 'body'>;
  response: Part<R, 'response'>;
}
