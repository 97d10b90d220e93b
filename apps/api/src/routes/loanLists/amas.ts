/** The AMA list (GET /api/amas): the advance amortizations of the loans the caller sees. */
import { AMA_LIST_SORTABLE } from '@backoffice/domain';
import { LIST_QUERY_KEYS } from '@backoffice/domain/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { amortizations, loans, users } from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { iri, iriOf } from '../../lib/iri';
import { collection } from '../../lib/jsonld';
import { countRows, reachablePages } from '../../lib/paging';
import { authOf } from '../../lib/scope';
import {
  borrowerName,
  checkQuery,
  countedPage,
  dayRange,
  loanScope,
  orderBy,
  pageFrom,
  pageOf,
} from './shared';

export async function amaListRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/amas', spec('GET /api/amas'), async (request) => {
    const auth = authOf(request);
    const q = request.query;
    const order = checkQuery(q, LIST_QUERY_KEYS.amas, AMA_LIST_SORTABLE);
    const active = q.active === '1' || q.active === 'true';
    const scope = loanScope(auth);
    const where = and(
      scope ? sql`${amortizations.loanId} in (select ${loans.id} from ${loans} where ${scope})` : undefined,
      active ? eq(amortizations.active, true) : undefined,
      ...dayRange(amortizations.date, q['date[after]'], q['date[before]'], false),
    );
    const paging = pageFrom(q.page);
    const columns = { id: amortizations.id, date: amortizations.date, amount: amortizations.amount };
    const { total, rows } = await countedPage(
      async () =>
        (await countRows(db, sql`select 1 from ${amortizations} where ${where ?? sql`true`}`)).total,
      (t) =>
        pageOf(
          (inWindow) =>
            db
              .select({
                a: amortizations,
                code: loans.code,
                affiliateId: loans.affiliateId,
                name: borrowerName,
              })
              .from(amortizations)
              .innerJoin(loans, eq(loans.id, amortizations.loanId))
              .innerJoin(users, eq(users.id, loans.userId))
              .where(inWindow)
              .$dynamic(),
          (reverse) =>
            db
              .select({ id: amortizations.id })
              .from(amortizations)
              .where(where)
              .orderBy(...orderBy(order, columns, amortizations.id, reverse))
              .$dynamic(),
          amortizations.id,
          t,
          paging,
          orderBy(order, columns, amortizations.id),
        ),
      paging,
    );
    const members = rows.map(({ a, code, affiliateId, name }) => ({
      '@id': `/api/amortizations/${a.id}`,
      '@type': 'Amortization',
      id: a.id,
      credito: iriOf('loan', a.loanId),
      code,
      borrowerName: name,
      afiliado: iri('afiliado', affiliateId),
      payer: a.payer,
      amount: a.amount,
      date: a.date,
      active: a.active,
    }));
    return {
      ...collection(
        'Amortization',
        '/api/amas',
        q,
        members,
        total.n,
        paging,
        reachablePages(total, paging.itemsPerPage),
      ),
      countsEstimated: total.estimated,
    };
  });
}
