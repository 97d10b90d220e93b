/**
 * The figures of an advance amortization (loans §7 `amountAdvancedAmortization` and the tool
 * `advanceAmortizationSimulation`), read from the loan's installments and computed by the domain.
 */
import { advanceAmortization, isOwedInstallment, outstandingPrincipal } from '@backoffice/domain';
import type { AdvanceAmortizationFigures } from '@backoffice/domain/contract';
import type { Static } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { amortizations, installments, type loans } from '../db/schema';
import type { Tx } from './audit';

type LoanRow = typeof loans.$inferSelect;

/** The kind of an amortization row that repaid part of the principal (a partial cancellation). */
export const PARTIAL_CANCELLATION = 'partial';

/** A day as YYYY-MM-DD (UTC) from epoch milliseconds. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The figures of an advance amortization at `date`: the outstanding principal (economics'
 * outstandingPrincipal: the owed installments' principal less the partial cancellations), interest accrued since the last due date before it, and the commission.
 * The screens show them and the amortization actions charge them: one computation for both.
 */
export async function amortizationFigures(
  db: Db | Tx,
  loan: LoanRow,
  date: string,
  opts: { borrower: boolean; noService: boolean; consumedAmount: number | null },
): Promise<Static<typeof AdvanceAmortizationFigures>> {
  const rows = await db
    .select({
      estadoCd: installments.estadoCd,
      fechaCobro: installments.fechaCobro,
      principal: installments.principal,
    })
    .from(installments)
    .where(eq(installments.loanId, loan.id));
  const partials = await db
    .select({ amount: amortizations.amount })
    .from(amortizations)
    .where(
      and(
        eq(amortizations.loanId, loan.id),
        eq(amortizations.kind, PARTIAL_CANCELLATION),
        eq(amortizations.active, true),
      ),
    );
  const pending = rows.filter((i) => isOwedInstallment(i.estadoCd));
  const pendingPrincipal = outstandingPrincipal(
    rows,
    partials.map((p) => p.amount),
  );
  const monthsLeft = pending.filter((i) => i.fechaCobro > date).length;
  const lastDue = rows
    .map((i) => i.fechaCobro)
    .filter((d) => d <= date)
    .sort()
    .pop();
  const from = lastDue ?? isoDay(loan.createdAt.getTime());
  const daysAccrued = Math.max(0, Math.round((Date.parse(date) - Date.parse(from)) / 86_400_000));
  const figures = advanceAmortization({
    pendingPrincipal,
    annualRatePct: loan.tin ?? 0,
    daysAccrued,
    monthsLeft,
    noService: opts.noService,
    cancellation: opts.consumedAmount === null ? null : { consumedAmount: opts.consumedAmount },
  });
  return {
    creditId: loan.id,
    date,
    borrower: opts.borrower,
    noService: opts.noService,
    cancellation: opts.consumedAmount !== null,
    consumedAmount: opts.consumedAmount,
    pendingInstallments: pending.length,
    monthsLeft,
    daysAccrued,
    ...figures,
  };
}
