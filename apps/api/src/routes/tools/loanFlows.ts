/**
 * The loan flows (issue 14, flows; loans §4, §7, §8): approving a loan through the lender modal,
 * the payment reset and the lawsuit filing. The browser runs each flow as a machine
 * (packages/machines); these routes make sure no step of it can leave a loan half done:
 *
 * - Payment reset. Under four-eyes the ask answers 202 and, once a second person approves, the
 *   server runs `resetPaymentExecutor` in the approval's transaction (fields, every investment,
 *   status EST: all or nothing). With the rule off the ask answers 200 with a server-held snapshot
 *   of the loan's values and investments; the browser then runs the spec's calls (PUT creditos,
 *   DELETE each investment, read the status) and, when one fails, asks `…/restore`, which puts the
 *   values AND the deleted investments back from the snapshot in one transaction.
 * - Lawsuit filing. The freeze and the certificate are held as a PROVISIONAL filing
 *   (lawsuit_filings); only `PUT {flags}` makes it final, in the transaction that sets
 *   demandaJudicial and visibleRecobro. When a later step fails the machine discards the
 *   provisional filing (DELETE …/lawsuitFiling), which puts the installments back as they were; a
 *   provisional filing left by a closed browser is undone by the next freeze, which starts over.
 *
 * Every write is one transaction with the loan locked; `deps.faults` (tests only) may fail any of
 * them after their writes, to prove the rollback.
 */
import {
  DEFAULT_PRODUCT,
  debtCertificateAmount,
  funderOptions,
  loanActionRefusal,
  messages,
  normalizeCategory,
  PAYMENT_RESET_STATUS,
  SETTLED_INSTALLMENT_STATUSES,
} from '@backoffice/domain';
import type { BodyOf, ContractKey } from '@backoffice/domain/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  affiliates,
  installments,
  investments,
  lawsuitFilings,
  loans,
  resetPaymentSnapshots,
  statusHistory,
} from '../../db/schema';
import type { SnapshotInvestment } from '../../db/schema/flows';
import {
  type ApprovalOutcome,
  needsApproval,
  registerApprovalExecutor,
  requestApproval,
} from '../../lib/approvals';
import { audit, type Tx } from '../../lib/audit';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { faultInside } from '../../lib/faults';
import { httpError } from '../../lib/httpError';
import { iriOf, paramId } from '../../lib/iri';
import { resource } from '../../lib/jsonld';
import { assertIfMatch, etagOf, sendVersion } from '../../lib/recordVersion';
import { assertLoanInScope, authOf } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';
import { loanActionRoute } from './loanActions/run';

const S = messages.loan.success;
const F = messages.loanFlows;
const investmentIri = (id: number) => `/api/inversiones/${id}`;
const APPROVE_KEY: ContractKey = 'POST /api/approvals/:id/approve';

type LoanRow = typeof loans.$inferSelect;

/** The loan, locked for this transaction (404 when missing, 403 out of scope). */
async function lockLoan(tx: Tx, auth: AuthUser | null, loanId: number): Promise<LoanRow> {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  if (!loan) throw httpError(404, messages.notFound.loan);
  if (auth) await assertLoanInScope(tx, auth, loanId);
  return loan;
}

async function recordStatus(
  tx: Tx,
  deps: RouteDeps,
  loanId: number,
  from: string,
  to: string,
  userId: number,
) {
  if (from === to) return;
  await tx.insert(statusHistory).values({
    section: 'credito',
    recordId: loanId,
    date: new Date(deps.now()),
    previousState: from,
    finalState: to,
    userId,
  });
}

/** The answer of every flow write: the loan, its status after the write, the text, the changes. */
function result(loanId: number, status: string, message: string, changes: Record<string, unknown>) {
  return resource('LoanActionResult', iriOf('loan', loanId), {
    id: loanId,
    status,
    message,
    changes: JSON.parse(JSON.stringify(changes)) as Record<string, unknown>,
  });
}

/** The reason given with the ask (its body is the contract's ResetPaymentAsk), trimmed. */
const reasonOf = (body: BodyOf<'POST /api/tools/admin/resetPayment/:id'> | undefined): string | null =>
  body?.reason?.trim() || null;

// ---------------------------------------------------------------------------------------------
// Payment reset

const paymentValues = (loan: LoanRow) => ({
  moneyOutSent: loan.moneyOutSent,
  contractVerified: loan.contractVerified,
  estadoCd: loan.estadoCd,
});

/**
 * The approved payment reset (four-eyes): loans §4 in one transaction — moneyOutSent false,
 * contractVerified false, status EST, every investment of the loan deleted. Refused (409, nothing
 * changed) when the loan's status no longer allows it.
 */
export async function resetPaymentExecutor(
  tx: Tx,
  payload: Record<string, unknown>,
  approver: AuthUser,
  deps: RouteDeps,
): Promise<ApprovalOutcome> {
  const loanId = typeof payload.loanId === 'number' ? payload.loanId : Number.NaN;
  if (!Number.isInteger(loanId)) throw httpError(400, messages.input.invalidData);
  const loan = await lockLoan(tx, null, loanId);
  const refusal = loanActionRefusal('resetPayment', loan.estadoCd);
  if (refusal) throw httpError(409, refusal);
  const gone = await tx.delete(investments).where(eq(investments.loanId, loanId)).returning();
  const after = { moneyOutSent: false, contractVerified: false, estadoCd: PAYMENT_RESET_STATUS };
  await tx
    .update(loans)
    .set({ ...after, updatedAt: new Date(deps.now()) })
    .where(eq(loans.id, loanId));
  await recordStatus(tx, deps, loanId, loan.estadoCd, PAYMENT_RESET_STATUS, approver.id);
  await audit(tx, {
    userId: approver.id,
    action: 'resetPayment',
    resource: iriOf('loan', loanId),
    // Gaps: the investors whose investments go are concerned too (their history lists it).
    subjects: gone.map((i) => iriOf('investor', i.investorId)),
    reason: typeof payload.reason === 'string' ? payload.reason : null,
    before: { ...paymentValues(loan), investments: gone.map((i) => investmentIri(i.id)) },
    after: { ...after, investments: [] },
  });
  faultInside(deps.faults, APPROVE_KEY);
  return { message: S.paymentReset, status: PAYMENT_RESET_STATUS, deletedInvestments: gone.length };
}

registerApprovalExecutor('resetPayment', resetPaymentExecutor);

// ---------------------------------------------------------------------------------------------
// Lawsuit filing

type Filing = typeof lawsuitFilings.$inferSelect;

async function filingOf(tx: Tx, loanId: number): Promise<Filing | null> {
  const [row] = await tx.select().from(lawsuitFilings).where(eq(lawsuitFilings.loanId, loanId));
  return row ?? null;
}

/** Puts the installments a provisional filing froze back to their statuses, and drops it. */
async function discardProvisional(tx: Tx, filing: Filing) {
  for (const { id, estadoCd } of filing.frozen)
    await tx
      .update(installments)
      .set({ estadoCd })
      .where(and(eq(installments.id, id), eq(installments.loanId, filing.loanId)));
  await tx.delete(lawsuitFilings).where(eq(lawsuitFilings.loanId, filing.loanId));
}

const NOT_OWED = [...SETTLED_INSTALLMENT_STATUSES, 'FR'];

// ---------------------------------------------------------------------------------------------

export async function loanFlowsRoutes(app: FastifyInstance, deps: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  // ---- Approve (publish) through the lender modal: the funder must be one the modal offers.
  loanActionRoute(app, deps, {
    key: 'POST /api/tools/admin/approveLoan/:id',
    action: 'approveLoan',
    validate: async ({ tx, loan, body }) => {
      const [affiliate] = loan.affiliateId
        ? await tx.select().from(affiliates).where(eq(affiliates.id, loan.affiliateId))
        : [];
      const offered = funderOptions({
        affiliate: affiliate ?? null,
        productKey: DEFAULT_PRODUCT,
        productName: DEFAULT_PRODUCT,
        allowOwnInvestment: loan.allowOwnInvestment,
      });
      const v: Record<string, string> = {};
      if (!offered.some((o) => o.value === body.funder)) v.funder = F.funderNotOffered;
      if (normalizeCategory(body.categoria ?? loan.categoria) === null) v.categoria = F.categoryRequired;
      return Object.keys(v).length ? v : null;
    },
    apply: ({ loan, body }) => {
      faultInside(deps.faults, 'POST /api/tools/admin/approveLoan/:id');
      return {
        set: {
          funder: String(body.funder),
          categoria: normalizeCategory(body.categoria ?? loan.categoria),
        },
      };
    },
    message: S.published,
  });

  // ---- The lender modal's inline edits (cantidad, interes, meses, categoria), while it may approve.
  r.put(
    '/api/tools/microadmin/lenderTerms/:id',
    spec('PUT /api/tools/microadmin/lenderTerms/:id'),
    async (request, reply) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      const body = request.body;
      const { answer, version } = await deps.db.transaction(async (tx) => {
        const loan = await lockLoan(tx, auth, id);
        assertIfMatch(request, etagOf(loan.version));
        const refusal = loanActionRefusal('approveLoan', loan.estadoCd);
        if (refusal) throw httpError(409, refusal);
        const set: Partial<typeof loans.$inferInsert> = {};
        if (body.cantidad !== undefined) set.cantidad = body.cantidad;
        if (body.interes !== undefined) set.tin = body.interes;
        if (body.meses !== undefined) set.meses = body.meses;
        if (body.categoria !== undefined) {
          const c =
            body.categoria === null || body.categoria === '' ? null : normalizeCategory(body.categoria);
          if (body.categoria && c === null)
            throw httpError(400, F.categoryInvalid, { violations: { categoria: F.categoryInvalid } });
          set.categoria = c;
        }
        const before = {
          cantidad: loan.cantidad,
          interes: loan.tin,
          meses: loan.meses,
          categoria: loan.categoria,
        };
        const [after] = await tx
          .update(loans)
          .set({ ...set, updatedAt: new Date(deps.now()) })
          .where(eq(loans.id, id))
          .returning();
        const changes = Object.fromEntries(
          Object.keys(body).map((k) => [k, k === 'interes' ? after?.tin : after?.[k as keyof LoanRow]]),
        );
        await audit(tx, {
          userId: auth.id,
          action: 'lenderTerms',
          resource: iriOf('loan', id),
          before: Object.fromEntries(Object.keys(body).map((k) => [k, before[k as keyof typeof before]])),
          after: changes,
        });
        faultInside(deps.faults, 'PUT /api/tools/microadmin/lenderTerms/:id');
        return {
          answer: result(id, loan.estadoCd, F.termsSaved, changes),
          version: after?.version ?? loan.version,
        };
      });
      sendVersion(reply, etagOf(version));
      return answer;
    },
  );

  // ---- Payment reset: the ask (202 under four-eyes; otherwise the snapshot to restore from).
  r.post(
    '/api/tools/admin/resetPayment/:id',
    spec('POST /api/tools/admin/resetPayment/:id'),
    async (request, reply) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      const reason = reasonOf(request.body);
      const answer = await deps.db.transaction(async (tx) => {
        const loan = await lockLoan(tx, auth, id);
        assertIfMatch(request, etagOf(loan.version));
        const refusal = loanActionRefusal('resetPayment', loan.estadoCd);
        if (refusal) throw httpError(409, refusal);
        if (needsApproval(deps, 'resetPayment', {})) {
          const approval = await requestApproval(tx, auth, {
            action: 'resetPayment',
            resource: iriOf('loan', id),
            payload: { loanId: id, reason },
          });
          return { pending: true as const, approval, version: loan.version };
        }
        const rows = await tx
          .select()
          .from(investments)
          .where(eq(investments.loanId, id))
          .orderBy(investments.id);
        const snapshotInvestments: SnapshotInvestment[] = rows.map((i) => ({
          id: i.id,
          investorId: i.investorId,
          amount: i.amount,
          isOwnInvestment: i.isOwnInvestment,
          active: i.active,
          createdAt: i.createdAt.toISOString(),
        }));
        const [snap] = await tx
          .insert(resetPaymentSnapshots)
          .values({
            loanId: id,
            previous: paymentValues(loan),
            investments: snapshotInvestments,
            createdBy: auth.id,
          })
          .returning({ id: resetPaymentSnapshots.id });
        if (!snap) throw httpError(500, messages.general.serverError);
        faultInside(deps.faults, 'POST /api/tools/admin/resetPayment/:id');
        return {
          pending: false as const,
          version: loan.version,
          plan: resource('ResetPaymentPlan', iriOf('loan', id), {
            id,
            status: loan.estadoCd,
            snapshot: snap.id,
            previous: paymentValues(loan),
            investments: rows.map((i) => ({ '@id': investmentIri(i.id), id: i.id })),
          }),
        };
      });
      // The ask changes nothing of the loan: its version as the page's next step sends it.
      sendVersion(reply, etagOf(answer.version));
      if (answer.pending) return reply.status(202).send(answer.approval);
      return reply.status(200).send(answer.plan);
    },
  );

  // ---- Payment reset: the rollback of a browser-run reset (values AND deleted investments).
  r.post(
    '/api/tools/admin/resetPayment/:id/restore',
    spec('POST /api/tools/admin/resetPayment/:id/restore'),
    async (request) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      return deps.db.transaction(async (tx) => {
        const loan = await lockLoan(tx, auth, id);
        const [snap] = await tx
          .select()
          .from(resetPaymentSnapshots)
          .where(
            and(
              eq(resetPaymentSnapshots.id, request.body.snapshot),
              eq(resetPaymentSnapshots.loanId, id),
              eq(resetPaymentSnapshots.state, 'open'),
            ),
          )
          .for('update');
        if (!snap) throw httpError(409, F.resetSnapshotMissing);
        await tx
          .update(loans)
          .set({ ...snap.previous, updatedAt: new Date(deps.now()) })
          .where(eq(loans.id, id));
        const present = new Set(
          (await tx.select({ id: investments.id }).from(investments).where(eq(investments.loanId, id))).map(
            (i) => i.id,
          ),
        );
        const missing = snap.investments.filter((i) => !present.has(i.id));
        if (missing.length)
          await tx.insert(investments).values(
            missing.map((i) => ({
              id: i.id,
              investorId: i.investorId,
              loanId: id,
              amount: i.amount,
              isOwnInvestment: i.isOwnInvestment,
              active: i.active,
              createdAt: new Date(i.createdAt),
            })),
          );
        await tx
          .update(resetPaymentSnapshots)
          .set({ state: 'restored' })
          .where(eq(resetPaymentSnapshots.id, snap.id));
        await recordStatus(tx, deps, id, loan.estadoCd, snap.previous.estadoCd, auth.id);
        const changes = { ...snap.previous, restoredInvestments: missing.map((i) => investmentIri(i.id)) };
        await audit(tx, {
          userId: auth.id,
          action: 'resetPayment.restored',
          resource: iriOf('loan', id),
          subjects: missing.map((i) => iriOf('investor', i.investorId)),
          before: paymentValues(loan),
          after: changes,
        });
        faultInside(deps.faults, 'POST /api/tools/admin/resetPayment/:id/restore');
        return result(id, snap.previous.estadoCd, F.resetRestored, changes);
      });
    },
  );

  // ---- Lawsuit filing, step 1: freeze the debt (provisional until the flags land).
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/frozeDebt/:id',
    action: 'frozeDebt',
    validate: async ({ tx, loan }) => {
      const filing = await filingOf(tx, loan.id);
      if (filing?.state === 'filed') throw httpError(409, F.lawsuitAlreadyFiled);
      return null;
    },
    apply: async ({ tx, loan, body, auth }) => {
      const stale = await filingOf(tx, loan.id);
      if (stale) await discardProvisional(tx, stale);
      const owed = await tx
        .select({ id: installments.id, estadoCd: installments.estadoCd })
        .from(installments)
        .where(and(eq(installments.loanId, loan.id), notInArray(installments.estadoCd, NOT_OWED)));
      if (owed.length)
        await tx
          .update(installments)
          .set({ estadoCd: 'FR' })
          .where(
            inArray(
              installments.id,
              owed.map((i) => i.id),
            ),
          );
      await tx
        .insert(lawsuitFilings)
        .values({ loanId: loan.id, cz: body.cz === true, frozen: owed, createdBy: auth.id });
      faultInside(deps.faults, 'PUT /api/tools/microadmin/frozeDebt/:id');
      return {
        before: { frozenInstallments: [] },
        changes: { frozenInstallments: owed.map((i) => i.id), cz: body.cz === true, filing: 'provisional' },
      };
    },
    message: S.debtFrozen,
  });

  // ---- Lawsuit filing, step 2: the debt certificate of the frozen debt.
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/generateDebtCertificate/:id',
    action: 'generateDebtCertificate',
    validate: async ({ tx, loan }) => {
      const filing = await filingOf(tx, loan.id);
      if (filing?.state === 'filed') throw httpError(409, F.lawsuitAlreadyFiled);
      if (!filing) throw httpError(409, F.lawsuitNotFrozen);
      return null;
    },
    apply: async ({ tx, loan, body }) => {
      const filing = await filingOf(tx, loan.id);
      // The debt certified is what the owed installments charge (the frozen ones and any other
      // not settled), by the domain's definition; their balances are not money owed.
      const amount = debtCertificateAmount(
        await tx.select().from(installments).where(eq(installments.loanId, loan.id)),
      );
      const day = new Date(deps.now()).toISOString().slice(0, 10);
      const certificate = { number: `CD-${loan.code}-${day}`, amount, date: day, cz: body.cz === true };
      await tx.update(lawsuitFilings).set({ certificate }).where(eq(lawsuitFilings.loanId, loan.id));
      faultInside(deps.faults, 'PUT /api/tools/microadmin/generateDebtCertificate/:id');
      return { before: { certificate: filing?.certificate ?? null }, changes: { certificate } };
    },
    message: S.debtCertificateGenerated,
  });

  // ---- Lawsuit filing, step 3: PUT {flags}; makes the provisional filing final.
  loanActionRoute(app, deps, {
    key: 'PUT /api/creditos/:id/flags',
    action: 'lawsuitFiling',
    validate: async ({ tx, loan }) => {
      const filing = await filingOf(tx, loan.id);
      if (filing?.state === 'filed') throw httpError(409, F.lawsuitAlreadyFiled);
      if (!filing?.certificate) throw httpError(409, F.lawsuitNoCertificate);
      return null;
    },
    apply: async ({ tx, loan }) => {
      await tx
        .update(lawsuitFilings)
        .set({ state: 'filed', filedAt: new Date(deps.now()) })
        .where(eq(lawsuitFilings.loanId, loan.id));
      faultInside(deps.faults, 'PUT /api/creditos/:id/flags');
      return { set: { demandaJudicial: true, visibleRecobro: false } };
    },
    message: S.lawsuitFiled,
  });

  // ---- Lawsuit filing, the undo of a failed filing: nothing of the provisional filing stays.
  r.delete(
    '/api/tools/microadmin/lawsuitFiling/:id',
    spec('DELETE /api/tools/microadmin/lawsuitFiling/:id'),
    async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      return deps.db.transaction(async (tx) => {
        const loan = await lockLoan(tx, auth, id);
        const filing = await filingOf(tx, id);
        if (filing?.state !== 'provisional') throw httpError(409, F.lawsuitNothingToUndo);
        await discardProvisional(tx, filing);
        await audit(tx, {
          userId: auth.id,
          action: 'lawsuitFiling.undone',
          resource: iriOf('loan', id),
          before: { frozenInstallments: filing.frozen.map((i) => i.id), certificate: filing.certificate },
          after: { frozenInstallments: [], certificate: null },
        });
        faultInside(deps.faults, 'DELETE /api/tools/microadmin/lawsuitFiling/:id');
        return result(id, loan.estadoCd, F.lawsuitUndone, { filing: null });
      });
    },
  );
}
