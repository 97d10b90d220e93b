import { messages } from '@backoffice/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliates, approvals, auditLog, loans, moneyOperations, wallets } from '../src/db/schema';
import { registerApprovalExecutor } from '../src/lib/approvals';
import { affiliatesFor, call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * Issue 14 four-eyes: a money out of 10,000 € or more waits for a second ADMIN; the approver
 * runs it exactly once (two approvers at once on PostgreSQL: one wins); the requester cannot
 * approve their own; a rejection moves nothing; FOUR_EYES=off runs it at once. And the audit
 * trail of a record: newest first, paged, scoped.
 */
let t: TestContext;
let afiliado: number;
let walletUser: number;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  // An affiliate whose administrator has a wallet: the money out pays from it.
  const [row] = await t.database.db
    .select({ id: affiliates.id, admin: affiliates.administradorId })
    .from(affiliates)
    .innerJoin(wallets, eq(wallets.userId, affiliates.administradorId))
    .where(isNotNull(affiliates.administradorId))
    .limit(1);
  if (!row?.admin) throw new Error('the tiny seed has an affiliate with a wallet');
  afiliado = row.id;
  walletUser = row.admin;
});
afterAll(() => t.close());

const db = () => t.database.db;
let keys = 0;

async function setBalance(balance: number) {
  await db().update(wallets).set({ balance }).where(eq(wallets.userId, walletUser));
}
async function balance(): Promise<number> {
  const [w] = await db()
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, walletUser));
  return w?.balance ?? Number.NaN;
}
async function movements(): Promise<number> {
  return (
    await db()
      .select()
      .from(moneyOperations)
      .where(and(eq(moneyOperations.userId, walletUser), eq(moneyOperations.state, 'done')))
  ).length;
}

function moneyOut(amount: number, who = 'admin', key = `four-eyes-${++keys}`, app = t.app, to = afiliado) {
  return (async () =>
    app.inject({
      method: 'POST',
      url: '/api/tools/admin/moneyOut',
      payload: { amount, msg: 'Devolución al afiliado', afiliado: `/api/afiliados/${to}` },
      headers: { ...(await t.as(who)), 'idempotency-key': key },
    }))();
}

const approve = (id: number, who: string) => call(t, who, 'POST', `/api/approvals/${id}/approve`);

describe('money out and four-eyes', () => {
  it('runs at once below the threshold', async () => {
    await setBalance(20_000);
    const res = await moneyOut(9_999.99);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(messages.success.moneyOutDone('Devolución al afiliado', 9_999.99));
    expect(await balance()).toBe(10_000.01);
  });

  it('from 10,000 € answers 202 with the pending approval and moves nothing; a replay answers it again', async () => {
    await setBalance(20_000);
    const before = await movements();
    const res = await moneyOut(10_000, 'admin', 'four-eyes-replay');
    expect(res.statusCode).toBe(202);
    const approval = res.json();
    expect(approval).toMatchObject({
      '@type': 'Approval',
      action: 'moneyOut',
      actionLabel: 'Money out',
      status: 'pending',
      amount: 10_000,
      resource: `/api/afiliados/${afiliado}`,
      requestedByEmail: 'admin@demo.test',
      message: 'La operación queda pendiente de aprobación por otra persona.',
    });
    const replay = await moneyOut(10_000, 'admin', 'four-eyes-replay');
    expect(replay.statusCode).toBe(202);
    expect(replay.json().id).toBe(approval.id);
    expect(await balance()).toBe(20_000);
    expect(await movements()).toBe(before);
    expect(await db().select().from(approvals).where(eq(approvals.id, approval.id))).toHaveLength(1);
  });

  it('the requester cannot approve their own request (403); another ADMIN runs it, and the trail names both', async () => {
    await setBalance(20_000);
    const before = await movements();
    const { id } = (await moneyOut(12_000)).json();
    const own = await approve(id, 'admin');
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('No puede aprobar su propia solicitud.');
    expect(await balance()).toBe(20_000);

    const ok = await approve(id, 'admin-2');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'approved',
      requestedByEmail: 'admin@demo.test',
      decidedByName: 'Demo ADMIN',
      message: 'Solicitud aprobada',
      resultMessage: messages.success.moneyOutDone('Devolución al afiliado', 12_000),
    });
    expect(await balance()).toBe(8_000);
    expect(await movements()).toBe(before + 1);

    const again = await approve(id, 'risk-admin');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('La solicitud ya no está pendiente.');
    expect(await balance()).toBe(8_000);

    const trail = await call(t, 'admin', 'GET', `/api/auditLog?resource=/api/afiliados/${afiliado}`);
    expect(trail.statusCode).toBe(200);
    // The money out itself (on the affiliate's wallet) is the affiliate's too (gaps), between them.
    const [approved, moved, requested] = trail.json()['hydra:member'];
    expect(moved).toMatchObject({ action: 'moneyOut', userEmail: 'admin-2@demo.test' });
    expect(approved).toMatchObject({ action: 'approval.approved', actionLabel: 'Solicitud aprobada' });
    expect(approved.userEmail).toBe('admin-2@demo.test');
    expect(approved.changes).toEqual(
      expect.arrayContaining([
        { field: 'requestedBy', before: null, after: 'admin@demo.test' },
        { field: 'approvedBy', before: null, after: 'admin-2@demo.test' },
      ]),
    );
    expect(requested).toMatchObject({ action: 'approval.requested', userEmail: 'admin@demo.test' });
  });

  it('a rejection (with its reason) moves nothing, frees the key and is audited with the reason', async () => {
    await setBalance(20_000);
    const before = await movements();
    const { id } = (await moneyOut(15_000, 'admin', 'four-eyes-rejected')).json();
    const noReason = await call(t, 'admin-2', 'POST', `/api/approvals/${id}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const res = await call(t, 'admin-2', 'POST', `/api/approvals/${id}/reject`, {
      reason: 'Importe erróneo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      reason: 'Importe erróneo',
      message: 'Solicitud rechazada',
    });
    expect((await approve(id, 'admin-2')).statusCode).toBe(409);
    expect(await balance()).toBe(20_000);
    expect(await movements()).toBe(before);
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'approval.rejected'), eq(auditLog.resource, `/api/afiliados/${afiliado}`)),
      );
    expect(row?.reason).toBe('Importe erróneo');
    // The key is free again: the same request asks anew.
    const anew = await moneyOut(15_000, 'admin', 'four-eyes-rejected');
    expect(anew.statusCode).toBe(202);
    expect(anew.json().id).not.toBe(id);
  });

  it('a refusal when it runs (balance too low) leaves the wallet as it was and marks the request failed', async () => {
    await setBalance(20_000);
    const { id } = (await moneyOut(19_000)).json();
    await setBalance(100);
    const res = await approve(id, 'admin-2');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/^Saldo insuficiente/);
    expect(await balance()).toBe(100);
    const [row] = await db().select().from(approvals).where(eq(approvals.id, id));
    expect(row?.status).toBe('failed');
  });

  it('a provider failure when it runs leaves the wallet as it was', async () => {
    await setBalance(20_000);
    const before = await movements();
    const { id } = (await moneyOut(11_000)).json();
    t.wallet.failNext('moneyOut', 500);
    const res = await approve(id, 'admin-2');
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(messages.write.moneyOut);
    expect(await balance()).toBe(20_000);
    expect(await movements()).toBe(before);
  });

  it('two approvers at once: the movement happens exactly once, the other gets 409', async () => {
    await setBalance(50_000);
    const before = await movements();
    const { id } = (await moneyOut(10_500)).json();
    const second = await t.secondApp();
    const [h2, h3] = [await t.as('admin-2'), await t.as('super-admin')];
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/approvals/${id}/approve`, headers: h2 }),
      second.inject({ method: 'POST', url: `/api/approvals/${id}/approve`, headers: h3 }),
      t.app.inject({ method: 'POST', url: `/api/approvals/${id}/approve`, headers: h3 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balance()).toBe(39_500);
    expect(await movements()).toBe(before + 1);
    const approved = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'approval.approved'), eq(auditLog.resource, `/api/afiliados/${afiliado}`)),
      );
    expect(
      approved.filter((a) => (a.after as { approval?: string }).approval === `/api/approvals/${id}`),
    ).toHaveLength(1);
  });

  it('lists pending approvals newest first, paged, to ADMIN and above only', async () => {
    const a = (await moneyOut(10_001)).json();
    const b = (await moneyOut(10_002)).json();
    const list = await call(t, 'admin-2', 'GET', '/api/approvals?status=pending&itemsPerPage=1');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body['hydra:member'].map((m: { id: number }) => m.id)).toEqual([b.id]);
    expect(body['hydra:totalItems']).toBeGreaterThanOrEqual(2);
    const page2 = await call(t, 'super-admin', 'GET', '/api/approvals?status=pending&itemsPerPage=1&page=2');
    expect(page2.json()['hydra:member'][0].id).toBe(a.id);
    for (const who of ['micro-admin', 'comercial', 'admin-plus', 'recobro']) {
      expect((await call(t, who, 'GET', '/api/approvals')).statusCode, who).toBe(403);
      expect((await approve(a.id, who)).statusCode, who).toBe(403);
      expect((await call(t, who, 'POST', `/api/approvals/${a.id}/reject`, { reason: 'x' })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('money out: the balance when asked, and the threshold per wallet and Madrid day', () => {
  /** Another affiliate whose administrator has a wallet, with no money out yet. */
  async function freshWallet(balance: number) {
    const used = await db().select({ userId: moneyOperations.userId }).from(moneyOperations);
    const taken = new Set([walletUser, ...used.map((u) => u.userId)]);
    const list = await db()
      .select({ id: affiliates.id, admin: affiliates.administradorId })
      .from(affiliates)
      .innerJoin(wallets, eq(wallets.userId, affiliates.administradorId))
      .orderBy(affiliates.id);
    const free = list.find((a) => a.admin !== null && !taken.has(a.admin));
    if (!free?.admin) throw new Error('the tiny seed has more affiliates with a wallet');
    await db().update(wallets).set({ balance }).where(eq(wallets.userId, free.admin));
    const walletOf = async () =>
      (
        await db()
          .select()
          .from(wallets)
          .where(eq(wallets.userId, free.admin as number))
      )[0]?.balance;
    return { afiliado: free.id, user: free.admin, balance: walletOf };
  }

  it('a money out above the threshold that the balance cannot pay is refused when asked (422), not queued', async () => {
    const w = await freshWallet(5_000);
    const res = await moneyOut(12_000, 'admin', `four-eyes-poor-${++keys}`, t.app, w.afiliado);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(messages.money.insufficientBalance(5_000));
    expect(await db().select().from(moneyOperations).where(eq(moneyOperations.userId, w.user))).toEqual([]);
    expect(await w.balance()).toBe(5_000);
  });

  it('two money outs of 9,999.99 € the same day: the second waits for a second person; the next day starts anew', async () => {
    const w = await freshWallet(50_000);
    const first = await moneyOut(9_999.99, 'admin', `split-day-${++keys}`, t.app, w.afiliado);
    expect(first.statusCode).toBe(201);
    const second = await moneyOut(9_999.99, 'admin', `split-day-${++keys}`, t.app, w.afiliado);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toMatchObject({ '@type': 'Approval', status: 'pending', amount: 9_999.99 });
    expect(await w.balance()).toBe(40_000.01);
    // Even a cent more that day waits.
    expect((await moneyOut(0.01, 'admin', `split-day-${++keys}`, t.app, w.afiliado)).statusCode).toBe(202);
    // Yesterday's money outs (in Madrid) do not count today.
    await db().execute(
      sql`update money_operations set created_at = created_at - interval '1 day' where user_id = ${w.user}`,
    );
    expect((await moneyOut(9_999.99, 'admin', `split-day-${++keys}`, t.app, w.afiliado)).statusCode).toBe(
      201,
    );
    // The waiting one, approved now, is checked against the balance again (enough here).
    const ok = await approve(second.json().id, 'admin-2');
    expect(ok.statusCode).toBe(200);
    expect(await w.balance()).toBe(20_000.03);
  });

  it('parallel money outs on one wallet cannot all pass under the threshold (the wallet row is locked)', async () => {
    const w = await freshWallet(50_000);
    const second = await t.secondApp();
    await t.as('admin'); // one login, before the requests share its token
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        moneyOut(1_000, 'admin', `parallel-day-${keys}-${i}`, i % 2 ? second : t.app, w.afiliado),
      ),
    );
    // Nine of 1,000 € stay under 10,000 €; with the tenth the day reaches it.
    const codes = answers.map((a) => a.statusCode);
    expect([codes.filter((c) => c === 201).length, codes.filter((c) => c === 202).length]).toEqual([9, 11]);
    expect(await w.balance()).toBe(41_000);
  });
});

describe('the executor registry', () => {
  it('refuses a second executor for an action that has one (money out is registered by its route)', () => {
    expect(() => registerApprovalExecutor('moneyOut', async () => ({ message: 'otra' }))).toThrow(
      /already registered/,
    );
  });
});

describe('FOUR_EYES=off', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ seed: 'tiny', fourEyes: false });
  });
  afterAll(() => off.close());

  it('runs a money out above the threshold at once', async () => {
    await off.database.db.update(wallets).set({ balance: 30_000 }).where(eq(wallets.userId, walletUser));
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/tools/admin/moneyOut',
      payload: { amount: 12_000, msg: 'Devolución', afiliado: `/api/afiliados/${afiliado}` },
      headers: { ...(await off.as('admin')), 'idempotency-key': 'four-eyes-off-1' },
    });
    expect(res.statusCode).toBe(201);
    const [w] = await off.database.db.select().from(wallets).where(eq(wallets.userId, walletUser));
    expect(w?.balance).toBe(18_000);
    expect(await off.database.db.select().from(approvals)).toHaveLength(0);
  });
});

describe('GET /api/auditLog (the trail of a record)', () => {
  it('is newest first and paged', async () => {
    const resource = `/api/afiliados/${afiliado}`;
    const all = (await call(t, 'admin', 'GET', `/api/auditLog?resource=${resource}&pagination=false`)).json();
    const ids = all['hydra:member'].map((m: { id: number }) => m.id);
    expect(ids.length).toBeGreaterThan(3);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    const page2 = (
      await call(t, 'admin', 'GET', `/api/auditLog?resource=${resource}&itemsPerPage=2&page=2`)
    ).json();
    expect(page2['hydra:member'].map((m: { id: number }) => m.id)).toEqual(ids.slice(2, 4));
    expect(page2['hydra:totalItems']).toBe(ids.length);
  });

  it('is readable by whoever may read the record: a COMERCIAL only their own affiliates', async () => {
    const { mine, others } = await affiliatesFor(t, 'comercial');
    const own = await call(t, 'comercial', 'GET', `/api/auditLog?resource=/api/afiliados/${mine[0]}`);
    expect(own.statusCode).toBe(200);
    const other = await call(t, 'comercial', 'GET', `/api/auditLog?resource=/api/afiliados/${others[0]}`);
    expect(other.statusCode).toBe(403);
    expect(
      (await call(t, 'ventas', 'GET', `/api/auditLog?resource=/api/afiliados/${mine[0]}`)).statusCode,
    ).toBe(403);
    expect((await call(t, 'comercial', 'GET', '/api/auditLog?resource=/api/wallets/1')).statusCode).toBe(403);
    expect((await call(t, 'admin', 'GET', '/api/auditLog?resource=nonsense')).statusCode).toBe(400);
  });

  it('a loan’s trail: a COMERCIAL reads their affiliates’ loans only; a missing loan is 404', async () => {
    const { mine, others } = await affiliatesFor(t, 'comercial');
    const loanOf = async (ids: number[]) => {
      const [row] = await db()
        .select({ id: loans.id })
        .from(loans)
        .where(inArray(loans.affiliateId, ids))
        .limit(1);
      if (!row) throw new Error('the tiny seed has loans on these affiliates');
      return row.id;
    };
    const own = await loanOf(mine);
    const other = await loanOf(others);
    expect(
      (await call(t, 'comercial', 'GET', `/api/auditLog?resource=/api/creditos/${own}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'comercial', 'GET', `/api/auditLog?resource=/api/creditos/${other}`)).statusCode,
    ).toBe(403);
    expect((await call(t, 'risk', 'GET', `/api/auditLog?resource=/api/creditos/${other}`)).statusCode).toBe(
      200,
    );
    expect((await call(t, 'admin', 'GET', '/api/auditLog?resource=/api/creditos/999999')).statusCode).toBe(
      404,
    );
  });
});
