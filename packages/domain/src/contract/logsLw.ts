/**
 * Logs LW (issue 16 IT tools): the wallet provider's calls as the API recorded them, newest first,
 * paged as a Hydra collection. The filters are plain strings here: their rules (Madrid days, the
 * order of the range, the result) are the domain's `logsLwFilterError`, so a bad value gets its own
 * Spanish 400 rather than the generic one of a schema. Pure data.
 */
import { type Static, Type } from 'typebox';
import { PROVIDER_CALL_RESULTS, type ProviderCallResult } from '../tools/logsLw';
import type { RouteTable } from './routes';
import { Collection, Nullable, PagingQuery, TypeOf } from './schema';

export const LogsLwQuery = Type.Object(
  {
    desde: Type.Optional(Type.String({ maxLength: 40 })),
    hasta: Type.Optional(Type.String({ maxLength: 40 })),
    usuario: Type.Optional(Type.String({ maxLength: 200 })),
    resultado: Type.Optional(Type.String({ maxLength: 40 })),
    ...PagingQuery,
  },
  { additionalProperties: false },
);

/** One call to the wallet provider. */
export const ProviderCallEntry = Type.Object({
  '@id': Type.String(),
  '@type': TypeOf('ProviderCall'),
  id: Type.Integer(),
  /** When the call started (ISO instant). */
  at: Type.String(),
  /** The staff user who made it (IRI), and their name. */
  user: Nullable(Type.String()),
  userName: Nullable(Type.String()),
  /** The customer it concerns (IRI), and their name. */
  customer: Nullable(Type.String()),
  customerName: Nullable(Type.String()),
  provider: Type.String(),
  operation: Type.String(),
  /** What it acted on: a user's IRI or a wallet's LW id. */
  target: Nullable(Type.String()),
  result: Type.Unsafe<ProviderCallResult>({ type: 'string', enum: [...PROVIDER_CALL_RESULTS] }),
  /** The provider's error code, on failure. */
  code: Nullable(Type.Integer()),
  durationMs: Type.Integer(),
});
export type ProviderCallEntry = Static<typeof ProviderCallEntry>;

export const LogsLwCollection = Collection(ProviderCallEntry);

export const LOGS_LW_ROUTES = {
  'GET /api/logsLW': { querystring: LogsLwQuery, response: LogsLwCollection },
} as const satisfies RouteTable;
