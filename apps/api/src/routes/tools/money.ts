import { createHash } from 'node:crypto';
import { messages } from '@backoffice/domain';
import { isMoneyOperation } from '@backoffice/domain/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { moneyOperations, users, wallets } from '../../db/schema';
import { audit } from '../../lib/audit';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { idFrom, iriOf } from '../../lib/iri';
import { resource } from '../../lib/jsonld';
import { authOf, loadAffiliate } from '../../lib/scope';

/** The same body, whatever the key order, hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** How long a replay waits for its twin's provider call before answering 409 (a double click waits). */
const PENDING_WAIT_MS = 10_000;
const PENDING_POLL_MS = 20;

export async function moneyToolsRoutes(app: FastifyInstance, { db, wallet }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  /**
   * moneyP2P and moneyOut with an Idempotency-Key, in two phases so that no database transaction
   * stays open while the wallet provider answers:
   * 1. one transaction claims the key (a `money_operations` row in state 'pending', unique per
   *    caller and key) and, for a money out, reserves the amount with a conditional
   *    `UPDATE wallets … WHERE balance >= amount`, which PostgreSQL serialises on the wallet row:
   *    concurrent money outs can never take the balance below zero;
   * 2. the provider is called outside any transaction;
   * 3. a second transaction records the movement ('done', the answer, the audit entry), or, when
   *    the provider failed, deletes the claim and releases the reservation: nothing is left.
   * A replay with the same body gets the first answer (waiting while it is pending), another body a 422.
   */
  for (const kind of ['moneyP2P', 'moneyOut'] as const) {
    r.post(`/api/tools/admin/${kind}`, spec(`POST /api/tools/admin/${kind}`), async (request, reply) => {
      const auth = authOf(request);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !/^[\w.:-]{8,200}$/.test(key))
        throw httpError(400, messages.general.invalidParams);
      const b = request.body;
      const amount = Math.round(b.amount * 100) / 100;
      if (amount <= 0 || Math.abs(amount - b.amount) > 1e-9)
        throw httpError(400, messages.validation.numberInvalid);
      const requestHash = createHash('sha256')
        .update(`${kind}|${canonical(b)}`)
        .digest('hex');

      const replay = async () => {
        const deadline = Date.now() + PENDING_WAIT_MS;
        for (;;) {
          const [prev] = await db
            .select()
            .from(moneyOperations)
            .where(and(eq(moneyOperations.createdBy, auth.id), eq(moneyOperations.idempotencyKey, key)));
          if (!prev) return null;
          if (prev.requestHash !== requestHash) throw httpError(422, messages.http[422]);
          if (prev.state === 'done' && isMoneyOperation(prev.response))
            return reply.status(201).send(prev.response);
          if (prev.state === 'done') throw httpError(500, messages.general.serverError);
          if (Date.now() > deadline) throw httpError(409, messages.money.inProgress);
          await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
        }
      };
      const first = await replay();
      if (first) return first;

      // The receiving (moneyP2P) or paying (moneyOut) wallet: of a user, or of an affiliate's administrator.
      const affiliateId = idFrom('afiliado', b.afiliado);
      let userId = idFrom('user', b.user);
      if (affiliateId !== null) {
        const a = await loadAffiliate(db, auth, affiliateId);
        userId ??= a.administradorId;
      }
      if (userId === null) throw httpError(400, messages.general.invalidParams);
      const walletUser = userId;
      const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, walletUser));
      if (!target) throw httpError(404, messages.general.notFound);
      const failed = kind === 'moneyP2P' ? messages.write.mp2p : messages.write.moneyOut;

      // Phase 1: claim the key; a money out also reserves the amount on the wallet.
      const claim = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(moneyOperations)
          .values({
            kind,
            idempotencyKey: key,
            requestHash,
            userId: walletUser,
            affiliateId,
            amount,
            msg: b.msg,
            createdBy: auth.id,
            response: {},
            state: 'pending',
          })
          .onConflictDoNothing()
          .returning({ id: moneyOperations.id });
        if (!claimed) return null;
        if (kind === 'moneyOut') {
          const [w] = await tx
            .update(wallets)
            .set({ balance: sql`${wallets.balance} - ${amount}` })
            .where(and(eq(wallets.userId, walletUser), sql`${wallets.balance} >= ${amount}`))
            .returning();
          if (w) return { id: claimed.id, wallet: w, before: w.balance + amount };
          const [current] = await tx
            .select({ balance: wallets.balance })
            .from(wallets)
            .where(eq(wallets.userId, walletUser));
          if (!current) throw httpError(422, failed);
          throw httpError(422, messages.money.insufficientBalance(current.balance));
        }
        const [w] = await tx.select().from(wallets).where(eq(wallets.userId, walletUser));
        if (!w) throw httpError(422, failed);
        return { id: claimed.id, wallet: w, before: w.balance };
      });
      if (!claim) {
        // A concurrent twin claimed the key first: its answer is ours.
        const again = await replay();
        if (again) return again;
        throw httpError(409, messages.http[409]);
      }
      const w = claim.wallet;

      // Phase 2: the provider, outside any transaction.
      let transactionId: string;
      try {
        transactionId =
          kind === 'moneyP2P'
            ? (
                await wallet.moneyP2P(
                  { from: 'plataforma', to: w.lwId ?? String(w.id), amount, msg: b.msg },
                  { userId: auth.id },
                )
              ).transactionId
            : (
                await wallet.moneyOut(
                  { wallet: w.lwId ?? String(w.id), amount, msg: b.msg },
                  { userId: auth.id },
                )
              ).transactionId;
      } catch {
        await db.transaction(async (tx) => {
          await tx.delete(moneyOperations).where(eq(moneyOperations.id, claim.id));
          if (kind === 'moneyOut')
            await tx
              .update(wallets)
              .set({ balance: sql`${wallets.balance} + ${amount}` })
              .where(eq(wallets.id, w.id));
        });
        throw httpError(502, failed);
      }

      // Phase 3: record the movement.
      const body = resource('MoneyOperation', iriOf('wallet', w.id), {
        id: claim.id,
        kind,
        amount,
        msg: b.msg,
        transactionId,
        message:
          kind === 'moneyP2P'
            ? messages.success.mp2pDone(b.msg, amount)
            : messages.success.moneyOutDone(b.msg, amount),
      });
      await db.transaction(async (tx) => {
        let after = w.balance;
        if (kind === 'moneyP2P') {
          const [credited] = await tx
            .update(wallets)
            .set({ balance: sql`${wallets.balance} + ${amount}` })
            .where(eq(wallets.id, w.id))
            .returning({ balance: wallets.balance });
          after = credited?.balance ?? w.balance + amount;
        }
        await tx
          .update(moneyOperations)
          .set({ response: body, state: 'done' })
          .where(eq(moneyOperations.id, claim.id));
        await audit(tx, {
          userId: auth.id,
          action: kind,
          resource: iriOf('wallet', w.id),
          before: { balance: kind === 'moneyP2P' ? after - amount : claim.before },
          after: { balance: after, amount, msg: b.msg, transactionId },
        });
      });
      return reply.status(201).send(body);
    });
  }
}
