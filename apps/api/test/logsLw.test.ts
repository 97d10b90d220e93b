import { API_ACCESS, hasAnyRole, messages } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { LOGS_LW_USER_MAX, toolsMessages } from '@backoffice/domain/tools';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { call, demoUserId, save } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * Logs LW (issue 16 IT tools; loans §6: ADMIN): every wallet-provider call the API makes is kept
 * in provider_calls, also when the transaction around it rolls back, and GET /api/logsLW lists
 * them newest first, filtered by Madrid days, user and result.
 */
let t: TestContext;
let admin: number;
beforeAll(async () => {
  // Four-eyes off: the money out below runs at once (its approval path is tested elsewhere).
  t = await createTestApp({ seed: 'tiny', fourEyes: false });
  // The calls are made at the test clock's instants, far from the seeded ones: late on 31 May 2031
  // in Madrid, crossing into 1 June, all within the hour a session token lasts.
  t.clock.now = Date.parse('2031-05-31T21:25:00Z');
  admin = await demoUserId(t, 'admin');
});
afterAll(() => t.close());

type Log = ResponseOf<'GET /api/logsLW'>;
const M = toolsMessages.logsLw;
const URL = '/api/logsLW';
const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));
const list = async (query: string, who = 'admin') => {
  const res = await call(t, who, 'GET', `${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Log;
};
const at = (iso: string) => {
  t.clock.now = Date.parse(iso);
};
const YEAR = 'desde=2031-01-01&hasta=2031-12-31';
const MAY31 = 'desde=2031-05-31&hasta=2031-05-31';

async function customerWithIban(): Promise<number> {
  const [row] = await rows<{ userId: number }>(
    sql`select user_id as "userId" from accounts where iban is not null order by id limit 1`,
  );
  if (!row) throw new Error('the tiny seed has no account with an IBAN');
  return row.userId;
}

describe('Logs LW: who may read it', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role] as const))('%s', async (username, role) => {
    const res = await call(t, username, 'GET', URL);
    const allowed = hasAnyRole([`ROLE_${role}`], ['ROLE_ADMIN']);
    expect(res.statusCode).toBe(allowed ? 200 : 403);
    if (!allowed) expect(res.json().error).toBe(messages.auth.forbidden);
  });

  it('the API table gives it to ADMIN (and the roles above)', () => {
    expect(API_ACCESS[`GET ${URL}`]).toEqual(['ROLE_ADMIN']);
  });
});

describe('Logs LW: every wallet-provider call is recorded', () => {
  it('a wallet registration: when, the staff user, the customer, the operation, ok', async () => {
    const customer = await customerWithIban();
    at('2031-05-31T21:26:00Z');
    const res = await call(t, 'admin', 'PUT', `/api/tools/registerWalletLW/${customer}`);
    expect(res.statusCode).toBe(200);
    const log = await list(MAY31);
    expect(log['hydra:totalItems']).toBe(1);
    expect(log['hydra:member'][0]).toMatchObject({
      '@type': 'ProviderCall',
      at: '2031-05-31T21:26:00.000Z',
      user: `/api/users/${admin}`,
      userName: 'Demo ADMIN',
      customer: `/api/users/${customer}`,
      provider: 'wallet',
      operation: 'registerWallet',
      target: `/api/users/${customer}`,
      result: 'ok',
      code: null,
    });
    expect(log['hydra:member'][0]?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('a provider failure inside a transaction: the action answers 502 and changes nothing, the log keeps the error', async () => {
    const customer = await customerWithIban();
    const account = sql`select lw_iban_id as lw, iban_validado_lw as ok from accounts where user_id = ${customer} order by id`;
    const before = await rows(account);
    at('2031-05-31T21:27:00Z');
    t.wallet.failNext('registerIban', 503);
    const res = await call(t, 'admin', 'PUT', `/api/tools/microadmin/registerIBANLW/${customer}`);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(messages.loan.errors.registerIbanLw);
    // The transaction was rolled back…
    expect(await rows(account)).toEqual(before);
    // …and the call it made is logged, as an error with the provider's code: in the read (which
    // flushes the calls noted in memory) and, written after the answer, in the table itself.
    const log = await list(`${MAY31}&resultado=error`);
    expect(log['hydra:member'].map((c) => [c.operation, c.result, c.code])).toEqual([
      ['registerIban', 'error', 503],
    ]);
    const [row] = await rows<{ operation: string; result: string; code: number; userId: number }>(sql`
      select operation, result, code, user_id as "userId" from provider_calls
      where at = ${'2031-05-31T21:27:00Z'}::timestamptz`);
    expect(row).toEqual({ operation: 'registerIban', result: 'error', code: 503, userId: admin });
  });

  it('the LW status of a user: LW refuses it inside the transaction, the user stays as it was, the error is logged', async () => {
    const customer = await customerWithIban();
    const status = sql`select wallet_status_code as code from users where id = ${customer}`;
    const before = await rows<{ code: number | null }>(status);
    const next = before[0]?.code === 10 ? 5 : 10;
    at('2031-05-31T21:27:30Z');
    t.wallet.failNext('setWalletStatus', 503);
    const res = await save(t, 'admin', `/api/users/${customer}`, { walletStatusCode: next });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(messages.loan.errors.updateLwStatus);
    expect(await rows(status)).toEqual(before);
    const log = await list(`${MAY31}&resultado=error`);
    expect(log['hydra:member'][0]).toMatchObject({
      at: '2031-05-31T21:27:30.000Z',
      operation: 'setWalletStatus',
      user: `/api/users/${admin}`,
      customer: `/api/users/${customer}`,
      result: 'error',
      code: 503,
    });
  });

  it('a MP2P names the staff user who asked and the wallet owner it concerns', async () => {
    const [w] = await rows<{ userId: number; lwId: string | null; id: number }>(
      sql`select user_id as "userId", lw_id as "lwId", id from wallets order by id limit 1`,
    );
    if (!w) throw new Error('no wallet in the tiny seed');
    at('2031-05-31T21:28:00Z');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tools/admin/moneyP2P',
      payload: { amount: 10, msg: 'Logs LW', user: `/api/users/${w.userId}` },
      headers: { ...(await t.as('admin')), 'idempotency-key': 'logslw-mp2p-0001' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const log = await list(MAY31);
    expect(log['hydra:member'][0]).toEqual(
      expect.objectContaining({
        operation: 'moneyP2P',
        user: `/api/users/${admin}`,
        customer: `/api/users/${w.userId}`,
        target: w.lwId ?? String(w.id),
        result: 'ok',
      }),
    );
  });
});

describe('Logs LW: filters, order and paging', () => {
  beforeAll(async () => {
    const customer = await customerWithIban();
    // 22:05 UTC on 31 May is already 1 June in Madrid (UTC+2 in summer).
    at('2031-05-31T21:30:00Z');
    expect((await call(t, 'micro-admin', 'PUT', `/api/tools/cleanKYC/${customer}`)).statusCode).toBe(200);
    at('2031-05-31T22:05:00Z');
    t.wallet.failNext('cleanKyc', 152);
    expect((await call(t, 'admin', 'PUT', `/api/tools/cleanKYC/${customer}`)).statusCode).toBe(502);
    at('2031-05-31T22:10:00Z');
    expect((await call(t, 'admin', 'PUT', `/api/tools/cleanKYC/${customer}`)).statusCode).toBe(200);
  });

  it('the date range is of Madrid days, both ends included', async () => {
    const may31 = await list(MAY31);
    expect(may31['hydra:member'].map((c) => c.at)).toEqual([
      '2031-05-31T21:30:00.000Z',
      '2031-05-31T21:28:00.000Z',
      '2031-05-31T21:27:30.000Z',
      '2031-05-31T21:27:00.000Z',
      '2031-05-31T21:26:00.000Z',
    ]);
    const june1 = await list('desde=2031-06-01&hasta=2031-06-01');
    expect(june1['hydra:member'].map((c) => c.at)).toEqual([
      '2031-05-31T22:10:00.000Z',
      '2031-05-31T22:05:00.000Z',
    ]);
    expect((await list('desde=2031-05-31&hasta=2031-06-01'))['hydra:totalItems']).toBe(7);
    expect((await list('desde=2031-06-01'))['hydra:totalItems']).toBe(2);
    expect((await list('hasta=2031-05-31&desde=2031-05-01'))['hydra:totalItems']).toBe(5);
    expect((await list('hasta=2031-05-30&desde=2031-05-01'))['hydra:totalItems']).toBe(0);
  });

  it('the result filter gives only errors, or only successes', async () => {
    const errors = await list(`${YEAR}&resultado=error`);
    expect(errors['hydra:member'].map((c) => [c.operation, c.result, c.code])).toEqual([
      ['cleanKyc', 'error', 152],
      ['setWalletStatus', 'error', 503],
      ['registerIban', 'error', 503],
    ]);
    const ok = await list(`${YEAR}&resultado=ok`);
    expect(ok['hydra:member'].map((c) => c.operation)).toEqual([
      'cleanKyc',
      'cleanKyc',
      'moneyP2P',
      'registerWallet',
    ]);
  });

  it('the user filter matches the staff user (id, e-mail or name) or the customer', async () => {
    const micro = await demoUserId(t, 'micro-admin');
    const range = YEAR;
    for (const u of [String(micro), 'micro-admin@demo', 'demo micro_admin']) {
      const log = await list(`${range}&usuario=${encodeURIComponent(u)}`);
      expect(
        log['hydra:member'].map((c) => c.user),
        u,
      ).toEqual([`/api/users/${micro}`]);
    }
    const customer = await customerWithIban();
    const theirs = await list(`${YEAR}&usuario=${customer}`);
    // The wallet registration, the IBAN and the three KYC cleanings (the MP2P was on another wallet
    // unless the first wallet is theirs).
    expect(theirs['hydra:totalItems']).toBeGreaterThanOrEqual(5);
    expect(theirs['hydra:member'].every((c) => c.customer === `/api/users/${customer}`)).toBe(true);
    expect((await list(`${range}&usuario=nadie-con-este-nombre`))['hydra:totalItems']).toBe(0);
  });

  it('newest first, paged with Hydra links that keep the filters', async () => {
    const all = await list(YEAR);
    const times = all['hydra:member'].map((c) => c.at);
    expect(times).toEqual([...times].sort().reverse());
    const first = await list(`${YEAR}&resultado=ok&itemsPerPage=2`);
    expect(first['hydra:member']).toHaveLength(2);
    expect(first['hydra:view']['hydra:next']).toContain('resultado=ok');
    expect(first['hydra:view']['hydra:next']).toContain('page=2');
    const next = await call(t, 'admin', 'GET', first['hydra:view']['hydra:next'] as string);
    expect(next.json()['hydra:member'][0].id).not.toBe(first['hydra:member'][0]?.id);
  });

  it('the demo seed leaves calls of several users, ok and error, to show on a fresh start', async () => {
    const seeded = await list('hasta=2030-12-31&itemsPerPage=200');
    expect(seeded['hydra:totalItems']).toBeGreaterThan(10);
    const results = new Set(seeded['hydra:member'].map((c) => c.result));
    expect(results).toEqual(new Set(['ok', 'error']));
    expect(new Set(seeded['hydra:member'].map((c) => c.user)).size).toBeGreaterThan(1);
  });
});

describe('Logs LW: a bad filter is a 400 in Spanish', () => {
  it.each([
    ['desde=2031-02-30', M.fromInvalid],
    ['desde=10/02/2031', M.fromInvalid],
    ['hasta=ayer', M.toInvalid],
    ['desde=2031-02-02&hasta=2031-02-01', M.rangeInverted],
    [`usuario=${'x'.repeat(LOGS_LW_USER_MAX + 1)}`, M.userTooLong(LOGS_LW_USER_MAX)],
    ['resultado=fallo', M.resultInvalid],
    ['pedido=1', messages.input.invalidData],
  ])('%s', async (query, error) => {
    const res = await call(t, 'admin', 'GET', `${URL}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
  });
});
