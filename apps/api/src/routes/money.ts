import { createHash } from 'node:crypto';
import { businessDay, cancellationCreditIdError, isIsoDate, messages } from '@backoffice/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { access } from '../access';
import { cancellationOperations, loans, moneyOperations, users, wallets } from '../db/schema';
import { audit } from '../lib/audit';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { idFrom, iriOf, linkSchema, paramId } from '../lib/iri';
import { idParams, isoDate } from '../lib/schemas';
import { authOf, loadAffiliate } from '../lib/scope';
import { cancellationMember } from './affiliates';

const moneyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'msg'],
  properties: {
    amount: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
    msg: { type: 'string', minLength: 1, maxLength: 500 },
    user: linkSchema,
    afiliado: linkSchema,
  },
} as const;

/** The same body, whatever the key order, hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** How long a replay waits for its twin's provider call before answering 409 (a double click waits). */
const PENDING_WAIT_MS = 10_000;
const PENDING_POLL_MS = 20;

export async function moneyRoutes(app: FastifyInstance, { db, wallet, now }: RouteDeps) {
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
    app.post<{ Body: { amount: number; msg: string; user?: unknown; afiliado?: unknown } }>(
      `/api/tools/admin/${kind}`,
      { config: { access: access(`POST /api/tools/admin/${kind}`) }, schema: { body: moneyBody } },
      async (request, reply: FastifyReply) => {
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
            if (prev.state === 'done') return reply.status(201).send(prev.response);
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
                  await wallet.moneyP2P({
                    from: 'plataforma',
                    to: w.lwId ?? String(w.id),
                    amount,
                    msg: b.msg,
                  })
                ).transactionId
              : (await wallet.moneyOut({ wallet: w.lwId ?? String(w.id), amount, msg: b.msg })).transactionId;
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
        const body = {
          '@id': iriOf('wallet', w.id),
          '@type': 'MoneyOperation',
          id: claim.id,
          kind,
          amount,
          msg: b.msg,
          transactionId,
          message:
            kind === 'moneyP2P'
              ? messages.success.mp2pDone(b.msg, amount)
              : messages.success.moneyOutDone(b.msg, amount),
        };
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
      },
    );
  }

  // Cancellations (§5: the credit must belong to the same affiliate).
  app.post<{ Body: Record<string, unknown> }>(
    '/api/cancellation_operations',
    {
      config: { access: access('POST /api/cancellation_operations') },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['afiliado'],
          properties: {
            afiliado: linkSchema,
            credito: linkSchema,
            creditoId: { type: ['integer', 'string'], maxLength: 20 },
            date: { anyOf: [isoDate, { type: 'null' }] },
            amount: { type: ['number', 'null'], minimum: 0, maximum: 1_000_000 },
            finalAmount: { type: ['number', 'null'], minimum: 0, maximum: 1_000_000 },
            byTransfer: { type: 'boolean' },
          },
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const b = request.body;
      // The pattern lets 2026-13-45 through; the calendar check is the domain's.
      if (b.date != null && !isIsoDate(b.date))
        throw httpError(400, messages.input.invalidData, { violations: { date: messages.input.badFormat } });
      const affiliateId = idFrom('afiliado', b.afiliado) as number;
      const rawCredit = b.credito ?? b.creditoId;
      let loanId: number | null = null;
      try {
        loanId = idFrom('loan', rawCredit);
      } catch {
        loanId = null;
      }
      const row = await db.transaction(async (tx) => {
        const a = await loadAffiliate(tx as never, auth, affiliateId);
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
            date: (b.date as string | null | undefined) ?? businessDay(now()),
            amount: (b.amount as number | null | undefined) ?? loan.cantidad,
            finalAmount: (b.finalAmount as number | null | undefined) ?? null,
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

  app.delete<{ Params: { id: string } }>(
    '/api/cancellation_operations/:id',
    { config: { access: access('DELETE /api/cancellation_operations/:id') }, schema: { params: idParams } },
    async (request, reply) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      await db.transaction(async (tx) => {
        const [c] = await tx.select().from(cancellationOperations).where(eq(cancellationOperations.id, id));
        if (!c) throw httpError(404, messages.general.notFound);
        await loadAffiliate(tx as never, auth, c.affiliateId);
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
          before: c,
        });
      });
      return reply.status(204).send();
    },
  );
}
