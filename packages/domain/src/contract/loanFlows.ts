/**
 * The typed contract of the loan flows (issue 14, flows): approve a loan through the lender modal,
 * the payment reset (asked, then run by the browser or, under four-eyes, by the server once a
 * second person approves) and the lawsuit filing (freeze, certificate, flags). Pure data.
 */
import { type Static, Type } from 'typebox';
import { Approval } from './approvals';
import { LoanActionResult } from './loanActions';
import type { RouteTable } from './routes';
import { IdParams, TypeOf } from './schema';

const Reason = () => Type.Optional(Type.String({ maxLength: 1000 }));

/** POST /api/tools/admin/approveLoan/{id}: the funder chosen in the lender modal (and its category). */
export const ApproveLoanBody = Type.Object(
  {
    funder: Type.String({ minLength: 1, maxLength: 40 }),
    categoria: Type.Optional(Type.String({ maxLength: 1 })),
    reason: Reason(),
  },
  { additionalProperties: false },
);
export type ApproveLoanBody = Static<typeof ApproveLoanBody>;

/** PUT /api/tools/microadmin/lenderTerms/{id}: the lender modal's inline edits. */
export const LenderTermsBody = Type.Object(
  {
    cantidad: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 })),
    interes: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    meses: Type.Optional(Type.Integer({ minimum: 1, maximum: 600 })),
    categoria: Type.Optional(Type.Union([Type.String({ maxLength: 1 }), Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type LenderTermsBody = Static<typeof LenderTermsBody>;

/** What the payment reset changes on the loan (loans §4). */
export const PaymentValues = Type.Object({
  moneyOutSent: Type.Boolean(),
  contractVerified: Type.Boolean(),
  estadoCd: Type.String(),
});

/**
 * POST /api/tools/admin/resetPayment/{id} answered 200 (four-eyes off): the browser may run the
 * reset; the server keeps a snapshot of the loan's values and investments to restore them from.
 */
export const ResetPaymentPlan = Type.Object({
  '@context': Type.String(),
  '@id': Type.String(),
  '@type': TypeOf('ResetPaymentPlan'),
  id: Type.Integer(),
  status: Type.String(),
  snapshot: Type.Integer(),
  previous: PaymentValues,
  investments: Type.Array(Type.Object({ '@id': Type.String(), id: Type.Integer() })),
});
export type ResetPaymentPlan = Static<typeof ResetPaymentPlan>;

export const ResetPaymentAsk = Type.Object({ reason: Reason() }, { additionalProperties: false });
export const ResetPaymentRestoreBody = Type.Object(
  { snapshot: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);

/** loans §7: frozeDebt and generateDebtCertificate, "each with cz". */
export const CzBody = Type.Object({ cz: Type.Boolean(), reason: Reason() }, { additionalProperties: false });

/** PUT {flags} of the lawsuit filing: demandaJudicial true, visibleRecobro false (loans §4). */
export const LawsuitFlagsBody = Type.Object(
  { demandaJudicial: Type.Literal(true), visibleRecobro: Type.Literal(false), reason: Reason() },
  { additionalProperties: false },
);

const action = { params: IdParams, response: LoanActionResult } as const;

export const LOAN_FLOW_ROUTES = {
  'POST /api/tools/admin/approveLoan/:id': { ...action, body: ApproveLoanBody },
  'PUT /api/tools/microadmin/lenderTerms/:id': { ...action, body: LenderTermsBody },
  'POST /api/tools/admin/resetPayment/:id': {
    params: IdParams,
    body: ResetPaymentAsk,
    response: ResetPaymentPlan,
    pending: Approval,
  },
  'POST /api/tools/admin/resetPayment/:id/restore': { ...action, body: ResetPaymentRestoreBody },
  'PUT /api/tools/microadmin/frozeDebt/:id': { ...action, body: CzBody },
  'PUT /api/tools/microadmin/generateDebtCertificate/:id': { ...action, body: CzBody },
  'PUT /api/creditos/:id/flags': { ...action, body: LawsuitFlagsBody },
  'DELETE /api/tools/microadmin/lawsuitFiling/:id': action,
} as const satisfies RouteTable;
