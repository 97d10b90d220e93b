import { LIMITS, messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { affiliates, loans, paymentMethods, userLogins, users, wallets } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { iri, iriOf, paramId } from '../lib/iri';
import { collection, member, pageOf, pagingFrom, resource } from '../lib/jsonld';
import { affiliateScope, assertUserInScope, authOf, isRestricted } from '../lib/scope';
import { loanBody } from './loans';

/**
 * §7 Users: {user}/walletLWBalance, {user}/last_logins, {user}/creditos and {user}/payment_methods
 * (the account's LW status is a tool: routes/tools/wallet.ts).
 */
export async function userRecordsRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  async function loadUser(request: { params: { id: string } } & Parameters<typeof authOf>[0]) {
    const id = paramId(request.params.id);
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!u) throw httpError(404, messages.general.notFound);
    await assertUserInScope(db, authOf(request), id);
    return id;
  }

  r.get('/api/users/:id/walletLWBalance', spec('GET /api/users/:id/walletLWBalance'), async (request) => {
    const id = await loadUser(request);
    const [w] = await db.select().from(wallets).where(eq(wallets.userId, id));
    const [a] = await db
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(eq(affiliates.administradorId, id))
      .limit(1);
    return resource('WalletBalance', `${iriOf('user', id)}/walletLWBalance`, {
      user: iriOf('user', id),
      afiliado: iri('afiliado', a?.id),
      wallet: iri('wallet', w?.id),
      lwId: w?.lwId ?? null,
      balance: w?.balance ?? 0,
      plataformaPayments: w?.plataformaPayments ?? 0,
      provisionFund: w?.provisionFund ?? 0,
      parent: iri('wallet', w?.parentId),
      frozenByLw: w?.frozenByLw ?? false,
    });
  });

  // The user's logins, newest first (10 per page by default): when, from which IP and browser.
  r.get('/api/users/:id/last_logins', spec('GET /api/users/:id/last_logins'), async (request) => {
    const id = await loadUser(request);
    const paging = pagingFrom(request.query, 10);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(userLogins)
      .where(eq(userLogins.userId, id));
    const q = db
      .select()
      .from(userLogins)
      .where(eq(userLogins.userId, id))
      .orderBy(desc(userLogins.at), desc(userLogins.id));
    const rows = await pageOf(q, paging);
    const base = `${iriOf('user', id)}/last_logins`;
    return collection(
      'UserLogin',
      base,
      request.query,
      rows.map((l) =>
        member('UserLogin', `${base}/${l.id}`, { date: l.at.toISOString(), ip: l.ip, agent: l.agent }),
      ),
      total,
      paging,
    );
  });

  r.get('/api/users/:id/creditos', spec('GET /api/users/:id/creditos'), async (request) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    const scope = affiliateScope(auth);
    const where = and(
      eq(loans.userId, id),
      scope ? sql`${loans.affiliateId} in (select id from affiliates where ${scope})` : undefined,
    );
    const paging = pagingFrom(request.query, 30);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(loans)
      .where(where);
    const q = db.select().from(loans).where(where).orderBy(desc(loans.id));
    const rows = await pageOf(q, paging);
    return collection(
      'Credito',
      `${iriOf('user', id)}/creditos`,
      request.query,
      rows.map((l) => member('Credito', iriOf('loan', l.id), loanBody(l))),
      total,
      paging,
    );
  });

  r.get('/api/users/:id/payment_methods', spec('GET /api/users/:id/payment_methods'), async (request) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!u) throw httpError(404, messages.general.notFound);
    if (isRestricted(auth)) {
      // A borrower's payment methods are visible through a loan of one's own affiliates.
      const visible = await db
        .select({ id: loans.id })
        .from(loans)
        .where(
          and(
            eq(loans.userId, id),
            sql`${loans.affiliateId} in (select id from affiliates where ${affiliateScope(auth)})`,
          ),
        )
        .limit(1);
      if (visible.length === 0) await assertUserInScope(db, auth, id);
    }
    // §9: fetched with limit 1000.
    const paging = pagingFrom(
      { ...request.query, itemsPerPage: request.query.limit ?? request.query.itemsPerPage },
      LIMITS.paymentMethodsLimit,
    );
    const rows = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, id))
      .orderBy(desc(paymentMethods.id))
      .limit(paging.itemsPerPage);
    const members = rows.map((p) =>
      member('PaymentMethod', `/api/payment_methods/${p.id}`, {
        id: p.id,
        type: p.type,
        last4: p.last4,
        expiresAt: p.expiresAt,
        enabled: p.enabled,
        invalid: p.invalid,
        invalidType: p.invalidType,
        loan: iri('loan', p.loanId),
        version: p.version,
      }),
    );
    return collection('PaymentMethod', `${iriOf('user', id)}/payment_methods`, {}, members, members.length, {
      ...paging,
      enabled: false,
    });
  });
}
