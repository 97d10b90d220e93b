import { createHash } from 'node:crypto';
import { BUSINESS_TIME_ZONE, messages } from '@backoffice/domain';
import { type Approval, isApproval, isMoneyOperation } from '@backoffice/domain/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { moneyOperations, users, wallets } from '../../db/schema';
import { needsApproval, registerApprovalExecutor, requestApproval } from '../../lib/approvals';
import { audit, type Tx } from '../../lib/audit';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { idFrom, iri, iriOf } from '../../lib/iri';
import { resource } from '../../lib/jsonld';
import { authOf, loadAffiliate } from '../../lib/scope';
import type { WalletProvider } from '../../providers/wallet';

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

type Wallet = typeof wallets.$inferSelect;
type Kind = 'moneyP2P' | 'moneyOut';

/**
 * Reserves a money out's amount with a conditional `UPDATE wallets … WHERE balance >= amount`,
 * which PostgreSQL serialises on the wallet row: concurrent money outs never overdraw it.
 */
async function reserveMoneyOut(tx: Tx, walletUser: number, amount: number) {
  const [w] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} - ${amount}` })
    .where(and(eq(wallets.userId, walletUser), sql`${wallets.balance} >= ${amount}`))
    .returning();
  if (w) return { wallet: w, before: w.balance + amount };
  const [current] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, walletUser));
  if (!current) throw httpError(422, messages.write.moneyOut);
  throw httpError(422, messages.money.insufficientBalance(current.balance));
}

/**
 * Undoes phase 1 of a movement the provider did not make: the claimed key is deleted (free for a
 * new attempt) and a money out's reserved amount goes back to the wallet, whose new balance is
 * answered (null for a MP2P, which reserved nothing).
 */
async function releaseClaim(
  tx: Tx,
  c: { operationId: number; kind: Kind; walletId: number; amount: number },
): Promise<number | null> {
  await tx.delete(moneyOperations).where(eq(moneyOperations.id, c.operationId));
  if (c.kind !== 'moneyOut') return null;
  const [released] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${c.amount}` })
    .where(eq(wallets.id, c.walletId))
    .returning({ balance: wallets.balance });
  return released?.balance ?? null;
}

/** The reference a money operation's movement carries at the provider (one per operation). */
export const movementReference = (operationId: number) => `money-operation-${operationId}`;

/**
 * The wallet provider's movement; any failure is the operation's Spanish 502. `userId` is the
 * staff user who asked (the approver of a four-eyes money out); the wallet's owner is the customer
 * the call concerns (both shown by Logs LW).
 */
async function providerMovement(
  provider: WalletProvider,
  kind: Kind,
  w: Wallet,
  m: { operationId: number; amount: number; msg: string },
  userId: number,
) {
  const by = { userId, customerId: w.userId };
  const { amount, msg } = m;
  const reference = movementReference(m.operationId);
  try {
    return kind === 'moneyP2P'
      ? (
          await provider.moneyP2P(
            { from: 'plataforma', to: w.lwId ?? String(w.id), amount, msg, reference },
            by,
          )
        ).transactionId
      : (await provider.moneyOut({ wallet: w.lwId ?? String(w.id), amount, msg, reference }, by))
          .transactionId;
  } catch {
    throw httpError(502, kind === 'moneyP2P' ? messages.write.mp2p : messages.write.moneyOut);
  }
}

/**
 * Records a movement the provider made: a MP2P credits the wallet; the operation becomes 'done'
 * with its answer; the audit row names the wallet's balance before and after.
 */
async function recordMovement(
  tx: Tx,
  m: { operationId: number; kind: Kind; wallet: Wallet; before: number; amount: number; msg: string },
  transactionId: string,
  userId: number,
  reason: string | null = null,
) {
  const { kind, wallet: w, amount, msg } = m;
  const body = resource('MoneyOperation', iriOf('wallet', w.id), {
    id: m.operationId,
    kind,
    amount,
    msg,
    transactionId,
    message:
      kind === 'moneyP2P'
        ? messages.success.mp2pDone(msg, amount)
        : messages.success.moneyOutDone(msg, amount),
  });
  let after = m.before - (kind === 'moneyOut' ? amount : 0);
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
    .where(eq(moneyOperations.id, m.operationId));
  await audit(tx, {
    userId,
    action: kind,
    resource: iriOf('wallet', w.id),
    person: w.userId,
    reason,
    before: { balance: kind === 'moneyP2P' ? after - amount : m.before },
    after: { balance: after, amount, msg, transactionId },
  });
  return body;
}

/**
 * What a wallet's money outs of today (the Madrid day) add up to: made, in progress or waiting for
 * a second person (a refused or failed one leaves no row). The four-eyes threshold counts them.
 */
async function moneyOutsOfTheDay(tx: Tx, walletUser: number): Promise<number> {
  const madrid = (ts: SQL) => sql`(${ts} at time zone ${BUSINESS_TIME_ZONE})::date`;
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${moneyOperations.amount}), 0)` })
    .from(moneyOperations)
    .where(
      and(
        eq(moneyOperations.kind, 'moneyOut'),
        eq(moneyOperations.userId, walletUser),
        // A range on created_at (the index's second column): from the day's Madrid midnight on.
        sql`${moneyOperations.createdAt} >= (${madrid(sql`now()`)}::timestamp at time zone ${BUSINESS_TIME_ZONE})`,
      ),
    );
  return Number(row?.total ?? 0);
}

/** What a money out waiting for a second person keeps in its approval (lib/approvals.ts). */
interface MoneyOutPayload {
  operationId: number;
  walletUser: number;
  amount: number;
  msg: string;
}

const moneyOutPayload = (p: Record<string, unknown>): MoneyOutPayload => {
  const { operationId, walletUser, amount, msg } = p;
  if (typeof operationId !== 'number' || typeof walletUser !== 'number' || typeof amount !== 'number')
    throw httpError(500, messages.general.serverError);
  return { operationId, walletUser, amount, msg: typeof msg === 'string' ? msg : '' };
};

/**
 * Issue 14 four-eyes: an approved money out runs here, in the transaction that holds the approval
 * row, so two approvers cannot both run it; its claimed key ('awaiting') makes it run at most
 * once even so. The provider is called inside that transaction (a human-paced, one-off call):
 * when it fails the reservation is rolled back with everything else.
 */
registerApprovalExecutor(
  'moneyOut',
  async (tx, raw, approver, deps) => {
    const p = moneyOutPayload(raw);
    const [op] = await tx
      .select({ state: moneyOperations.state })
      .from(moneyOperations)
      .where(eq(moneyOperations.id, p.operationId))
      .for('update');
    if (op?.state !== 'awaiting') throw httpError(409, messages.approvals.notPending);
    const reserved = await reserveMoneyOut(tx, p.walletUser, p.amount);
    const transactionId = await providerMovement(
      deps.wallet,
      'moneyOut',
      reserved.wallet,
      { operationId: p.operationId, amount: p.amount, msg: p.msg },
      approver.id,
    );
    const body = await recordMovement(
      tx,
      { operationId: p.operationId, kind: 'moneyOut', ...reserved, amount: p.amount, msg: p.msg },
      transactionId,
      approver.id,
    );
    return { message: body.message, operation: body['@id'], transactionId };
  },
  // Rejected or failed: the key is free again, as after a provider failure.
  async (tx, raw) => {
    const p = moneyOutPayload(raw);
    await tx
      .delete(moneyOperations)
      .where(and(eq(moneyOperations.id, p.operationId), eq(moneyOperations.state, 'awaiting')));
  },
);

/**
 * 202 with the pending approval: the money out's contract declares that answer (`pending`); the
 * handler, shared with moneyP2P, is typed by the union of both routes, so it is sent untyped.
 */
const sendPending = (reply: FastifyReply, approval: Approval) => reply.status(202).send(approval);

export async function moneyToolsRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { db, wallet } = deps;
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
          // Waiting for a second person (issue 14): the first answer, the pending approval, again.
          if (prev.state === 'awaiting' && kind === 'moneyOut' && isApproval(prev.response))
            return sendPending(reply, prev.response);
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

      // Phase 1, in one transaction: claim the key; a money out also reserves the amount on the
      // wallet, or (four-eyes) waits for a second person with its key claimed ('awaiting', answered
      // with the approval on a replay) and nothing moved. A money out locks its wallet row first, so
      // the wallet's money outs of the day, the decision and the claim happen one request at a time.
      const claim = await db.transaction(async (tx) => {
        let fourEyes = false;
        if (kind === 'moneyOut') {
          const [locked] = await tx
            .select()
            .from(wallets)
            .where(eq(wallets.userId, walletUser))
            .for('update');
          if (!locked) throw httpError(422, failed);
          // A twin with this key that held the lock first: its answer is ours (replayed below).
          const [twin] = await tx
            .select({ id: moneyOperations.id })
            .from(moneyOperations)
            .where(and(eq(moneyOperations.createdBy, auth.id), eq(moneyOperations.idempotencyKey, key)));
          if (twin) return null;
          const dayTotal = await moneyOutsOfTheDay(tx, walletUser);
          fourEyes = needsApproval(deps, 'moneyOut', { amount, dayTotal });
          // Asked with no money to pay it, it would only fail when approved: refused now (and again then).
          if (fourEyes && locked.balance < amount)
            throw httpError(422, messages.money.insufficientBalance(locked.balance));
        }
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
            state: fourEyes ? 'awaiting' : 'pending',
          })
          .onConflictDoNothing()
          .returning({ id: moneyOperations.id });
        if (!claimed) return null;
        if (fourEyes) {
          const approval = await requestApproval(tx, auth, {
            action: 'moneyOut',
            resource: iri('afiliado', affiliateId) ?? iriOf('user', walletUser),
            payload: { operationId: claimed.id, walletUser, amount, msg: b.msg },
          });
          await tx
            .update(moneyOperations)
            .set({ response: approval })
            .where(eq(moneyOperations.id, claimed.id));
          return { awaiting: true as const, approval };
        }
        if (kind === 'moneyOut')
          return { id: claimed.id, ...(await reserveMoneyOut(tx, walletUser, amount)) };
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
      if (claim.awaiting) return sendPending(reply, claim.approval);
      const w = claim.wallet;

      // Phase 2: the provider, outside any transaction.
      let transactionId: string;
      try {
        transactionId = await providerMovement(
          wallet,
          kind,
          w,
          { operationId: claim.id, amount, msg: b.msg },
          auth.id,
        );
      } catch (error) {
        await db.transaction((tx) =>
          releaseClaim(tx, { operationId: claim.id, kind, walletId: w.id, amount }),
        );
        throw error;
      }

      // Phase 3: record the movement.
      const body = await db.transaction((tx) =>
        recordMovement(
          tx,
          { operationId: claim.id, kind, wallet: w, before: claim.before, amount, msg: b.msg },
          transactionId,
          auth.id,
        ),
      );
      return reply.status(201).send(body);
    });
  }
}

/** How old a `pending` money operation must be before the reconciler settles it. */
export const RECONCILE_AFTER_MS = 5 * 60_000;

export interface ReconcileOutcome {
  /** The provider had made the movement: it is recorded now ('done', audit, MP2P credit). */
  recorded: number;
  /** The provider had made none: the claim is deleted and a money out's reservation released. */
  released: number;
  /** The provider could not be asked: left pending for the next run. */
  unresolved: number;
}

/**
 * Settles the `pending` money operations that a process left behind when it died between the
 * wallet provider's call and recording its answer. Each is asked of the provider by its reference:
 * a movement it made is recorded; one it did not make frees the key and the reserved amount.
 * Each settles in its own transaction on the row locked with SKIP LOCKED, so two servers
 * reconciling at once settle every operation exactly once. Only operations older than
 * `RECONCILE_AFTER_MS` are touched: a live request's provider call is over long before.
 */
export async function reconcileMoneyOperations(
  deps: Pick<RouteDeps, 'db' | 'wallet' | 'now'>,
  olderThanMs = RECONCILE_AFTER_MS,
): Promise<ReconcileOutcome> {
  const { db, wallet } = deps;
  const outcome: ReconcileOutcome = { recorded: 0, released: 0, unresolved: 0 };
  const cutoff = new Date(deps.now() - olderThanMs);
  const stale = await db
    .select()
    .from(moneyOperations)
    .where(and(eq(moneyOperations.state, 'pending'), lt(moneyOperations.createdAt, cutoff)))
    .orderBy(moneyOperations.id);
  for (const op of stale) {
    if (op.kind !== 'moneyP2P' && op.kind !== 'moneyOut') continue;
    const kind: Kind = op.kind;
    let found: { transactionId: string } | null;
    try {
      found = await wallet.findMovement(movementReference(op.id), { userId: null, customerId: op.userId });
    } catch {
      outcome.unresolved += 1;
      continue;
    }
    const settled = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: moneyOperations.id })
        .from(moneyOperations)
        .where(and(eq(moneyOperations.id, op.id), eq(moneyOperations.state, 'pending')))
        .for('update', { skipLocked: true });
      if (!locked || op.userId === null) return null;
      const [w] = await tx.select().from(wallets).where(eq(wallets.userId, op.userId)).for('update');
      if (!w) return null;
      if (found) {
        // A money out's amount left the balance with its reservation; a MP2P's arrives now.
        const before = kind === 'moneyOut' ? w.balance + op.amount : w.balance;
        await recordMovement(
          tx,
          { operationId: op.id, kind, wallet: w, before, amount: op.amount, msg: op.msg },
          found.transactionId,
          op.createdBy,
          messages.money.reconciledRecorded,
        );
        return 'recorded' as const;
      }
      const after =
        (await releaseClaim(tx, { operationId: op.id, kind, walletId: w.id, amount: op.amount })) ??
        w.balance;
      await audit(tx, {
        userId: op.createdBy,
        action: 'money.released',
        resource: iriOf('wallet', w.id),
        person: w.userId,
        reason: messages.money.reconciledReleased,
        before: { balance: w.balance, state: 'pending', kind, amount: op.amount },
        after: { balance: after },
      });
      return 'released' as const;
    });
    if (settled) outcome[settled] += 1;
  }
  return outcome;
}
