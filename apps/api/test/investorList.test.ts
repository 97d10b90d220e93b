import { INVESTOR_STATUS_CODES, WALLET_BALANCE_BANDS } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/** Issue 15: the investors list and dashboard (loans §2 "Investors", §6: MICRO_ADMIN and above). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

type Row = {
  id: number;
  name: string;
  legalPerson: boolean;
  companyName: string | null;
  taxId: string | null;
  firstname: string;
  lastname: string;
  email: string;
  dni: string | null;
  status: string;
  balance: number;
  createdAt: string;
};
type Page = {
  'hydra:member': Row[];
  'hydra:totalItems': number;
  'hydra:view': { 'hydra:next'?: string; 'hydra:last'?: string };
  statusCounts: Record<string, number>;
};
type Dashboard = {
  totals: {
    investors: number;
    legalPersons: number;
    naturalPersons: number;
    invested: number;
    activeInvestments: number;
    walletBalance: number;
    withBalance: number;
  };
  byStatus: { status: string; count: number }[];
  investedByMonth: { month: string; count: number; amount: number }[];
  walletBalances: { band: string; count: number; amount: number }[];
};

const list = async (url: string, who = 'micro-admin') => {
  const res = await call(t, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))[0] as T;

describe('who may read the investors (loans §6)', () => {
  const allowed = ['micro-admin', 'admin', 'admin-plus', 'risk-admin', 'super-admin'];
  const refused = [
    'comercial',
    'comercial-plus',
    'risk',
    'recobro',
    'micro-recobro',
    'be',
    'judicial',
    'ventas',
  ];
  for (const url of ['/api/inversores', '/api/inversores/dashboard']) {
    it.each(allowed)(`${url}: %s reads it`, async (who) => {
      expect((await call(t, who, 'GET', url)).statusCode).toBe(200);
    });
    it.each(refused)(`${url}: %s is refused with 403`, async (who) => {
      const res = await call(t, who, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual(expect.any(String));
    });
    it(`${url}: without a token, 401`, async () => {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    });
  }
});

describe('GET /api/inversores', () => {
  it('lists every investor, newest first, with the name of loans §3 and a count per status', async () => {
    const page = await list('/api/inversores');
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from investors`);
    expect(page['hydra:totalItems']).toBe(n);
    expect(page['hydra:member']).toHaveLength(Math.min(n, 100));
    const created = page['hydra:member'].map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const r of page['hydra:member']) {
      expect(r.name).toBe(r.legalPerson ? r.companyName : `${r.firstname} ${r.lastname}`.trim());
    }
    // The seed has a person and a company, and every status of the catalogue.
    expect(page['hydra:member'].some((r) => r.legalPerson)).toBe(true);
    expect(page['hydra:member'].some((r) => !r.legalPerson)).toBe(true);
    for (const code of INVESTOR_STATUS_CODES) expect(page.statusCounts[code]).toBeGreaterThan(0);
    expect(Object.values(page.statusCounts).reduce((s, c) => s + c, 0)).toBe(n);
  });

  it('filters by status (one or several), keeping the counts of every status', async () => {
    const all = await list('/api/inversores');
    const blo = await list('/api/inversores?status=BLO');
    expect(blo['hydra:totalItems']).toBe(all.statusCounts.BLO);
    expect(blo['hydra:member'].every((r) => r.status === 'BLO')).toBe(true);
    expect(blo.statusCounts).toEqual(all.statusCounts);
    const two = await list('/api/inversores?status=PEN,FRA');
    expect(two['hydra:totalItems']).toBe((all.statusCounts.PEN ?? 0) + (all.statusCounts.FRA ?? 0));
    expect(new Set(two['hydra:member'].map((r) => r.status))).toEqual(new Set(['PEN', 'FRA']));
  });

  it('filters by legal person, whose name is the company name', async () => {
    const legal = await list('/api/inversores?legalPerson=1');
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from investors where legal_person`);
    expect(legal['hydra:totalItems']).toBe(n);
    expect(legal['hydra:member'].every((r) => r.legalPerson && r.name === r.companyName && r.taxId)).toBe(
      true,
    );
    const people = await list('/api/inversores?legalPerson=false');
    expect(people['hydra:member'].every((r) => !r.legalPerson)).toBe(true);
    expect(people['hydra:totalItems'] + n).toBe((await list('/api/inversores'))['hydra:totalItems']);
  });

  it('finds an investor by name, company name, e-mail, DNI and tax id, ignoring case', async () => {
    const rows = (await list('/api/inversores'))['hydra:member'];
    const person = rows.find((r) => !r.legalPerson && r.dni) as Row;
    const company = rows.find((r) => r.legalPerson) as Row;
    const probes: [string, Row][] = [
      [person.lastname.toUpperCase(), person],
      [person.email.slice(0, 12), person],
      [person.dni?.toLowerCase() ?? '', person],
      [(company.companyName ?? '').split(' ').slice(0, 2).join(' '), company],
      [company.taxId ?? '', company],
    ];
    for (const [q, who] of probes) {
      const found = await list(`/api/inversores?q=${encodeURIComponent(q)}`);
      expect(
        found['hydra:member'].map((r) => r.id),
        q,
      ).toContain(who.id);
      expect(found['hydra:totalItems']).toBe(found['hydra:member'].length);
    }
    expect((await list('/api/inversores?q=zz%25zz'))['hydra:totalItems']).toBe(0);
  });

  it('orders by a declared column in either direction; anything else is a 400', async () => {
    const byBalance = (await list('/api/inversores?order[balance]=desc'))['hydra:member'].map(
      (r) => r.balance,
    );
    expect(byBalance).toEqual([...byBalance].sort((a, b) => b - a));
    const asc = (await list('/api/inversores?order[name]=asc'))['hydra:member'].map((r) => r.id);
    const desc = (await list('/api/inversores?order[name]=desc'))['hydra:member'].map((r) => r.id);
    expect(desc).toEqual([...asc].reverse());
    const oldest = (await list('/api/inversores?order[createdAt]=asc'))['hydra:member'].map(
      (r) => r.createdAt,
    );
    expect(oldest).toEqual([...oldest].sort());
    for (const bad of [
      'order[password]=asc',
      'order[name]=up',
      'colour=red',
      'status=B',
      'legalPerson=maybe',
    ]) {
      const res = await call(t, 'micro-admin', 'GET', `/api/inversores?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
  });

  it('pages by 100 with Hydra links, every investor once', async () => {
    // 130 more investors, so that there is a second page.
    await t.database.db.execute(sql`
      with u as (
        insert into users (username, email, password_hash, firstname, lastname, tipo)
        select 'pag' || g, 'pag' || g || '@inversores.test', '!', 'Paginado', 'Número ' || g, 'inversor'
        from generate_series(1, 130) g returning id
      ) insert into investors (user_id, status) select id, 'ACT' from u`);
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from investors`);
    const first = await list('/api/inversores?order[id]=asc');
    expect(first['hydra:member']).toHaveLength(100);
    expect(first['hydra:view']['hydra:next']).toContain('page=2');
    const second = await list('/api/inversores?order[id]=asc&page=2');
    expect(second['hydra:member']).toHaveLength(n - 100);
    expect(second['hydra:view']['hydra:next']).toBeUndefined();
    const ids = [...first['hydra:member'], ...second['hydra:member']].map((r) => r.id);
    expect(new Set(ids).size).toBe(n);
    expect((await list('/api/inversores?page=3'))['hydra:member']).toHaveLength(0);
    // A new investor without a wallet shows a zero balance.
    expect(second['hydra:member'].at(-1)?.balance).toBe(0);
  });
});

describe('GET /api/inversores/dashboard', () => {
  it('counts investors by status and kind, and sums the active investments and the wallets', async () => {
    const res = await call(t, 'admin', 'GET', '/api/inversores/dashboard');
    expect(res.statusCode).toBe(200);
    const d = res.json() as Dashboard;
    const db = await one<{ n: number; legal: number; balance: number; positive: number }>(sql`
      select count(*)::int as n, count(*) filter (where legal_person)::int as legal,
        coalesce((select sum(w.balance) from wallets w join investors i on i.user_id = w.user_id), 0)::float8 as balance,
        (select count(*) from wallets w join investors i on i.user_id = w.user_id where w.balance > 0)::int as positive
      from investors`);
    const inv = await one<{ n: number; amount: number }>(
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::float8 as amount from investments where active`,
    );
    expect(d.totals).toEqual({
      investors: db.n,
      legalPersons: db.legal,
      naturalPersons: db.n - db.legal,
      invested: Math.round(inv.amount * 100) / 100,
      activeInvestments: inv.n,
      walletBalance: Math.round(db.balance * 100) / 100,
      withBalance: db.positive,
    });
    expect(d.byStatus.map((s) => s.status).slice(0, INVESTOR_STATUS_CODES.length)).toEqual(
      INVESTOR_STATUS_CODES,
    );
    expect(d.byStatus.reduce((s, x) => s + x.count, 0)).toBe(db.n);
    expect(d.walletBalances.map((b) => b.band)).toEqual(WALLET_BALANCE_BANDS.map((b) => b.key));
    expect(d.walletBalances.reduce((s, b) => s + b.count, 0)).toBe(db.n);
    expect(d.walletBalances[0]?.amount).toBe(0);
    expect(d.investedByMonth.length).toBeGreaterThan(0);
    expect(d.investedByMonth.length).toBeLessThanOrEqual(12);
    const months = d.investedByMonth.map((m) => m.month);
    expect(months).toEqual([...months].sort());
  });

  it('follows a change of status and of a wallet at once', async () => {
    const { id, user_id } = await one<{ id: number; user_id: number }>(
      sql`select i.id, i.user_id from investors i join wallets w on w.user_id = i.user_id where i.status = 'ACT' order by i.id limit 1`,
    );
    await t.database.db.execute(sql`update wallets set balance = 0 where user_id = ${user_id}`);
    const before = (await call(t, 'micro-admin', 'GET', '/api/inversores/dashboard')).json() as Dashboard;
    await t.database.db.execute(sql`update investors set status = 'BAJ' where id = ${id}`);
    await t.database.db.execute(sql`update wallets set balance = 20000.5 where user_id = ${user_id}`);
    const after = (await call(t, 'micro-admin', 'GET', '/api/inversores/dashboard')).json() as Dashboard;
    const count = (x: Dashboard, s: string) => x.byStatus.find((b) => b.status === s)?.count ?? 0;
    expect(count(after, 'ACT')).toBe(count(before, 'ACT') - 1);
    expect(count(after, 'BAJ')).toBe(count(before, 'BAJ') + 1);
    const band = (x: Dashboard, k: string) => x.walletBalances.find((b) => b.band === k);
    expect(band(after, 'over10k')?.count).toBe((band(before, 'over10k')?.count ?? 0) + 1);
    expect(band(after, 'none')?.count).toBe((band(before, 'none')?.count ?? 0) - 1);
    expect(after.totals.walletBalance).toBeCloseTo(before.totals.walletBalance + 20000.5, 2);
  });
});
