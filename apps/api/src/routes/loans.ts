import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { loans } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { iri, iriOf, paramId } from '../lib/iri';
import { resource } from '../lib/jsonld';
import { etagOf, sendVersion } from '../lib/recordVersion';
import { assertLoanInScope, authOf } from '../lib/scope';

export type LoanRow = typeof loans.$inferSelect;

export function loanBody(l: LoanRow) {
  const { userId, coborrowerId, affiliateId, salesAgentId, accountId, ...rest } = l;
  return {
    ...rest,
    creditId: l.id,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
    user: iriOf('user', userId),
    coborrower: iri('user', coborrowerId),
    afiliado: iri('afiliado', affiliateId),
    salesAgent: iri('salesAgent', salesAgentId),
    account: iri('account', accountId),
  };
}

/** GET /api/creditos/{id}: the loan (its detail calls come with the loans issue). */
export async function loansRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/creditos/:id', spec('GET /api/creditos/:id'), async (request, reply) => {
    const id = paramId(request.params.id);
    const loan = await assertLoanInScope(db, authOf(request), id);
    sendVersion(reply, etagOf(loan.version));
    return resource('Credito', iriOf('loan', id), loanBody(loan));
  });
}
