import { LOAN_PHASES, type LoanPhase, loanPhase, OVERDUE_INSTALLMENT_STATUSES } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { affiliates, installments, loanCounts, loans } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { installmentAmountSql, isOverdueSql } from '../lib/installmentFigures';
import { affiliateScope, authOf } from '../lib/scope';
import type { AuthUser } from '../plugins/auth';

/** Loans the caller may see: through their affiliate's scope (a COMERCIAL sees only their own). */
function loanScope(auth: AuthUser): SQL | undefined {
  const scope = affiliateScope(auth);
  return scope ? sql`${loans.affiliateId} in (select id from ${affiliates} where ${scope})` : undefined;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const MONTHS = 12;

/** Issue 13: the credits dashboard (loans §6: COMERCIAL, MICRO_ADMIN, RISK; hidden from BE). */
export async function loanDashboardRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/creditos/dashboard', spec('GET /api/creditos/dashboard'), async (request) => {
    const auth = authOf(request);
    const scope = loanScope(auth);
    const affScope = affiliateScope(auth);
    const month = sql<string>`to_char(${loans.createdAt} at time zone 'Europe/Madrid', 'YYYY-MM')`;
    const [byStatus, byMonth, overdue] = await Promise.all([
      // Per status from the loan counters (migration 0020), not by counting the loans.
      db
        .select({
          estadoCd: loanCounts.estadoCd,
          n: sql<number>`sum(${loanCounts.n})::int`,
          amount: sql<string>`coalesce(sum(${loanCounts.amount}), 0)`,
        })
        .from(loanCounts)
        .where(
          affScope
            ? sql`${loanCounts.affiliateId} in (select id from ${affiliates} where ${affScope})`
            : undefined,
        )
        .groupBy(loanCounts.estadoCd),
      db
        .select({
          month,
          n: sql<number>`count(*)::int`,
          amount: sql<string>`coalesce(sum(${loans.cantidad}), 0)`,
        })
        .from(loans)
        .where(scope)
        .groupBy(month)
        .orderBy(sql`1 desc`)
        .limit(MONTHS),
      db
        .select({
          estadoCd: installments.estadoCd,
          n: sql<number>`count(*)::int`,
          loans: sql<number>`count(distinct ${installments.loanId})::int`,
          // 'Saldo vencido': what the overdue installments charge (economics' overdueAmount).
          amount: sql<string>`coalesce(sum(${installmentAmountSql}), 0)`,
        })
        .from(installments)
        .innerJoin(loans, eq(loans.id, installments.loanId))
        .where(and(scope, isOverdueSql()))
        .groupBy(installments.estadoCd),
    ]);
    const phases = Object.keys(LOAN_PHASES) as LoanPhase[];
    const perPhase = new Map(phases.map((p) => [p, { phase: p, count: 0, amount: 0 }]));
    for (const s of byStatus) {
      const entry = perPhase.get(loanPhase(s.estadoCd));
      if (entry) {
        entry.count += s.n;
        entry.amount += Number(s.amount);
      }
    }
    const byPhase = [...perPhase.values()].map((p) => ({ ...p, amount: round2(p.amount) }));
    const fa = perPhase.get('FA');
    // A loan with overdue installments in two statuses counts once.
    const overdueLoans = overdue.length
      ? ((
          await db
            .select({ n: sql<number>`count(distinct ${installments.loanId})::int` })
            .from(installments)
            .innerJoin(loans, eq(loans.id, installments.loanId))
            .where(and(scope, isOverdueSql()))
        )[0]?.n ?? 0)
      : 0;
    const overdueByStatus = OVERDUE_INSTALLMENT_STATUSES.map((estadoCd) => {
      const row = overdue.find((o) => o.estadoCd === estadoCd);
      return { estadoCd, count: row?.n ?? 0, amount: round2(Number(row?.amount ?? 0)) };
    });
    return {
      '@id': '/api/creditos/dashboard',
      '@type': 'LoanDashboard',
      totals: {
        loans: byPhase.reduce((s, p) => s + p.count, 0),
        amount: round2(byPhase.reduce((s, p) => s + p.amount, 0)),
        active: fa?.count ?? 0,
        activeAmount: round2(fa?.amount ?? 0),
        overdueInstallments: overdueByStatus.reduce((s, o) => s + o.count, 0),
        overdueLoans,
        overdueAmount: round2(overdueByStatus.reduce((s, o) => s + o.amount, 0)),
      },
      byPhase,
      byMonth: byMonth
        .map((m) => ({ month: m.month, count: m.n, amount: round2(Number(m.amount)) }))
        .reverse(),
      overdueByStatus,
    };
  });
}
