/**
 * What the loan detail looks up beside the loan (loans §7, §9): the configuration, payment methods, banks.
 */
import { LIMITS } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { banks, configuracions, paymentMethods } from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { iri, iriOf } from '../../lib/iri';
import { ALL_ROWS, collection, member } from '../../lib/jsonld';
import { assertLoanInScope, authOf } from '../../lib/scope';
import { productId } from './shared';

/** GET /api/configuracions, /api/pay_methods and /api/banks. */
export async function lookupRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/configuracions', spec('GET /api/configuracions'), async () => {
    const rows = await db.select().from(configuracions).orderBy(asc(configuracions.name));
    const members = rows.map((c) =>
      member('Configuracion', `/api/configuracions/${c.id}`, {
        id: c.id,
        name: c.name,
        value: c.value,
        description: c.description,
      }),
    );
    return collection('Configuracion', '/api/configuracions', {}, members, members.length, ALL_ROWS);
  });

  r.get('/api/pay_methods', spec('GET /api/pay_methods'), async (request) => {
    const id = productId(request.query);
    await assertLoanInScope(db, authOf(request), id);
    // §9: fetched with limit 1000.
    const limit = Math.min(
      LIMITS.paymentMethodsLimit,
      Number(request.query.limit ?? LIMITS.paymentMethodsLimit),
    );
    const rows = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.loanId, id))
      .orderBy(desc(paymentMethods.id))
      .limit(Math.max(1, limit));
    const members = rows.map((p) =>
      member('PaymentMethod', `/api/payment_methods/${p.id}`, {
        id: p.id,
        user: iriOf('user', p.userId),
        loan: iri('loan', p.loanId),
        type: p.type,
        last4: p.last4,
        expiresAt: p.expiresAt,
        enabled: p.enabled,
        invalid: p.invalid,
        invalidType: p.invalidType,
        version: p.version,
      }),
    );
    return collection('PaymentMethod', '/api/pay_methods', {}, members, members.length, ALL_ROWS);
  });

  r.get('/api/banks', spec('GET /api/banks'), async (request) => {
    const rows = await db.select().from(banks).where(eq(banks.entityCode, request.query.entityCode));
    const members = rows.map((b) =>
      member('Bank', `/api/banks/${b.id}`, {
        id: b.id,
        entityCode: b.entityCode,
        name: b.name,
        bic: b.bic,
      }),
    );
    return collection(
      'Bank',
      '/api/banks',
      { entityCode: request.query.entityCode },
      members,
      members.length,
      ALL_ROWS,
    );
  });
}
