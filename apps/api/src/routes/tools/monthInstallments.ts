/**
 * Actualizar cuotas del mes (issue 16, credit tools; loans §6: SUPER_ADMIN): the GET is the dry
 * run (how many installments of this month change, from which status to which); the POST applies
 * it in one transaction with the rows locked and one audit entry for the run. The status rule is
 * the domain's monthInstallmentStatus (which reads the loan status table for the loan's status),
 * so a second run changes nothing.
 */
import { monthInstallmentStatus, monthOf, OPEN_INSTALLMENT_STATUSES } from '@backoffice/domain/tools';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { installments, loans } from '../../db/schema';
import { audit, type Tx } from '../../lib/audit';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { inIds } from '../../lib/idList';
import { authOf } from '../../lib/scope';

type Db = RouteDeps['db'];

async function plan(db: Db | Tx, today: string, lock: boolean) {
  const month = monthOf(today);
  const q = db
    .select({
      id: installments.id,
      estadoCd: installments.estadoCd,
      fechaInicio: installments.fechaInicio,
      fechaCobro: installments.fechaCobro,
      saldo: installments.saldo,
      loanEstadoCd: loans.estadoCd,
    })
    .from(installments)
    .innerJoin(loans, eq(loans.id, installments.loanId))
    .where(sql`to_char(${installments.fechaCobro}, 'YYYY-MM') = ${month}`)
    .orderBy(installments.id);
  // The installments locked, and their loans (a status change meanwhile waits for the run).
  const rows = await (lock ? q.for('update') : q);
  const changes = rows
    .map((r) => ({
      id: r.id,
      from: r.estadoCd,
      to: monthInstallmentStatus({ ...r, saldo: Number(r.saldo) }, today),
    }))
    .filter((c) => c.to !== c.from);
  const counts = new Map<string, { from: string; to: string; count: number }>();
  for (const c of changes) {
    const key = `${c.from}>${c.to}`;
    const t = counts.get(key) ?? { from: c.from, to: c.to, count: 0 };
    t.count += 1;
    counts.set(key, t);
  }
  const transitions = [...counts.values()].sort((a, b) => b.count - a.count || a.from.localeCompare(b.from));
  return { month, installments: rows.length, changes, transitions };
}

export async function monthInstallmentsToolsRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(now()));

  r.get(
    '/api/tools/superadmin/actualizar-cuotas-mes',
    spec('GET /api/tools/superadmin/actualizar-cuotas-mes'),
    async () => {
      const p = await plan(db, today(), false);
      return {
        month: p.month,
        installments: p.installments,
        changes: p.changes.length,
        transitions: p.transitions,
        applied: 0,
      };
    },
  );

  r.post(
    '/api/tools/superadmin/actualizar-cuotas-mes',
    spec('POST /api/tools/superadmin/actualizar-cuotas-mes'),
    async (request) => {
      const auth = authOf(request);
      return db.transaction(async (tx) => {
        const p = await plan(tx, today(), true);
        const byTarget = new Map<string, number[]>();
        for (const c of p.changes) byTarget.set(c.to, [...(byTarget.get(c.to) ?? []), c.id]);
        for (const [to, ids] of byTarget) {
          // Only rows still open are written: the plan read them under lock, this keeps the rule.
          await tx
            .update(installments)
            .set({ estadoCd: to })
            .where(
              and(
                // One array parameter: a month of the large seed has more installments than the
                // 65,535 parameters PostgreSQL binds.
                inIds(installments.id, ids),
                inArray(installments.estadoCd, [...OPEN_INSTALLMENT_STATUSES]),
              ),
            );
        }
        const summary = {
          month: p.month,
          installments: p.installments,
          changes: p.changes.length,
          transitions: p.transitions,
          applied: p.changes.length,
        };
        if (p.changes.length > 0)
          await audit(tx, {
            userId: auth.id,
            action: 'actualizar-cuotas-mes',
            resource: '/api/cuotas',
            after: summary,
          });
        return summary;
      });
    },
  );
}
