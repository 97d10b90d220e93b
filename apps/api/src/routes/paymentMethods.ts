import { messages, PAYMENT_METHOD_DISABLE, paymentMethodDisableRefusal } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentMethods } from '../db/schema';
import { audit } from '../lib/audit';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { iri, paramId } from '../lib/iri';
import { resource } from '../lib/jsonld';
import { assertIfMatch, etagOf, sendVersion } from '../lib/recordVersion';
import { assertUserInScope, authOf } from '../lib/scope';

const paymentMethodIri = (id: number) => `/api/payment_methods/${id}`;

/**
 * loans §7 "PUT /api/payment_methods/{id} with the invalid type flag and enable false": a borrower's
 * payment method is disabled from the loan detail. Scoped by its user, in one transaction, audited.
 */
export async function paymentMethodsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.put('/api/payment_methods/:id', spec('PUT /api/payment_methods/:id'), async (request, reply) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    const updated = await db.transaction(async (tx) => {
      const [pm] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id)).for('update');
      if (!pm) throw httpError(404, messages.loanProviders.paymentMethodNotFound);
      await assertUserInScope(tx, auth, pm.userId);
      // A colleague changed the method since its row was read: 412, nothing written.
      assertIfMatch(request, etagOf(pm.version));
      const refusal = paymentMethodDisableRefusal(pm);
      if (refusal) throw httpError(409, refusal);
      const [after] = await tx
        .update(paymentMethods)
        .set(PAYMENT_METHOD_DISABLE)
        .where(eq(paymentMethods.id, id))
        .returning();
      if (!after) throw httpError(404, messages.loanProviders.paymentMethodNotFound);
      await audit(tx, {
        userId: auth.id,
        action: 'disablePaymentMethod',
        resource: paymentMethodIri(id),
        // Gaps: the loan's history (and its borrower's records') lists it.
        subjects: [iri('loan', pm.loanId)],
        person: pm.userId,
        before: { enabled: pm.enabled, invalidType: pm.invalidType },
        after: PAYMENT_METHOD_DISABLE,
      });
      return after;
    });
    sendVersion(reply, etagOf(updated.version));
    return resource('PaymentMethod', paymentMethodIri(id), {
      id: updated.id,
      type: updated.type,
      last4: updated.last4,
      expiresAt: updated.expiresAt,
      enabled: updated.enabled,
      invalid: updated.invalid,
      invalidType: updated.invalidType,
      loan: iri('loan', updated.loanId),
      version: updated.version,
    });
  });
}
