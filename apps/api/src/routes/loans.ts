import { messages } from '@backoffice/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { access } from '../access';
import { affiliates, loans } from '../db/schema';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { iri, iriOf, paramId } from '../lib/iri';
import { resource } from '../lib/jsonld';
import { idParams } from '../lib/schemas';
import { authOf, mayAccessAffiliate } from '../lib/scope';

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
  app.get<{ Params: { id: string } }>(
    '/api/creditos/:id',
    { config: { access: access('GET /api/creditos/:id') }, schema: { params: idParams } },
    async (request) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      const [row] = await db
        .select({ l: loans, a: affiliates.assignedSalesAgentId, p: affiliates.plataformaSalesAgentId })
        .from(loans)
        .leftJoin(affiliates, eq(affiliates.id, loans.affiliateId))
        .where(eq(loans.id, id));
      if (!row) throw httpError(404, messages.notFound.loan);
      if (!mayAccessAffiliate(auth, { assignedSalesAgentId: row.a, plataformaSalesAgentId: row.p }))
        throw httpError(403, messages.auth.forbidden);
      return resource('Credito', iriOf('loan', id), loanBody(row.l));
    },
  );
}
