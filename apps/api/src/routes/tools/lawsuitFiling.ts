/**
 * The lawsuit filing (issue 14, flows; loans §4, §7): the freeze and the certificate are held as a
 * PROVISIONAL filing (lawsuit_filings); only `PUT {flags}` makes it final, in the transaction that
 * sets demandaJudicial and visibleRecobro. When a later step fails the machine discards the
 * provisional filing (DELETE …/lawsuitFiling), which puts the installments back as they were; a
 * provisional filing left by a closed browser is undone by the next freeze, which starts over.
 */
import { debtCertificateAmount, messages, SETTLED_INSTALLMENT_STATUSES } from '@backoffice/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { installments, lawsuitFilings } from '../../db/schema';
import { audit, type Tx } from '../../lib/audit';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { faultInside } from '../../lib/faults';
import { httpError } from '../../lib/httpError';
import { iriOf, paramId } from '../../lib/iri';
import { authOf } from '../../lib/scope';
import { loanActionRoute } from './loanActions/run';
import { lockLoan, result } from './loanFlowCommon';

const S = messages.loan.success;
const F = messages.loanFlows;

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

export async function lawsuitFilingRoutes(app: FastifyInstance, deps: RouteDeps) {
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
  app.delete(
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
