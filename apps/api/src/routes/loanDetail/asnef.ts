import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { asnefs } from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { paramId } from '../../lib/iri';
import { assertLoanInScope, authOf } from '../../lib/scope';
import { loanIri, notFound } from './shared';

/** GET /api/checkAsnef/:id and /api/asnefs/:id. */
export async function asnefRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/checkAsnef/:id', spec('GET /api/checkAsnef/:id'), async (request) => {
    const id = paramId(request.params.id);
    await assertLoanInScope(db, authOf(request), id);
    const [a] = await db
      .select()
      .from(asnefs)
      .where(eq(asnefs.loanId, id))
      .orderBy(desc(asnefs.checkedAt), desc(asnefs.id))
      .limit(1);
    return {
      '@id': `/api/checkAsnef/${id}`,
      creditId: id,
      asnef: a ? `/api/asnefs/${a.id}` : null,
      checkedAt: a ? a.checkedAt.toISOString() : null,
    };
  });

  r.get('/api/asnefs/:id', spec('GET /api/asnefs/:id'), async (request) => {
    const id = paramId(request.params.id);
    const [a] = await db.select().from(asnefs).where(eq(asnefs.id, id));
    if (!a) throw notFound();
    await assertLoanInScope(db, authOf(request), a.loanId);
    return {
      '@context': '/api/contexts/Asnef',
      '@id': `/api/asnefs/${a.id}`,
      '@type': 'Asnef',
      id: a.id,
      credito: loanIri(a.loanId),
      checkedAt: a.checkedAt.toISOString(),
      found: a.found,
      operations: a.operations,
      unpaidOperations: a.unpaidOperations,
      unpaidBalance: a.unpaidBalance,
    };
  });
}
