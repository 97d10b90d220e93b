/**
 * The loan actions on status, type, analysis, amortization and investments (issue 14, lact;
 * loans §4 and §7). Each runs through `loanActionRoute` (run.ts): the lock, scope, status table,
 * audit and answer are there; here is only what each action checks and changes.
 */
import {
  advanceAmortizationRefusal,
  categoryFromScore,
  DELETED_SCORES,
  installmentSchedule,
  type LoanActionId,
  messages,
  PAYMENT_RESET_STATUS,
  partialCancellationRefusal,
  SETTLED_INSTALLMENT_STATUSES,
  SUCCESSFUL_SCRAPE_STATUS,
} from '@backoffice/domain';
import type { BodyOf, ContractKey } from '@backoffice/domain/contract';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { amortizations, bankScrapes, installments, investments, investors } from '../../../db/schema';
import { amortizationFigures, isoDay, PARTIAL_CANCELLATION } from '../../../lib/amortization';
import { needsApproval } from '../../../lib/approvals';
import type { Tx } from '../../../lib/audit';
import type { RouteDeps } from '../../../lib/deps';
import { httpError } from '../../../lib/httpError';
import { idFrom, iriOf } from '../../../lib/iri';
import { loadAffiliate } from '../../../lib/scope';
import { type LoanActionContext, loanActionRoute, type Violations } from './run';

const S = messages.loan.success;
const L = messages.loanActions;
const r2 = (n: number) => Math.round(n * 100) / 100;
const investmentIri = (id: number) => `/api/inversiones/${id}`;

/** The installments of a loan, in order. */
async function scheduleOf(tx: Tx, loanId: number) {
  return tx
    .select()
    .from(installments)
    .where(eq(installments.loanId, loanId))
    .orderBy(installments.numero, installments.subNumero);
}

/**
 * What repaying the loan today costs: the figures GET amountAdvancedAmortization shows (the
 * borrower's, with the commission). Repaying nothing is refused (409): a loan that owes no
 * principal has nothing to amortize, and the action would only move it to AMA.
 */
async function payoff(ctx: LoanActionContext) {
  const figures = await amortizationFigures(ctx.tx, ctx.loan, isoDay(ctx.deps.now()), {
    borrower: true,
    noService: false,
    consumedAmount: null,
  });
  const refusal = advanceAmortizationRefusal(figures.total);
  if (refusal) throw httpError(409, refusal);
  return figures;
}

/** The loan an investment belongs to (a row action's path id): 404 when there is none. */
async function investmentLoan(tx: Tx, investmentId: number): Promise<number> {
  const [row] = await tx
    .select({ loanId: investments.loanId })
    .from(investments)
    .where(eq(investments.id, investmentId));
  if (!row) throw httpError(404, L.investmentNotFound);
  return row.loanId;
}

/** The investment's version (its row in the loan's list carries it); null once deleted. */
async function investmentVersion(tx: Tx, investmentId: number): Promise<number | null> {
  const [row] = await tx
    .select({ v: investments.version })
    .from(investments)
    .where(eq(investments.id, investmentId));
  return row?.v ?? null;
}

/** PUT /api/creditos/{id}: which action of the table a body is (loans §7 lists four uses). */
const RESET_FIELDS = ['moneyOutSent', 'contractVerified', 'estadoCd'] as const;
type CreditoBody = BodyOf<'PUT /api/creditos/:id'>;
function creditoAction(body: CreditoBody): LoanActionId {
  if ('afiliado' in body) return 'changeAffiliate';
  if ('demo' in body) return 'cancelDemo';
  if ('scoreSimplai' in body || 'scoreSimplaiDescription' in body) return 'deleteScores';
  return 'resetPayment';
}
const CREDITO_GROUPS: Record<string, readonly string[]> = {
  changeAffiliate: ['afiliado'],
  cancelDemo: ['demo'],
  deleteScores: ['scoreSimplai', 'scoreSimplaiDescription'],
  resetPayment: RESET_FIELDS,
};

function creditoViolations(b: CreditoBody, action: LoanActionId): Violations | null {
  const allowed = CREDITO_GROUPS[action] ?? [];
  const v: Violations = {};
  for (const field of Object.keys(b))
    if (field !== 'reason' && !allowed.includes(field)) v[field] = messages.input.unknownField;
  if (action === 'deleteScores') {
    // loans §4: deleting scores sets exactly scoreSimplai 3, 'Aceptado con reservas'.
    if (b.scoreSimplai !== DELETED_SCORES.scoreSimplai) v.scoreSimplai = messages.input.notAllowedValue;
    if (b.scoreSimplaiDescription !== DELETED_SCORES.scoreSimplaiDescription)
      v.scoreSimplaiDescription = messages.input.notAllowedValue;
  }
  if (action === 'resetPayment') {
    // loans §4: the payment reset sets moneyOutSent false, contractVerified false, status EST.
    if (!RESET_FIELDS.some((f) => f in b)) v.moneyOutSent = messages.validation.required;
    if ('moneyOutSent' in b && b.moneyOutSent !== false) v.moneyOutSent = messages.input.notAllowedValue;
    if ('contractVerified' in b && b.contractVerified !== false)
      v.contractVerified = messages.input.notAllowedValue;
    if ('estadoCd' in b && b.estadoCd !== PAYMENT_RESET_STATUS) v.estadoCd = messages.input.notAllowedValue;
  }
  return Object.keys(v).length > 0 ? v : null;
}

/** The body's amount: a positive number of euros with at most two decimals (else a violation). */
function amountViolation(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return messages.input.outOfRange;
  return Math.abs(r2(value) - value) > 1e-9 ? messages.validation.numberInvalid : null;
}

/** A status action (cancel, deny, fail): the table sets the status; nothing else changes. */
function statusOnly<K extends ContractKey>(
  app: FastifyInstance,
  deps: RouteDeps,
  key: K,
  action: LoanActionId,
  message: string,
) {
  loanActionRoute(app, deps, { key, action, apply: () => ({}), message });
}

export async function loanStatusActionsRoutes(app: FastifyInstance, deps: RouteDeps) {
  // ---- Status
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/cancelLoan/:id',
    action: 'cancelLoan',
    // A cancelled loan funds nothing: its active investments are cancelled with it.
    apply: async ({ tx, loan }) => {
      const cancelled = await tx
        .update(investments)
        .set({ active: false })
        .where(and(eq(investments.loanId, loan.id), eq(investments.active, true)))
        .returning({ id: investments.id, investorId: investments.investorId });
      return cancelled.length > 0
        ? {
            before: { investmentsActive: cancelled.map((i) => investmentIri(i.id)) },
            changes: { investmentsCancelled: cancelled.map((i) => investmentIri(i.id)) },
            // Gaps: each investor's history lists the cancellation of their investment.
            subjects: cancelled.map((i) => iriOf('investor', i.investorId)),
          }
        : {};
    },
    message: S.cancelled,
  });
  statusOnly(app, deps, 'PUT /api/tools/admin/denyLoan/:id', 'denyLoan', S.denied);
  statusOnly(app, deps, 'PUT /api/tools/admin/failedLoan/:id', 'failedLoan', S.failed);

  // PUT {financing}: cancel demo, delete scores, change the affiliate, the payment-reset fields.
  loanActionRoute(app, deps, {
    key: 'PUT /api/creditos/:id',
    action: creditoAction,
    check: creditoViolations,
    validate: async (ctx) => {
      // Four-eyes: with the rule on, a payment reset is asked through 'Resetear pago' and run by
      // the server once a second person approves it; these fields cannot skip that.
      if (ctx.action === 'resetPayment' && needsApproval(deps, 'resetPayment', {}))
        throw httpError(409, messages.loanFlows.resetNeedsApproval);
      if (ctx.action !== 'changeAffiliate') return null;
      const affiliateId = idFrom('afiliado', ctx.body.afiliado);
      if (affiliateId === null) return { afiliado: L.affiliateRequired };
      if (affiliateId === ctx.loan.affiliateId) return { afiliado: L.sameAffiliate };
      await loadAffiliate(ctx.tx, ctx.auth, affiliateId);
      return null;
    },
    apply: (ctx) => {
      const b = ctx.body;
      switch (ctx.action) {
        case 'cancelDemo':
          return { set: { demo: false } };
        case 'deleteScores':
          return { set: { ...DELETED_SCORES } };
        case 'changeAffiliate':
          return { set: { affiliateId: idFrom('afiliado', b.afiliado) } };
        default:
          return {
            set: {
              ...('moneyOutSent' in b ? { moneyOutSent: false } : {}),
              ...('contractVerified' in b ? { contractVerified: false } : {}),
            },
          };
      }
    },
    message: (ctx) =>
      ({
        cancelDemo: S.demoCancelled,
        deleteScores: S.scoresDeleted,
        changeAffiliate: S.affiliateChanged,
      })[ctx.action as string] ?? S.paymentReset,
  });

  // ---- Analysis and scoring
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/analizeLoan/:id',
    action: 'analizeLoan',
    // Refreshes the bank-analysis status of borrower and co-borrower from their latest scrape.
    apply: async ({ tx, loan }) => {
      const latest = async (cotitular: boolean) => {
        const [s] = await tx
          .select({ status: bankScrapes.status })
          .from(bankScrapes)
          .where(and(eq(bankScrapes.loanId, loan.id), eq(bankScrapes.cotitular, cotitular)))
          .orderBy(desc(bankScrapes.createdAt), desc(bankScrapes.id))
          .limit(1);
        if (!s) return 'PENDIENTE';
        return s.status === SUCCESSFUL_SCRAPE_STATUS ? 'OK' : 'ERROR';
      };
      return {
        set: {
          estadoInstantor: await latest(false),
          estadoInstantorCot: loan.coborrowerId === null ? loan.estadoInstantorCot : await latest(true),
        },
      };
    },
    message: S.analysed,
  });
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/admin/categorizeInstantor/:id',
    action: 'categorizeInstantor',
    apply: ({ loan }) => ({ set: { categoria: categoryFromScore(loan.scoreSimplai) } }),
    message: S.categorised,
  });

  // ---- Type
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/financiacionToCobros/:id',
    action: 'financiacionToCobros',
    apply: () => ({ set: { cobros: true } }),
    message: S.typeSwitched,
  });
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/cobrosToFinanciacion/:id',
    action: 'cobrosToFinanciacion',
    apply: () => ({ set: { cobros: false } }),
    message: S.typeSwitched,
  });

  // ---- Installments and amortization
  loanActionRoute(app, deps, {
    key: 'POST /api/tools/microadmin/generateLoanInstallments/:id',
    action: 'generateLoanInstallments',
    // The pending (not yet due) installments are rebuilt from what the kept ones leave to repay.
    apply: async ({ tx, loan, deps: d }) => {
      const rows = await scheduleOf(tx, loan.id);
      const kept = rows.filter((r) => r.estadoCd !== 'PD');
      const removed = rows.length - kept.length;
      await tx
        .delete(installments)
        .where(and(eq(installments.loanId, loan.id), eq(installments.estadoCd, 'PD')));
      const repaid = kept.reduce((sum, r) => sum + r.principal, 0);
      const lastKept = kept.at(-1);
      const fresh = installmentSchedule({
        principal: r2(loan.cantidad - repaid),
        annualRatePct: loan.tin ?? 0,
        months: loan.meses - kept.filter((r) => r.subNumero === 0).length,
        firstNumber: (lastKept?.numero ?? 0) + 1,
        startDate: lastKept?.fechaCobro ?? isoDay(d.now()),
      });
      if (fresh.length > 0)
        await tx.insert(installments).values(fresh.map((f) => ({ ...f, loanId: loan.id, estadoCd: 'PD' })));
      return {
        before: { installments: rows.length },
        changes: { installments: kept.length + fresh.length, removed, created: fresh.length },
      };
    },
    message: S.installmentsRegenerated,
  });

  loanActionRoute(app, deps, {
    key: 'POST /api/tools/admin/generateAMA/:id',
    action: 'generateAMA',
    money: true,
    apply: async (ctx) => {
      const figures = await payoff(ctx);
      const [ama] = await ctx.tx
        .insert(amortizations)
        .values({
          loanId: ctx.loan.id,
          payer: 'borrower',
          amount: figures.total,
          date: isoDay(ctx.deps.now()),
        })
        .returning({ id: amortizations.id });
      return { changes: { amortization: ama?.id ?? null, amount: figures.total } };
    },
    message: S.amaGenerated,
  });

  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/partialCancellation/:id',
    action: 'partialCancellation',
    money: true,
    validate: async (ctx) => {
      const bad = amountViolation(ctx.body.amount);
      if (bad) return { amount: bad };
      // The outstanding principal net of the earlier partial cancellations; the runner holds the
      // loan row locked, so two at once are checked one after the other.
      const { principal } = await amortizationFigures(ctx.tx, ctx.loan, isoDay(ctx.deps.now()), {
        borrower: true,
        noService: false,
        consumedAmount: null,
      });
      const refusal = partialCancellationRefusal(ctx.body.amount, principal);
      return refusal ? { amount: refusal } : null;
    },
    apply: async (ctx) => {
      const { amount } = ctx.body;
      const [ama] = await ctx.tx
        .insert(amortizations)
        .values({
          loanId: ctx.loan.id,
          payer: 'borrower',
          kind: PARTIAL_CANCELLATION,
          amount,
          date: isoDay(ctx.deps.now()),
        })
        .returning({ id: amortizations.id });
      return { changes: { amortization: ama?.id ?? null, amount } };
    },
    message: S.partialAmaApplied,
  });

  for (const payer of ['affiliate', 'borrower'] as const) {
    loanActionRoute(app, deps, {
      key: `PUT /api/tools/microadmin/${payer}/advanceAmortization/:id`,
      action: payer === 'affiliate' ? 'advanceAmortizationAffiliate' : 'advanceAmortizationBorrower',
      money: true,
      // Repays everything owed today: one amortization for the total, the open installments advanced (AA).
      apply: async (ctx) => {
        const figures = await payoff(ctx);
        const [ama] = await ctx.tx
          .insert(amortizations)
          .values({ loanId: ctx.loan.id, payer, amount: figures.total, date: isoDay(ctx.deps.now()) })
          .returning({ id: amortizations.id });
        const advanced = await ctx.tx
          .update(installments)
          .set({ estadoCd: 'AA' })
          .where(
            and(
              eq(installments.loanId, ctx.loan.id),
              notInArray(installments.estadoCd, [...SETTLED_INSTALLMENT_STATUSES]),
            ),
          )
          .returning({ id: installments.id });
        return {
          changes: {
            amortization: ama?.id ?? null,
            payer,
            amount: figures.total,
            installmentsAdvanced: advanced.length,
          },
        };
      },
      message: L.success.amortizationDone,
    });
  }

  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/rebillCurrentInstallment/:id',
    action: 'rebillCurrentInstallment',
    money: true,
    validate: async ({ tx, loan }) => {
      const [ec] = await tx
        .select({ id: installments.id })
        .from(installments)
        .where(and(eq(installments.loanId, loan.id), eq(installments.estadoCd, 'EC')))
        .limit(1);
      return ec ? null : { installment: L.noCurrentInstallment };
    },
    // Charges the last installment in collection (EC) by card: it is collected (CO).
    apply: async ({ tx, loan }) => {
      const [ec] = await tx
        .select({ id: installments.id })
        .from(installments)
        .where(and(eq(installments.loanId, loan.id), eq(installments.estadoCd, 'EC')))
        .orderBy(desc(installments.numero), desc(installments.subNumero))
        .limit(1);
      if (ec) await tx.update(installments).set({ estadoCd: 'CO' }).where(eq(installments.id, ec.id));
      return {
        before: { installment: ec?.id ?? null, estadoCd: 'EC' },
        changes: { installment: ec?.id ?? null, estadoCd: 'CO' },
      };
    },
    message: S.installmentCharged,
  });

  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/enableSigEam/:id',
    action: 'enableSigEam',
    apply: ({ loan }) => ({ set: { flags: { ...loan.flags, sigEam: true } } }),
    message: L.success.sigEamEnabled,
  });

  // ---- Investments
  loanActionRoute(app, deps, {
    key: 'POST /api/tools/admin/invest/:id',
    action: 'invest',
    money: true,
    validate: async ({ tx, loan, body }): Promise<Violations | null> => {
      const bad = amountViolation(body.amount);
      if (bad) return { amount: bad };
      const investorId = idFrom('investor', body.investor);
      const [inv] = investorId
        ? await tx.select({ id: investors.id }).from(investors).where(eq(investors.id, investorId))
        : [];
      if (!inv) return { investor: messages.notFound.investor };
      const [funded] = await tx
        .select({ total: sql<number>`coalesce(sum(${investments.amount}), 0)::float8` })
        .from(investments)
        .where(and(eq(investments.loanId, loan.id), eq(investments.active, true)));
      return body.amount > r2(loan.cantidad - Number(funded?.total ?? 0))
        ? { amount: L.amountAboveAvailable }
        : null;
    },
    apply: async ({ tx, loan, body }) => {
      const { amount } = body;
      const investorId = idFrom('investor', body.investor);
      // validate found the investor: a missing one is a 400 before this.
      if (investorId === null) throw httpError(400, messages.notFound.investor);
      const [row] = await tx
        .insert(investments)
        .values({ investorId, loanId: loan.id, amount })
        .returning({ id: investments.id });
      return {
        changes: {
          investment: row ? investmentIri(row.id) : null,
          investor: iriOf('investor', investorId),
          amount,
        },
        subjects: [iriOf('investor', investorId)],
      };
    },
    message: S.invested,
  });

  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/admin/cancelInvestment/:id',
    action: 'cancelInvestment',
    money: true,
    loanOf: investmentLoan,
    versionOf: investmentVersion,
    validate: async ({ tx, pathId }) => {
      const [inv] = await tx
        .select({ active: investments.active })
        .from(investments)
        .where(eq(investments.id, pathId));
      return inv?.active ? null : { investment: L.investmentInactive };
    },
    apply: async ({ tx, pathId }) => {
      const [row] = await tx
        .update(investments)
        .set({ active: false })
        .where(eq(investments.id, pathId))
        .returning({ investorId: investments.investorId });
      return {
        before: { investment: investmentIri(pathId), active: true },
        changes: { investment: investmentIri(pathId), active: false },
        subjects: [row ? iriOf('investor', row.investorId) : null],
      };
    },
    message: S.investmentCancelled,
  });

  loanActionRoute(app, deps, {
    key: 'DELETE /api/inversiones/:id',
    action: 'deleteInvestment',
    loanOf: investmentLoan,
    versionOf: investmentVersion,
    apply: async ({ tx, pathId }) => {
      const [gone] = await tx.delete(investments).where(eq(investments.id, pathId)).returning();
      return {
        before: gone
          ? {
              investment: investmentIri(gone.id),
              investor: iriOf('investor', gone.investorId),
              amount: gone.amount,
              active: gone.active,
            }
          : {},
        changes: { investment: investmentIri(pathId), deleted: true },
        subjects: [gone ? iriOf('investor', gone.investorId) : null],
      };
    },
    message: L.success.investmentDeleted,
  });
}
