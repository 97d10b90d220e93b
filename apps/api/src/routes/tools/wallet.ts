import { messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accounts, users, wallets } from '../../db/schema';
import { audit, type Tx } from '../../lib/audit';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { iriOf, paramId } from '../../lib/iri';
import { resource } from '../../lib/jsonld';
import { assertIfMatch, etagOf, lockAndCheck, sendVersion } from '../../lib/recordVersion';
import { assertUserInScope, authOf } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';
import { WalletProviderError } from '../../providers/wallet';

/** The person locked for a tool's write and checked against the request's If-Match (412 when stale). */
async function lockPerson(tx: Tx, request: FastifyRequest, id: number): Promise<void> {
  await lockAndCheck(tx, request, users, id, async () => {
    const [row] = await tx.select({ version: users.version }).from(users).where(eq(users.id, id));
    if (!row) throw httpError(404, messages.general.notFound);
    return row;
  });
}

/** The tools on a user's wallet at the provider (LW): register it, clean its KYC, an account's LW status (§7). */
export async function walletToolsRoutes(app: FastifyInstance, { db, wallet }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  async function loadUser(auth: AuthUser, id: number) {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    if (!u) throw httpError(404, messages.general.notFound);
    await assertUserInScope(db, auth, u.id);
    return u;
  }

  // §7 register the wallet at LW: code 5 on success (§4); §8 error 152 answers a 500 starting with 152.
  r.put(
    '/api/tools/registerWalletLW/:id',
    spec('PUT /api/tools/registerWalletLW/:id'),
    async (request, reply) => {
      const auth = authOf(request);
      const u = await loadUser(auth, paramId(request.params.id));
      // A colleague changed the person since the page read it: 412 before LW is asked.
      assertIfMatch(request, etagOf(u.version));
      let result: { lwId: string; walletStatusCode: number };
      try {
        result = await wallet.registerWallet({ id: u.id, email: u.email }, { userId: auth.id });
      } catch (err) {
        if (err instanceof WalletProviderError && err.code === 152) {
          // The admin cleans the KYC on this answer (spec §8, special handling): an error answer,
          // which the errors' own serialiser writes, not the success schema.
          throw httpError(500, `152 ${messages.write.registerWallet}`, { code: 152 });
        }
        throw httpError(502, messages.write.registerWallet);
      }
      const version = await db.transaction(async (tx) => {
        await lockPerson(tx, request, u.id);
        const [after] = await tx
          .update(users)
          .set({ lw: true, walletStatusCode: result.walletStatusCode })
          .where(eq(users.id, u.id))
          .returning({ version: users.version });
        await tx
          .insert(wallets)
          .values({ userId: u.id, lwId: result.lwId })
          .onConflictDoUpdate({ target: wallets.userId, set: { lwId: result.lwId } });
        await audit(tx, {
          userId: auth.id,
          action: 'registerWalletLW',
          resource: iriOf('user', u.id),
          person: u.id,
          before: { lw: u.lw, walletStatusCode: u.walletStatusCode },
          after: result,
        });
        return after?.version;
      });
      // The person's version after the write: the page's next save of it carries this one.
      if (version !== undefined) sendVersion(reply, etagOf(version));
      return resource('ToolResult', iriOf('user', u.id), {
        walletStatusCode: result.walletStatusCode,
        lw: true,
        message: messages.success.walletRegistered,
      });
    },
  );

  // §7 clean the KYC; §4 "cleaning KYC reloads the code from the user".
  r.put('/api/tools/cleanKYC/:id', spec('PUT /api/tools/cleanKYC/:id'), async (request, reply) => {
    const auth = authOf(request);
    const u = await loadUser(auth, paramId(request.params.id));
    assertIfMatch(request, etagOf(u.version));
    let result: { walletStatusCode: number };
    try {
      result = await wallet.cleanKyc({ id: u.id }, { userId: auth.id });
    } catch {
      throw httpError(502, messages.write.cleanKyc);
    }
    const version = await db.transaction(async (tx) => {
      await lockPerson(tx, request, u.id);
      const [after] = await tx
        .update(users)
        .set({ walletStatusCode: result.walletStatusCode })
        .where(eq(users.id, u.id))
        .returning({ version: users.version });
      await audit(tx, {
        userId: auth.id,
        action: 'cleanKYC',
        resource: iriOf('user', u.id),
        // Gaps: the KYC is the person's: their investor's or affiliate's history lists it.
        person: u.id,
        before: { walletStatusCode: u.walletStatusCode },
        after: result,
      });
      return after?.version;
    });
    if (version !== undefined) sendVersion(reply, etagOf(version));
    return resource('ToolResult', iriOf('user', u.id), {
      walletStatusCode: result.walletStatusCode,
      message: messages.success.kycCleaned,
    });
  });

  // loans §7 registerIBANLW: the user's IBAN at LW; the account keeps LW's id and is validated.
  // The provider is asked inside the transaction, so its failure leaves the account as it was.
  r.put(
    '/api/tools/microadmin/registerIBANLW/:id',
    spec('PUT /api/tools/microadmin/registerIBANLW/:id'),
    async (request) => {
      const auth = authOf(request);
      const u = await loadUser(auth, paramId(request.params.id));
      const account = await db.transaction(async (tx) => {
        const [a] = await tx
          .select()
          .from(accounts)
          .where(and(eq(accounts.userId, u.id), isNotNull(accounts.iban)))
          .orderBy(desc(accounts.id))
          .limit(1)
          .for('update');
        if (!a?.iban) throw httpError(400, messages.loanProviders.noIban);
        // The account changed since the page read it (another IBAN saved): 412 before LW is asked.
        assertIfMatch(request, etagOf(a.version));
        let lwIBANId: string;
        try {
          ({ lwIBANId } = await wallet.registerIban({ id: u.id, iban: a.iban }, { userId: auth.id }));
        } catch {
          throw httpError(502, messages.loan.errors.registerIbanLw);
        }
        const [after] = await tx
          .update(accounts)
          .set({ lwIBANId, ibanValidadoLw: true })
          .where(eq(accounts.id, a.id))
          .returning();
        await audit(tx, {
          userId: auth.id,
          action: 'registerIBANLW',
          resource: iriOf('account', a.id),
          person: u.id,
          before: { lwIBANId: a.lwIBANId, ibanValidadoLw: a.ibanValidadoLw },
          after: { lwIBANId, ibanValidadoLw: true },
        });
        return after ?? { ...a, lwIBANId, ibanValidadoLw: true };
      });
      return resource('ToolResult', iriOf('user', u.id), {
        account: iriOf('account', account.id),
        lwIBANId: account.lwIBANId ?? '',
        ibanValidadoLw: account.ibanValidadoLw,
        message: messages.loan.success.ibanRegistered,
      });
    },
  );

  // §7 the account's IBAN validation at LW and its user's wallet status.
  r.get('/api/tools/accountLWStatus/:id', spec('GET /api/tools/accountLWStatus/:id'), async (request) => {
    const id = paramId(request.params.id);
    const [a] = await db.select().from(accounts).where(eq(accounts.id, id));
    if (!a) throw httpError(404, messages.general.notFound);
    await assertUserInScope(db, authOf(request), a.userId);
    const [u] = await db.select({ code: users.walletStatusCode }).from(users).where(eq(users.id, a.userId));
    return {
      '@id': iriOf('account', id),
      ibanValidadoLw: a.ibanValidadoLw,
      lwIBANId: a.lwIBANId,
      walletStatusCode: u?.code ?? null,
    };
  });
}
