import { messages } from '@backoffice/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, moneyOperations, users, wallets } from '../src/db/schema';
import { movementReference, RECONCILE_AFTER_MS, reconcileMoneyOperations } from '../src/routes/tools/money';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * A process that dies between the wallet provider's answer and recording it leaves its money
 * operation `pending` (a money out's amount still reserved). The reconciler asks the provider by
 * the operation's reference and records the movement it made, or releases what it did not make.
 * On PGlite and on PostgreSQL, where two reconcilers really run at once.
 */
let t: TestContext;
let walletUsers: number[];
let admin: number;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny', fourEyes: false });
  walletUsers = (await db().select({ userId: wallets.userId }).from(wallets).limit(6)).map((w) => w.userId);
  const [me] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!me) throw new Error('no admin in the seed');
  admin = me.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const reconcile = (olderThanMs?: number) =>
  reconcileMoneyOperations({ db: db(), wallet: t.providers.wallet, now: () => Date.now() }, olderThanMs);

async function balanceOf(userId: number): Promise<number> {
  const [w] = await db().select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId));
  return w?.balance ?? Number.NaN;
}

/** What phase 1 leaves: the claimed key, 'pending', and for a money out the amount reserved. */
async function leftPending(
  kind: 'moneyOut' | 'moneyP2P',
  userId: number,
  amount: number,
  opts: { balance: number; ageMs?: number; key: string },
) {
  await db().update(wallets).set({ balance: opts.balance }).where(eq(wallets.userId, userId));
  if (kind === 'moneyOut')
    await db()
      .update(wallets)
      .set({ balance: opts.balance - amount })
      .where(eq(wallets.userId, userId));
  const [op] = await db()
    .insert(moneyOperations)
    .values({
      kind,
      idempotencyKey: opts.key,
      requestHash: 'x',
      userId,
      affiliateId: null,
      amount,
      msg: 'Interrumpida',
      createdBy: admin,
      response: {},
      state: 'pending',
      createdAt: new Date(Date.now() - (opts.ageMs ?? RECONCILE_AFTER_MS + 60_000)),
    })
    .returning({ id: moneyOperations.id });
  if (!op) throw new Error('not inserted');
  return op.id;
}

/** The provider made the movement under the operation's reference before the process died. */
async function providerMade(kind: 'moneyOut' | 'moneyP2P', operationId: number, amount: number) {
  const reference = movementReference(operationId);
  const w = t.providers.wallet;
  return kind === 'moneyOut'
    ? (await w.moneyOut({ wallet: 'LW', amount, msg: 'Interrumpida', reference })).transactionId
    : (await w.moneyP2P({ from: 'plataforma', to: 'LW', amount, msg: 'Interrumpida', reference }))
        .transactionId;
}

const opById = async (id: number) =>
  (await db().select().from(moneyOperations).where(eq(moneyOperations.id, id)))[0];

async function lastAudit(userId: number) {
  const [w] = await db().select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, userId));
  const [a] = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, `/api/wallets/${w?.id ?? 0}`)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return a;
}

describe('money reconciliation', () => {
  it('records a money out the provider made: done, its transaction id, the reservation kept, audited', async () => {
    const user = walletUsers[0] as number;
    const id = await leftPending('moneyOut', user, 100, { balance: 1000, key: 'reconcile-out-made' });
    const transactionId = await providerMade('moneyOut', id, 100);
    expect(await reconcile()).toEqual({ recorded: 1, released: 0, unresolved: 0 });
    const op = await opById(id);
    expect(op?.state).toBe('done');
    expect(op?.response).toMatchObject({ transactionId, amount: 100, kind: 'moneyOut' });
    expect(await balanceOf(user)).toBe(900);
    const a = await lastAudit(user);
    expect(a).toMatchObject({ action: 'moneyOut', reason: messages.money.reconciledRecorded });
    expect(a?.after).toMatchObject({ balance: 900, transactionId });
  });

  it('records a MP2P the provider made: the wallet is credited once', async () => {
    const user = walletUsers[1] as number;
    const id = await leftPending('moneyP2P', user, 50, { balance: 500, key: 'reconcile-p2p-made' });
    await providerMade('moneyP2P', id, 50);
    expect(await reconcile()).toEqual({ recorded: 1, released: 0, unresolved: 0 });
    expect(await balanceOf(user)).toBe(550);
    // A second run finds nothing left to settle.
    expect(await reconcile()).toEqual({ recorded: 0, released: 0, unresolved: 0 });
    expect(await balanceOf(user)).toBe(550);
  });

  it('releases a money out the provider never made: the key is free and the amount is back', async () => {
    const user = walletUsers[2] as number;
    const id = await leftPending('moneyOut', user, 75.5, { balance: 300, key: 'reconcile-out-lost' });
    expect(await balanceOf(user)).toBe(224.5);
    expect(await reconcile()).toEqual({ recorded: 0, released: 1, unresolved: 0 });
    expect(await opById(id)).toBeUndefined();
    expect(await balanceOf(user)).toBe(300);
    const a = await lastAudit(user);
    expect(a).toMatchObject({ action: 'money.released', reason: messages.money.reconciledReleased });
    // The same key can be used again: the first attempt left nothing behind.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/tools/admin/moneyOut',
      payload: { amount: 75.5, msg: 'Reintento', user: `/api/users/${user}` },
      headers: { ...(await t.as('admin')), 'idempotency-key': 'reconcile-out-lost' },
    });
    expect(again.statusCode).toBe(201);
    expect(await balanceOf(user)).toBe(224.5);
  });

  it('leaves a young pending operation alone (a live request may still be waiting on the provider)', async () => {
    const user = walletUsers[3] as number;
    const id = await leftPending('moneyOut', user, 10, { balance: 100, ageMs: 1000, key: 'reconcile-young' });
    expect(await reconcile()).toEqual({ recorded: 0, released: 0, unresolved: 0 });
    expect((await opById(id))?.state).toBe('pending');
    expect(await balanceOf(user)).toBe(90);
    // Settled once it is old enough (here: a threshold of 0).
    expect(await reconcile(0)).toEqual({ recorded: 0, released: 1, unresolved: 0 });
    expect(await balanceOf(user)).toBe(100);
  });

  it('leaves the operation pending when the provider cannot be asked, and settles it on the next run', async () => {
    const user = walletUsers[4] as number;
    const id = await leftPending('moneyOut', user, 20, { balance: 200, key: 'reconcile-provider-down' });
    await providerMade('moneyOut', id, 20);
    t.providers.wallet.failNext('findMovement', 500);
    expect(await reconcile()).toEqual({ recorded: 0, released: 0, unresolved: 1 });
    expect((await opById(id))?.state).toBe('pending');
    expect(await balanceOf(user)).toBe(180);
    expect(await reconcile()).toEqual({ recorded: 1, released: 0, unresolved: 0 });
    expect((await opById(id))?.state).toBe('done');
  });

  it('two reconcilers at once settle each operation exactly once', async () => {
    const user = walletUsers[5] as number;
    await db().update(wallets).set({ balance: 1000 }).where(eq(wallets.userId, user));
    const made: number[] = [];
    const lost: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const [w] = await db()
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.userId, user));
      const id = await leftPending('moneyOut', user, 10, {
        balance: w?.balance ?? 0,
        key: `reconcile-race-${i}`,
      });
      if (i % 2 === 0) {
        await providerMade('moneyOut', id, 10);
        made.push(id);
      } else lost.push(id);
    }
    expect(await balanceOf(user)).toBe(940);
    const [a, b] = await Promise.all([reconcile(), reconcile()]);
    expect((a?.recorded ?? 0) + (b?.recorded ?? 0)).toBe(3);
    expect((a?.released ?? 0) + (b?.released ?? 0)).toBe(3);
    // Three money outs happened (30 €), three were released (30 € back).
    expect(await balanceOf(user)).toBe(970);
    for (const id of made) expect((await opById(id))?.state).toBe('done');
    for (const id of lost) expect(await opById(id)).toBeUndefined();
  });
});
