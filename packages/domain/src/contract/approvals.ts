/**
 * The typed contract of issue 14's four-eyes approvals and of the audit trail ('Historial de
 * acciones'): `GET /api/approvals`, approve, reject, and `GET /api/auditLog?resource={iri}`.
 * A protected operation answers 202 with an `Approval` (see `PENDING_APPROVAL` in routes.ts).
 * Pure data.
 */
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import type { RouteTable } from './routes';
import { Collection, IdParams, NStr, Nullable, PagingQuery, Str, TypeOf } from './schema';

const Status = () =>
  Type.Union([
    Type.Literal('pending'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
    Type.Literal('failed'),
  ]);

/** A four-eyes request: who asked what, on which record, and what became of it. */
export const Approval = Type.Object({
  /** Present on the resource itself; a member of the list does not repeat it. */
  '@context': Type.Optional(Str()),
  '@id': Str(),
  '@type': TypeOf('Approval'),
  id: Type.Integer(),
  /** The action of the four-eyes table (moneyOut, resetPayment) and its Spanish label. */
  action: Str(),
  actionLabel: Str(),
  /** The record the operation acts on (an IRI: /api/afiliados/12, /api/creditos/7). */
  resource: NStr(),
  /** The amount in euros of a money operation; null for the rest. */
  amount: Nullable(Type.Number()),
  /** The requester's concept (a money out's message). */
  detail: NStr(),
  status: Status(),
  requestedBy: Str(),
  requestedByName: Str(),
  requestedByEmail: Str(),
  requestedAt: Str(),
  decidedBy: NStr(),
  decidedByName: NStr(),
  decidedAt: NStr(),
  /** The rejection's reason. */
  reason: NStr(),
  /** What the operation answered when it ran (its success text), or why it failed. */
  resultMessage: NStr(),
  /** The notice for the user who made this call. */
  message: Str(),
});
export type Approval = Static<typeof Approval>;
export const isApproval = (value: unknown): value is Approval => Value.Check(Approval, value);

export const ApprovalsQuery = Type.Object(
  {
    status: Type.Optional(Status()),
    ...PagingQuery,
  },
  { additionalProperties: false },
);

export const RejectBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);

/** One field an audited action changed, each value as one short line. */
export const AuditChangeItem = Type.Object({ field: Str(), before: NStr(), after: NStr() });

/** One row of a record's audit trail. */
export const AuditEntry = Type.Object({
  '@id': Str(),
  '@type': TypeOf('AuditEntry'),
  id: Type.Integer(),
  createdAt: Str(),
  action: Str(),
  actionLabel: Str(),
  user: NStr(),
  userName: NStr(),
  userEmail: NStr(),
  reason: NStr(),
  changes: Type.Array(AuditChangeItem),
  /** Gaps: what the write was on (the record itself, or its preferences, account, document…). */
  resource: Type.Optional(NStr()),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditLogQuery = Type.Object(
  { resource: Type.String({ minLength: 1, maxLength: 200 }), ...PagingQuery },
  { additionalProperties: false },
);

export const ApprovalsCollection = Collection(Approval);
export const AuditLogCollection = Collection(AuditEntry);

export const APPROVAL_ROUTES = {
  'GET /api/approvals': { querystring: ApprovalsQuery, response: ApprovalsCollection },
  'POST /api/approvals/:id/approve': { params: IdParams, response: Approval },
  'POST /api/approvals/:id/reject': { params: IdParams, body: RejectBody, response: Approval },
  'GET /api/auditLog': { querystring: AuditLogQuery, response: AuditLogCollection },
} as const satisfies RouteTable;
