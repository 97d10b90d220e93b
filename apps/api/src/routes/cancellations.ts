import { businessDay, cancellationCreditIdError, isIsoDate, messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cancellationOperations, loans, users } from '../db/schema';
import { audit } from '../lib/audit';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { idFrom, iriOf, paramId } from '../lib/iri';
import { authOf, loadAffiliate } from '../lib/scope';
import { cancellationMember } from './affiliates';

/** An affiliate's cancellations (§3 "Cancellation", the affiliate's section of the same name). */
export async function cancellationsRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  // Cancellations (§5: the credit must belong to the same affiliate).
  r.post(
    '/api/cancellation_operations',
    spec('POST /api/cancellation_operations'),
    async (request, reply) => {
      const auth = authOf(request);
      const b = request.body;
      // The pattern lets 2026-13-45 through; the calendar check is the domain's.
      if (b.date != null && !isIsoDate(b.date))
        throw httpError(400, messages.input.invalidData, { violations: { date: messages.input.badFormat } });
      const affiliateId = idFrom('afiliado', b.afiliado);
      if (affiliateId === null) throw httpError(400, messages.general.invalidParams);
      const rawCredit = b.credito ?? b.creditoId;
      let loanId: number | null = null;
      try {
        loanId = idFrom('loan', rawCredit);
      } catch {
        loanId = null;
      }
      const row = await db.transaction(async (tx) => {
        const a = await loadAffiliate(tx, auth, affiliateId);
        const [loan] = loanId === null ? [] : await tx.select().from(loans).where(eq(loans.id, loanId));
        const error = cancellationCreditIdError({
          creditId: loanId ?? rawCredit,
          status: loan ? 200 : 404,
          loanAffiliate: loan?.affiliateId ?? null,
          affiliate: a.id,
        });
        if (error || !loan) throw httpError(422, error ?? messages.validation.creditIdInvalid);
        const [prev] = await tx
          .select()
          .from(cancellationOperations)
          .where(eq(cancellationOperations.loanId, loan.id))
          .orderBy(desc(cancellationOperations.id))
          .limit(1);
        const [c] = await tx
          .insert(cancellationOperations)
          .values({
            affiliateId,
            loanId: loan.id,
            date: b.date ?? businessDay(now()),
            amount: b.amount ?? loan.cantidad,
            finalAmount: b.finalAmount ?? null,
            byTransfer: b.byTransfer === true,
            salesAgentId: a.assignedSalesAgentId,
            previousOperationId: prev?.id ?? null,
          })
          .returning();
        if (!c) throw httpError(500, messages.write.createCancellation);
        if (prev)
          await tx
            .update(cancellationOperations)
            .set({ nextOperationId: c.id })
            .where(eq(cancellationOperations.id, prev.id));
        await tx.update(loans).set({ cancelledByAffiliate: true }).where(eq(loans.id, loan.id));
        await audit(tx, {
          userId: auth.id,
          action: 'create',
          resource: iriOf('cancellation', c.id),
          subjects: [iriOf('afiliado', c.affiliateId), iriOf('loan', c.loanId)],
          after: c,
        });
        const [agent] = c.salesAgentId
          ? await tx.select({ u: users.username }).from(users).where(eq(users.id, c.salesAgentId))
          : [];
        return cancellationMember(c, loan.code, loan.estadoCd, agent?.u ?? null);
      });
      reply.status(201);
      return { '@context': '/api/contexts/CancellationOperation', ...row };
    },
  );

  r.delete(
    '/api/cancellation_operations/:id',
    spec('DELETE /api/cancellation_operations/:id'),
    async (request, reply) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      await db.transaction(async (tx) => {
        const [c] = await tx.select().from(cancellationOperations).where(eq(cancellationOperations.id, id));
        if (!c) throw httpError(404, messages.general.notFound);
        await loadAffiliate(tx, auth, c.affiliateId);
        // Keep the chain whole: the neighbours point at each other.
        if (c.previousOperationId)
          await tx
            .update(cancellationOperations)
            .set({ nextOperationId: c.nextOperationId })
            .where(eq(cancellationOperations.id, c.previousOperationId));
        if (c.nextOperationId)
          await tx
            .update(cancellationOperations)
            .set({ previousOperationId: c.previousOperationId })
            .where(eq(cancellationOperations.id, c.nextOperationId));
        await tx.delete(cancellationOperations).where(eq(cancellationOperations.id, id));
        const [left] = await tx
          .select({ id: cancellationOperations.id })
          .from(cancellationOperations)
          .where(eq(cancellationOperations.loanId, c.loanId))
          .limit(1);
        if (!left) await tx.update(loans).set({ cancelledByAffiliate: false }).where(eq(loans.id, c.loanId));
        await audit(tx, {
          userId: auth.id,
          action: 'delete',
          resource: iriOf('cancellation', id),
          subjects: [iriOf('afiliado', c.affiliateId), iriOf('loan', c.loanId)],
          before: c,
        });
      });
      return reply.status(204).send(null);
    },
  );
}
