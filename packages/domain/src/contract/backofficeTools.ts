/**
 * The contract of the issue-16 tools (engineer 'tools'): IT tools (titulizar / destitulizar
 * créditos), credit tools and sales people. Keyed by the API_ACCESS route keys. Pure data.
 */
import { type TSchema, Type } from 'typebox';
import { SECURITIZATION_MOVES } from '../tools/securitization';
import type { RouteTable } from './routes';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const isoDate = () => Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const Move = Type.String({ enum: [...SECURITIZATION_MOVES] });

/** The filter that selects the loans of a titulización (every part optional). */
export const SecuritizationQuery = Type.Object({
  accion: Move,
  estado: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,4}$' })),
  tipo: Type.Optional(Type.String({ enum: ['financiacion', 'bnpl', 'prestamo'] })),
  desde: Type.Optional(isoDate()),
  hasta: Type.Optional(isoDate()),
  fondo: Type.Optional(Type.String({ maxLength: 60 })),
});

export const SecuritizationLoan = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  tipo: Type.String(),
  estadoCd: Type.String(),
  cantidad: Type.Number(),
  fund: Nullable(Type.String()),
  createdAt: Type.String(),
  /** Why the loan may not make the move (Spanish), or null. */
  refusal: Nullable(Type.String()),
});

/** What the filter selects, with the totals of the loans that may make the move. */
export const SecuritizationPreview = Type.Object({
  accion: Move,
  totals: Type.Object({
    selected: Type.Integer(),
    eligible: Type.Integer(),
    eligibleAmount: Type.Number(),
    refused: Type.Integer(),
  }),
  /** Every loan that may make the move: what a confirmation sends. */
  eligibleIds: Type.Array(Type.Integer()),
  /** The loans, eligible first, at most `limit` of them (the totals count them all). */
  loans: Type.Array(SecuritizationLoan),
  limit: Type.Integer(),
});

export const SecuritizationApply = Type.Object({
  accion: Move,
  fondo: Type.Optional(Type.String({ maxLength: 200 })),
  ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100_000 }),
});

export const SecuritizationResult = Type.Object({
  accion: Move,
  updated: Type.Integer(),
  amount: Type.Number(),
  fondo: Nullable(Type.String()),
});

export const BACKOFFICE_TOOLS_ROUTES = {
  'GET /api/tools/admin/titulizacion': { querystring: SecuritizationQuery, response: SecuritizationPreview },
  'POST /api/tools/admin/titulizacion': { body: SecuritizationApply, response: SecuritizationResult },
} as const satisfies RouteTable;
