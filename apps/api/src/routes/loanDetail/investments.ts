import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { investments, investors, users } from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { iriOf, paramId } from '../../lib/iri';
import { ALL_ROWS, collection, member } from '../../lib/jsonld';
import { assertLoanInScope, authOf } from '../../lib/scope';
import { loanIri, r2 } from './shared';

/** GET /api/creditos/:id/inversiones and /investorsList. */
export async function investmentRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/creditos/:id/inversiones', spec('GET /api/creditos/:id/inversiones'), async (request) => {
    const id = paramId(request.params.id);
    await assertLoanInScope(db, authOf(request), id);
    const rows = await db
      .select({ inv: investments, i: investors, u: users })
      .from(investments)
      .innerJoin(investors, eq(investors.id, investments.investorId))
      .innerJoin(users, eq(users.id, investors.userId))
      .where(eq(investments.loanId, id))
      .orderBy(asc(investments.createdAt), asc(investments.id));
    const members = rows.map(({ inv, i, u }) =>
      member('Inversion', `/api/inversiones/${inv.id}`, {
        id: inv.id,
        investor: iriOf('investor', i.id),
        investorName: i.companyName ?? `${u.firstname} ${u.lastname}`.trim(),
        amount: inv.amount,
        isOwnInvestment: inv.isOwnInvestment,
        active: inv.active,
        createdAt: inv.createdAt.toISOString(),
        version: inv.version,
      }),
    );
    return collection('Inversion', `${loanIri(id)}/inversiones`, {}, members, members.length, ALL_ROWS);
  });

  r.get('/api/creditos/:id/investorsList', spec('GET /api/creditos/:id/investorsList'), async (request) => {
    const id = paramId(request.params.id);
    await assertLoanInScope(db, authOf(request), id);
    const rows = await db
      .select({
        i: investors,
        u: users,
        amount: sql<number>`sum(${investments.amount})::float8`,
        n: sql<number>`count(*)::int`,
        own: sql<boolean>`bool_or(${investments.isOwnInvestment})`,
      })
      .from(investments)
      .innerJoin(investors, eq(investors.id, investments.investorId))
      .innerJoin(users, eq(users.id, investors.userId))
      .where(and(eq(investments.loanId, id), eq(investments.active, true)))
      .groupBy(investors.id, users.id)
      .orderBy(asc(investors.id));
    const members = rows.map(({ i, u, amount, n, own }) =>
      member('Inversor', iriOf('investor', i.id), {
        id: i.id,
        name: i.companyName ?? `${u.firstname} ${u.lastname}`.trim(),
        user: iriOf('user', u.id),
        status: i.status,
        amount: r2(amount),
        investments: n,
        isOwnInvestment: own,
      }),
    );
    return collection('Inversor', `${loanIri(id)}/investorsList`, {}, members, members.length, ALL_ROWS);
  });
}
