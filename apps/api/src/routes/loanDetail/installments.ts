import { INSTALLMENT_PARTS } from '@backoffice/domain/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { installments } from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { paramId } from '../../lib/iri';
import { collection, member, pageOf, pagingFrom } from '../../lib/jsonld';
import { assertLoanInScope, authOf } from '../../lib/scope';
import { loanIri, r2, yes } from './shared';

/** GET /api/creditos/:id/cuotas. */
export async function installmentRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/creditos/:id/cuotas', spec('GET /api/creditos/:id/cuotas'), async (request) => {
    const id = paramId(request.params.id);
    await assertLoanInScope(db, authOf(request), id);
    // loans §4: AN is excluded from the active list.
    const where = and(
      eq(installments.loanId, id),
      yes(request.query.activa) ? sql`${installments.estadoCd} <> 'AN'` : undefined,
    ) as SQL;
    const paging = pagingFrom(request.query, 100);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(installments)
      .where(where);
    const q = db
      .select()
      .from(installments)
      .where(where)
      .orderBy(asc(installments.numero), asc(installments.subNumero));
    const rows = await pageOf(q, paging);
    return collection(
      'Cuota',
      `${loanIri(id)}/cuotas`,
      request.query,
      rows.map((c) => {
        const parts = Object.fromEntries(INSTALLMENT_PARTS.map((k) => [k, c.parts[k] ?? 0])) as Record<
          (typeof INSTALLMENT_PARTS)[number],
          number
        >;
        return member('Cuota', `/api/cuotas/${c.id}`, {
          id: c.id,
          credito: loanIri(id),
          estadoCd: c.estadoCd,
          numero: c.numero,
          subNumero: c.subNumero,
          fechaInicio: c.fechaInicio,
          fechaCobro: c.fechaCobro,
          saldo: c.saldo,
          principal: c.principal,
          interest: c.interest,
          openingFee: c.openingFee,
          defaultInterest: c.defaultInterest,
          defaultCommission: c.defaultCommission,
          bankExpenses: c.bankExpenses,
          cuotaMensual: r2(
            c.principal +
              c.interest +
              c.openingFee +
              c.defaultInterest +
              c.defaultCommission +
              c.bankExpenses,
          ),
          ...parts,
        });
      }),
      total,
      paging,
    );
  });
}
