/**
 * The typed contract of the loan admin actions (issue 14; loans §7 "Loan-detail writes"). Every
 * action answers the loan it acted on with its status after the action (loans §4: "after each the
 * new status is read from the server's answer"), the catalogue's success text and the fields it
 * changed. Actions without a stated body take none, or `{ reason }` (read by the API helper).
 * Pure data.
 */
import { type Static, Type } from 'typebox';
import { LOAN_ID_ACTIONS } from '../shared/apiAccess';
import type { RouteTable } from './routes';
import { IdParams, TypeOf } from './schema';

const Link = () =>
  Type.Unsafe<string | number>({
    anyOf: [
      { type: 'string', minLength: 1, maxLength: 200 },
      { type: 'integer', minimum: 1, maximum: 999_999_999 },
    ],
  });
/** The reason the user gave (issue 14: asked where an action needs one; it goes to the audit). */
const Reason = () => Type.Optional(Type.String({ maxLength: 1000 }));
const Amount = () => Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 });

/** What every loan action answers. */
export const LoanActionResult = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': TypeOf('LoanActionResult'),
  id: Type.Integer(),
  /** estadoCd after the action. */
  status: Type.String(),
  /** The catalogue's success text. */
  message: Type.String(),
  /** The fields the action changed, with their new values. */
  changes: Type.Record(Type.String(), Type.Unknown()),
});
export type LoanActionResult = Static<typeof LoanActionResult>;

/** POST /api/tools/admin/invest/{creditId}: an investor puts an amount in a published loan. */
export const InvestBody = Type.Object(
  { investor: Link(), amount: Amount(), reason: Reason() },
  { additionalProperties: false },
);
/** PUT /api/tools/microadmin/partialCancellation/{id}: "body is the amount". */
export const AmountBody = Type.Object(
  { amount: Amount(), reason: Reason() },
  { additionalProperties: false },
);

/**
 * PUT /api/creditos/{id} (loans §7): the score fields (delete scores), the payment-reset fields
 * (moneyOutSent, contractVerified, estadoCd EST), the demo flag (cancel demo) and the affiliate.
 */
export const CreditoUpdate = Type.Object(
  {
    demo: Type.Optional(Type.Literal(false)),
    scoreSimplai: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
    scoreSimplaiDescription: Type.Optional(Type.String({ maxLength: 255 })),
    afiliado: Type.Optional(Link()),
    moneyOutSent: Type.Optional(Type.Boolean()),
    contractVerified: Type.Optional(Type.Boolean()),
    estadoCd: Type.Optional(Type.String({ maxLength: 3 })),
    reason: Reason(),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type CreditoUpdate = Static<typeof CreditoUpdate>;

const action = { params: IdParams, response: LoanActionResult } as const;

/** Every route of LOAN_ID_ACTIONS (API_ACCESS): the loan's id in, a LoanActionResult out. */
const ID_ACTION_ROUTES = Object.fromEntries(Object.keys(LOAN_ID_ACTIONS).map((key) => [key, action])) as {
  readonly [K in keyof typeof LOAN_ID_ACTIONS]: typeof action;
};

export const LOAN_ACTION_ROUTES = {
  ...ID_ACTION_ROUTES,
  'POST /api/tools/admin/invest/:id': { ...action, body: InvestBody },
  'PUT /api/tools/microadmin/partialCancellation/:id': { ...action, body: AmountBody },
  'PUT /api/creditos/:id': { ...action, body: CreditoUpdate },
} as const satisfies RouteTable;
