/**
 * The loan's advance amortizations and operations (loans §7).
 */
import { messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { amortizations, loanOperations } from '../../db/schema';
import { amortizationFigures, isoDay } from '../../lib/amortization';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { paramId } from '../../lib/iri';
import { ALL_ROWS, collection, member } from '../../lib/jsonld';
import { assertLoanInScope, authOf } from '../../lib/scope';
import { loanIri, productId, yes } from './shared';

/** The figures of an advance amortization, the amortizations and the operations of a loan. */
export async function amortizationRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/amountAdvancedAmortization/:id',
    spec('GET /api/amountAdvancedAmortization/:id'),
    async (request) => {
      const id = paramId(request.params.id);
      const loan = await assertLoanInScope(db, authOf(request), id);
      const q = request.query;
      const date = q.date ? q.date : isoDay(now());
      if (Number.isNaN(Date.parse(date))) throw httpError(400, messages.general.invalidParams);
      return amortizationFigures(db, loan, date, {
        borrower: q.borrower === undefined || q.borrower === '' ? true : yes(q.borrower),
        noService: yes(q.noService),
        consumedAmount: null,
      });
    },
  );

  // loans §7 calls it with a trailing slash (`/api/amortizations/?id{product}=`): both paths answer.
  for (const path of ['/api/amortizations', '/api/amortizations/'] as const)
    r.get(path, spec(`GET ${path}`), async (request) => {
      const id = productId(request.query);
      await assertLoanInScope(db, authOf(request), id);
      const rows = await db
        .select()
        .from(amortizations)
        .where(
          and(
            eq(amortizations.loanId, id),
            yes(request.query.active) ? eq(amortizations.active, true) : undefined,
          ) as SQL,
        )
        .orderBy(desc(amortizations.date), desc(amortizations.id));
      const members = rows.map((a) =>
        member('Amortization', `/api/amortizations/${a.id}`, {
          id: a.id,
          credito: loanIri(a.loanId),
          payer: a.payer,
          amount: a.amount,
          date: a.date,
          active: a.active,
          createdAt: a.createdAt.toISOString(),
        }),
      );
      return collection('Amortization', '/api/amortizations', {}, members, members.length, ALL_ROWS);
    });

  // loans §7 calls it with a trailing slash (`/api/operations/?id{product}=`): both paths answer.
  for (const path of ['/api/operations', '/api/operations/'] as const)
    r.get(path, spec(`GET ${path}`), async (request) => {
      const id = productId(request.query);
      await assertLoanInScope(db, authOf(request), id);
      const rows = await db
        .select()
        .from(loanOperations)
        .where(eq(loanOperations.loanId, id))
        .orderBy(desc(loanOperations.date), desc(loanOperations.id));
      const members = rows.map((o) =>
        member('Operation', `/api/operations/${o.id}`, {
          id: o.id,
          credito: loanIri(o.loanId),
          type: o.type,
          amount: o.amount,
          date: o.date.toISOString(),
          description: o.description,
        }),
      );
      return collection('Operation', '/api/operations', {}, members, members.length, ALL_ROWS);
    });
}
