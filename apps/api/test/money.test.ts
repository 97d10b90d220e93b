import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, moneyOperations, wallets } from '../src/db/schema';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * Issue 12 "Money": money outs and MP2Ps on one wallet, concurrently, on PGlite and (the case that
 * overdrew before) on PostgreSQL, where the requests really run in parallel on separate connections.
 */
let t: TestContext;
let walletUsers: number[];
beforeAll(async () => {
  // The movements themselves, run at once: four-eyes (test/approvals.test.ts) is off here, as
  // with FOUR_EYES=off, since several of these money outs are above its threshold.
  t = await createTestApp({ seed: 'tiny', fourEyes: false });
  walletUsers = (await t.database.db.select({ userId: wallets.userId }).from(wallets).limit(5)).map(
    (w) => w.userId,
  );
});
afterAll(() => t.close());

const db = () => t.database.db;

async function setBalance(userId: number, balance: number) {
  await db().update(wallets).set({ balance }).where(eq(wallets.userId, userId));
}

async function balanceOf(userId: number): Promise<number> {
  const [w] = await db().select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId));
  return w?.balance ?? Number.NaN;
}

/** Movements recorded on a wallet, and every row a money operation may leave behind. */
async function rows(userId: number) {
  const ops = await db().select().from(moneyOperations).where(eq(moneyOperations.userId, userId));
  const [audits] = await db()
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.resource, `/api/wallets/${(await walletId(userId)) ?? 0}`)));
  return {
    done: ops.filter((o) => o.state === 'done').length,
    pending: ops.filter((o) => o.state !== 'done').length,
    audits: audits?.n ?? 0,
  };
}

async function walletId(userId: number) {
  const [w] = await db().select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, userId));
  return w?.id;
}

async function post(kind: 'moneyOut' | 'moneyP2P', userId: number, amount: number, key: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/tools/admin/${kind}`,
    payload: { amount, msg: 'Prueba de concurrencia', user: `/api/users/${userId}` },
    headers: { ...(await t.as('admin')), 'idempotency-key': key },
  });
}

describe('money out: the balance never goes below zero', () => {
  it('answers a money out above the balance with 422 and the available amount in euros', async () => {
    const user = walletUsers[0] as number;
    await setBalance(user, 49949.61);
    const before = await rows(user);
    const res = await post('moneyOut', user, 49949.62, 'above-balance-0001');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Saldo insuficiente: el saldo disponible del monedero es 49.949,61\u00a0€');
    expect(await balanceOf(user)).toBe(49949.61);
    expect(await rows(user)).toEqual(before);
  });

  it('20 concurrent money outs with different keys that together exceed the balance', async () => {
    const user = walletUsers[1] as number;
    // The figures: a balance of 49,949.61 and money outs of 29,969.77 (one fits).
    await setBalance(user, 49949.61);
    const before = await rows(user);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('moneyOut', user, 29969.77, `issue-figures-${i}`)),
    );
    const created = answers.filter((r) => r.statusCode === 201).length;
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
    expect(created).toBe(1);
    expect(await balanceOf(user)).toBe(19979.84);
    const after = await rows(user);
    expect(after.done - before.done).toBe(created);
    expect(after.audits - before.audits).toBe(created);
    expect(after.pending).toBe(0);

    // Several fit: 1,000.00 in money outs of 75.50 → exactly 13 succeed and 18.50 are left.
    await setBalance(user, 1000);
    const answers2 = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('moneyOut', user, 75.5, `several-fit-${i}`)),
    );
    const created2 = answers2.filter((r) => r.statusCode === 201).length;
    expect(created2).toBe(13);
    expect(await balanceOf(user)).toBe(18.5);
    for (const r of answers2.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().error).toMatch(/^Saldo insuficiente: el saldo disponible del monedero es \d/);
    }
    expect((await rows(user)).done - after.done).toBe(13);
  });
});

describe('MP2P: every credited movement is recorded once', () => {
  it('20 concurrent MP2Ps with different keys credit the wallet 20 times', async () => {
    const user = walletUsers[2] as number;
    await setBalance(user, 10);
    const before = await rows(user);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('moneyP2P', user, 2.25, `p2p-concurrent-${i}`)),
    );
    const created = answers.filter((r) => r.statusCode === 201).length;
    expect(created).toBe(20);
    expect(await balanceOf(user)).toBe(55);
    const after = await rows(user);
    expect(after.done - before.done).toBe(created);
    expect(after.audits - before.audits).toBe(created);
    expect(after.pending).toBe(0);
  });
});

describe('a wallet provider failure leaves no half state', () => {
  it.each(['moneyOut', 'moneyP2P'] as const)(
    '%s: balance and rows as before; the key can be retried',
    async (kind) => {
      const user = walletUsers[3] as number;
      await setBalance(user, 500);
      const before = await rows(user);
      t.wallet.failNext(kind, 500);
      const failed = await post(kind, user, 120, `provider-fails-${kind}`);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toBe(
        kind === 'moneyOut'
          ? 'Ha habido un error haciendo el money out'
          : 'Ha habido un error haciendo el MP2P',
      );
      expect(await balanceOf(user)).toBe(500);
      expect(await rows(user)).toEqual(before);
      // Nothing was recorded, so the same key tries again and this time moves the money once.
      const retried = await post(kind, user, 120, `provider-fails-${kind}`);
      expect(retried.statusCode).toBe(201);
      expect(await balanceOf(user)).toBe(kind === 'moneyOut' ? 380 : 620);
      const replayed = await post(kind, user, 120, `provider-fails-${kind}`);
      expect(replayed.json()).toEqual(retried.json());
      expect((await rows(user)).done - before.done).toBe(1);
    },
  );
});
