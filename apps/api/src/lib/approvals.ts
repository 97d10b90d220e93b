/**
 * Issue 14 four-eyes. A protected operation (domain `needsSecondPerson`) does not run when its
 * first person asks: `approvalGate` records a pending approval (and audits the request) and the
 * route answers 202 with it. When a different user of APPROVER_ROLES approves it
 * (`POST /api/approvals/{id}/approve`, routes/approvals.ts), `approveAndRun` runs the stored
 * payload through the action's executor, in one transaction that holds the approval row
 * (`SELECT … FOR UPDATE`): of two approvers at once one runs it, the other finds it decided (409).
 *
 * Each area registers the executor of its action once, at import time:
 *
 *   registerApprovalExecutor('resetPayment', async (tx, payload, approver, deps) => {
 *     … // do the work with `tx`; throw an httpError to refuse (nothing is kept)
 *     return { message: messages.success.… };
 *   });
 */
import {
  approvalRefusal,
  auditActionLabel,
  type FourEyesAction,
  messages,
  needsSecondPerson,
} from '@backoffice/domain';
import type { Approval } from '@backoffice/domain/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { approvals, users } from '../db/schema';
import type { AuthUser } from '../plugins/auth';
import { audit, type Tx } from './audit';
import type { RouteDeps } from './deps';
import { HttpError, httpError } from './httpError';
import { resource } from './jsonld';

export type ApprovalRow = typeof approvals.$inferSelect;

/** What an executor answers: the success text, and anything worth keeping with the approval. */
export interface ApprovalOutcome {
  message: string;
  [key: string]: unknown;
}

export type ApprovalExecutor = (
  tx: Tx,
  payload: Record<string, unknown>,
  approver: AuthUser,
  deps: RouteDeps,
) => Promise<ApprovalOutcome>;

/**
 * Undoes what the request itself set aside (a money out's claimed idempotency key) when the
 * approval is rejected or fails; runs in the transaction that decides it.
 */
export type ApprovalRelease = (tx: Tx, payload: Record<string, unknown>) => Promise<void>;

interface Registered {
  run: ApprovalExecutor;
  release?: ApprovalRelease | undefined;
}

const executors = new Map<FourEyesAction, Registered>();

/** Registers how an approved `action` runs (one executor per action; a second one is a bug). */
export function registerApprovalExecutor(
  action: FourEyesAction,
  run: ApprovalExecutor,
  release?: ApprovalRelease,
): void {
  const known = executors.get(action);
  if (known && known.run !== run) throw new Error(`An approval executor for ${action} is already registered`);
  executors.set(action, { run, release });
}

export const APPROVALS_PATH = '/api/approvals';
export const approvalIri = (id: number) => `${APPROVALS_PATH}/${id}`;

interface Person {
  id: number;
  name: string;
  email: string;
}

async function peopleOf(db: Db | Tx, ids: readonly (number | null)[]): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((u) => [
      u.id,
      { id: u.id, name: [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email, email: u.email },
    ]),
  );
}

const amountOf = (payload: Record<string, unknown>) =>
  typeof payload.amount === 'number' ? payload.amount : null;
const detailOf = (payload: Record<string, unknown>) => (typeof payload.msg === 'string' ? payload.msg : null);
const resultMessageOf = (result: Record<string, unknown> | null) =>
  result && typeof result.message === 'string'
    ? result.message
    : result && typeof result.error === 'string'
      ? result.error
      : null;

const noticeOf: Record<ApprovalRow['status'], string> = {
  pending: messages.approvals.pending,
  approved: messages.approvals.approved,
  rejected: messages.approvals.rejected,
  failed: messages.approvals.failed,
};

/** The fields of an Approval answer (resource or collection member). */
export function approvalFields(row: ApprovalRow, people: Map<number, Person>) {
  const requester = people.get(row.requestedBy);
  const decider = row.decidedBy === null ? undefined : people.get(row.decidedBy);
  return {
    id: row.id,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    resource: row.resource,
    amount: amountOf(row.payload),
    detail: detailOf(row.payload),
    status: row.status,
    requestedBy: `/api/users/${row.requestedBy}`,
    requestedByName: requester?.name ?? '',
    requestedByEmail: requester?.email ?? '',
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy === null ? null : `/api/users/${row.decidedBy}`,
    decidedByName: decider?.name ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    resultMessage: resultMessageOf(row.result ?? null),
    message: noticeOf[row.status],
  };
}

export async function approvalResource(db: Db | Tx, row: ApprovalRow): Promise<Approval> {
  const people = await peopleOf(db, [row.requestedBy, row.decidedBy]);
  return resource('Approval', approvalIri(row.id), approvalFields(row, people));
}

export { peopleOf as approvalPeople };

export interface GateRequest {
  action: FourEyesAction;
  /** What the four-eyes rule reads (a money out's `amount`). */
  params: Readonly<Record<string, unknown>>;
  /** The record it acts on, as an IRI. */
  resource: string | null;
  /** What the executor needs to run it later, as JSON. */
  payload: Record<string, unknown>;
}

/**
 * When the operation needs a second person (and four-eyes is on), records the request as a
 * pending approval, audits it, and returns the Approval the route answers with 202; otherwise
 * null, and the route runs the operation at once.
 */
export async function approvalGate(
  deps: Pick<RouteDeps, 'db' | 'fourEyes'>,
  requester: AuthUser,
  request: GateRequest,
): Promise<Approval | null> {
  if (!needsApproval(deps, request.action, request.params)) return null;
  return deps.db.transaction((tx) => requestApproval(tx, requester, request));
}

/** Whether this request must wait for a second person (the domain's rule, unless FOUR_EYES=off). */
export const needsApproval = (
  deps: Pick<RouteDeps, 'fourEyes'>,
  action: FourEyesAction,
  params: Readonly<Record<string, unknown>>,
) => deps.fourEyes && needsSecondPerson(action, params);

/**
 * Records a pending approval and its audit row inside the caller's transaction (for a route that
 * sets something aside in the same transaction, as a money out claims its key).
 */
export async function requestApproval(tx: Tx, requester: AuthUser, request: Omit<GateRequest, 'params'>) {
  if (!executors.has(request.action)) throw new Error(`No approval executor for ${request.action}`);
  const [row] = await tx
    .insert(approvals)
    .values({
      action: request.action,
      resource: request.resource,
      payload: request.payload,
      requestedBy: requester.id,
    })
    .returning();
  if (!row) throw httpError(500, messages.general.serverError);
  await audit(tx, {
    userId: requester.id,
    action: 'approval.requested',
    resource: request.resource,
    after: {
      approval: approvalIri(row.id),
      action: auditActionLabel(row.action),
      amount: amountOf(row.payload),
      requestedBy: requester.email,
    },
  });
  return approvalResource(tx, row);
}

/** The approval row, locked for this transaction; 404 when there is none. */
async function lockApproval(tx: Tx, id: number): Promise<ApprovalRow> {
  const [row] = await tx.select().from(approvals).where(eq(approvals.id, id)).for('update');
  if (!row) throw httpError(404, messages.general.notFound);
  return row;
}

/** 403 for one's own request, 409 for one that is no longer pending. */
function assertDecidable(row: ApprovalRow, decider: AuthUser) {
  const refusal = approvalRefusal(row, decider.id);
  if (refusal === messages.approvals.ownRequest) throw httpError(403, refusal);
  if (refusal) throw httpError(409, refusal);
}

/**
 * Approves and runs a pending request, exactly once: the executor works in the transaction that
 * holds the approval row, and the row is marked approved (with the outcome) and audited, naming
 * both people, in the same transaction. When the executor refuses or fails nothing it did is
 * kept; the approval is then marked failed (with the error), audited, and the error answered.
 */
export async function approveAndRun(deps: RouteDeps, approver: AuthUser, id: number): Promise<Approval> {
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await lockApproval(tx, id);
      assertDecidable(row, approver);
      const executor = executors.get(row.action as FourEyesAction);
      if (!executor) throw httpError(500, messages.general.serverError);
      const outcome = await executor.run(tx, row.payload, approver, deps);
      const [done] = await tx
        .update(approvals)
        .set({ status: 'approved', decidedBy: approver.id, decidedAt: new Date(deps.now()), result: outcome })
        .where(eq(approvals.id, id))
        .returning();
      if (!done) throw httpError(500, messages.general.serverError);
      const people = await peopleOf(tx, [row.requestedBy, approver.id]);
      await audit(tx, {
        userId: approver.id,
        action: 'approval.approved',
        resource: row.resource,
        before: { status: 'pending' },
        after: {
          status: 'approved',
          requestedBy: people.get(row.requestedBy)?.email ?? null,
          approvedBy: approver.email,
          approval: approvalIri(id),
          action: auditActionLabel(row.action),
          amount: amountOf(row.payload),
          result: outcome.message,
        },
      });
      return resource('Approval', approvalIri(id), approvalFields(done, people));
    });
  } catch (error) {
    // Refusals of the approval itself (own request, not pending, not found) change nothing.
    if (
      error instanceof HttpError &&
      (error.message === messages.approvals.ownRequest ||
        error.message === messages.approvals.notPending ||
        error.statusCode === 404)
    )
      throw error;
    await markFailed(deps, approver, id, error);
    throw error;
  }
}

async function markFailed(deps: RouteDeps, approver: AuthUser, id: number, error: unknown) {
  const text = error instanceof HttpError ? error.message : messages.approvals.failed;
  await deps.db.transaction(async (tx) => {
    const row = await lockApproval(tx, id);
    if (row.status !== 'pending') return;
    await executors.get(row.action as FourEyesAction)?.release?.(tx, row.payload);
    await tx
      .update(approvals)
      .set({
        status: 'failed',
        decidedBy: approver.id,
        decidedAt: new Date(deps.now()),
        result: { error: text },
      })
      .where(eq(approvals.id, id));
    await audit(tx, {
      userId: approver.id,
      action: 'approval.failed',
      resource: row.resource,
      before: { status: 'pending' },
      after: { status: 'failed', approval: approvalIri(id), approvedBy: approver.email, error: text },
    });
  });
}

/** Rejects a pending request with a reason: nothing runs; the rejection is audited. */
export async function reject(
  deps: RouteDeps,
  decider: AuthUser,
  id: number,
  reason: string,
): Promise<Approval> {
  return deps.db.transaction(async (tx) => {
    const row = await lockApproval(tx, id);
    assertDecidable(row, decider);
    await executors.get(row.action as FourEyesAction)?.release?.(tx, row.payload);
    const [done] = await tx
      .update(approvals)
      .set({ status: 'rejected', decidedBy: decider.id, decidedAt: new Date(deps.now()), reason })
      .where(eq(approvals.id, id))
      .returning();
    if (!done) throw httpError(500, messages.general.serverError);
    const people = await peopleOf(tx, [row.requestedBy, decider.id]);
    await audit(tx, {
      userId: decider.id,
      action: 'approval.rejected',
      resource: row.resource,
      reason,
      before: { status: 'pending' },
      after: {
        status: 'rejected',
        requestedBy: people.get(row.requestedBy)?.email ?? null,
        rejectedBy: decider.email,
        approval: approvalIri(id),
      },
    });
    return resource('Approval', approvalIri(id), approvalFields(done, people));
  });
}
