import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyOperations, wallets } from '../src/db/schema';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * Issue 12: two API instances on one database (on PostgreSQL each with its own connection pool, as
 * two processes would be) share the login throttle and the idempotency records.
 */
let t: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  second = await t.secondApp();
});
afterAll(() => t.close());

const login = (app: FastifyInstance, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('two API instances on one database', () => {
  it('share the login throttle: failures on the first make the second answer 429', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await login(t.app, 'judicial', `mala-${i}`)).statusCode).toBe(401);
    const refused = await login(second, 'judicial@demo.test', 'Demo-2026!');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Demasiados intentos fallidos. Inténtelo de nuevo en unos minutos.');
    t.clock.now += 15 * 60 * 1000 + 1;
    expect((await login(second, 'judicial', 'Demo-2026!')).statusCode).toBe(200);
  });

  it('share the idempotency records: the second answers the replay of a money out made on the first', async () => {
    const [w] = await t.database.db.select().from(wallets).limit(1);
    if (!w) throw new Error('the tiny seed has wallets');
    await t.database.db.update(wallets).set({ balance: 300 }).where(eq(wallets.id, w.id));
    const token = (await login(t.app, 'admin', 'Demo-2026!')).json().token as string;
    const request = {
      method: 'POST' as const,
      url: '/api/tools/admin/moneyOut',
      payload: { amount: 120, msg: 'Devolución', user: `/api/users/${w.userId}` },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'two-instances-0001' },
    };
    const first = await t.app.inject(request);
    expect(first.statusCode).toBe(201);
    const replay = await second.inject(request);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const [after] = await t.database.db.select().from(wallets).where(eq(wallets.id, w.id));
    expect(after?.balance).toBe(180);
    const ops = await t.database.db
      .select()
      .from(moneyOperations)
      .where(eq(moneyOperations.idempotencyKey, 'two-instances-0001'));
    expect(ops).toHaveLength(1);
  });
});
