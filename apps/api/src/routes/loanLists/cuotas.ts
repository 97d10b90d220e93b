/** The installments list (GET /api/cuotas): every loan's installments but the annulled ones. */
import { INSTALLMENT_LIST_SORTABLE, isOverdueInstallment } from '@backoffice/domain';
import { LIST_QUERY_KEYS } from '@backoffice/domain/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { installments, loans, users } from '../../db/schema';
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

export async function installmentListRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/cuotas', spec('GET /api/cuotas'), async (request) => {
    const auth = authOf(request);
    const q = request.query;
    const order = checkQuery(q, LIST_QUERY_KEYS.cuotas, INSTALLMENT_LIST_SORTABLE);
    const scope = loanScope(auth);
    // On the installments alone (the scope through their loans' ids): counted and paged from the
    // installments' indexes, joined to loans and borrowers for the page's rows only.
    const where = and(
      scope ? sql`${installments.loanId} in (select ${loans.id} from ${loans} where ${scope})` : undefined,
      // loans §4: AN is hidden.
      sql`${installments.estadoCd} <> 'AN'`,
      q.estadoCd ? inArray(installments.estadoCd, q.estadoCd.split(',')) : undefined,
      q.credito ? eq(installments.loanId, Number(q.credito)) : undefined,
      ...dayRange(installments.fechaCobro, q['fechaCobro[after]'], q['fechaCobro[before]'], false),
    );
    const paging = pageFrom(q.page);
    const columns = {
      id: installments.id,
      fechaCobro: installments.fechaCobro,
      fechaInicio: installments.fechaInicio,
      saldo: installments.saldo,
      estadoCd: installments.estadoCd,
      numero: installments.numero,
    };
    const { total, rows } = await countedPage(
      async () => (await countRows(db, sql`select 1 from ${installments} where ${where ?? sql`true`}`)).total,
      (t) =>
        pageOf(
          (inWindow) =>
            db
              .select({
                c: installments,
                code: loans.code,
                affiliateId: loans.affiliateId,
                name: borrowerName,
              })
              .from(installments)
              .innerJoin(loans, eq(loans.id, installments.loanId))
              .innerJoin(users, eq(users.id, loans.userId))
              .where(inWindow)
              .$dynamic(),
          (reverse) =>
            db
              .select({ id: installments.id })
              .from(installments)
              .where(where)
              .orderBy(...orderBy(order, columns, installments.id, reverse))
              .$dynamic(),
          installments.id,
          t,
          paging,
          orderBy(order, columns, installments.id),
        ),
      paging,
    );
    const members = rows.map(({ c, code, affiliateId, name }) => ({
      '@id': `/api/cuotas/${c.id}`,
      '@type': 'Cuota',
      id: c.id,
      credito: iriOf('loan', c.loanId),
      code,
      borrowerName: name,
      afiliado: iri('afiliado', affiliateId),
      estadoCd: c.estadoCd,
      numero: c.numero,
      fechaInicio: c.fechaInicio,
      fechaCobro: c.fechaCobro,
      saldo: c.saldo,
      principal: c.principal,
      interest: c.interest,
      overdue: isOverdueInstallment(c.estadoCd),
    }));
    return {
      ...collection(
        'Cuota',
        '/api/cuotas',
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
