import {
  API_ACCESS,
  hasAnyRole,
  type InstallmentMoney,
  installmentAmount,
  LOAN_PHASES,
  loanPhase,
  messages,
  overdueAmount,
} from '@backoffice/domain';
import { LoanDashboard } from '@backoffice/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installments } from '../src/db/schema';
import { installmentAmountSql } from '../src/lib/installmentFigures';
import { rowsOf } from '../src/lib/rows';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { affiliatesFor, call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
let comercial: Awaited<ReturnType<typeof affiliatesFor>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  // The demo COMERCIAL gets two affiliates that have loans, so the scope has something to show.
  await t.database.db.execute(sql`
    update affiliates set plataforma_sales_agent_id = (select id from users where username = 'comercial')
    where id in (select distinct affiliate_id from loans where affiliate_id is not null order by 1 limit 2)`);
  comercial = await affiliatesFor(t, 'comercial');
});
afterAll(() => t.close());

const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));
const get = (who: string, url: string) => call(t, who, 'GET', url);
const DASHBOARD = '/api/creditos/dashboard';
const OVERDUE = sql`('RE', 'GT', 'DV', 'FR')`;
/** The installments of the loans `where` picks (alias l), with their money parts, as numbers. */
const installmentsOf = (where: SQL) =>
  rows<InstallmentMoney & { estadoCd: string }>(sql`
    select i.estado_cd as "estadoCd", i.saldo::float8 as saldo, i.principal::float8 as principal,
      i.interest::float8 as interest, i.opening_fee::float8 as "openingFee",
      i.default_interest::float8 as "defaultInterest", i.default_commission::float8 as "defaultCommission",
      i.bank_expenses::float8 as "bankExpenses"
    from installments i join loans l on l.id = i.loan_id where ${where}`);

describe('the credits dashboard (loans §6: COMERCIAL, MICRO_ADMIN, RISK; hidden from BE)', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role] as const))('%s', async (username, role) => {
    const res = await get(username, DASHBOARD);
    const allowed = hasAnyRole([role], ['ROLE_COMERCIAL', 'ROLE_MICRO_ADMIN', 'ROLE_RISK']);
    expect(res.statusCode).toBe(allowed ? 200 : 403);
    if (!allowed) expect(res.json().error).toBe(messages.auth.forbidden);
  });

  it('BE is refused and the API table says so', async () => {
    expect(API_ACCESS['GET /api/creditos/dashboard']).not.toContain('ROLE_BE');
    expect((await get('be', DASHBOARD)).statusCode).toBe(403);
  });

  it('answers the counts by phase, by month and the overdue figures of the database', async () => {
    const res = await get('micro-admin', DASHBOARD);
    expect(res.statusCode).toBe(200);
    const body = res.json() as LoanDashboard;
    expect(Object.keys(body).sort()).toEqual(Object.keys(LoanDashboard.properties).sort());
    const statuses = await rows<{ estado: string; n: number; amount: string }>(
      sql`select estado_cd as estado, count(*)::int as n, sum(cantidad) as amount from loans group by 1`,
    );
    const expected = Object.fromEntries(Object.keys(LOAN_PHASES).map((p) => [p, 0]));
    for (const s of statuses) expected[loanPhase(s.estado)] = (expected[loanPhase(s.estado)] ?? 0) + s.n;
    expect(Object.fromEntries(body.byPhase.map((p) => [p.phase, p.count]))).toEqual(expected);
    const total = statuses.reduce((s, r) => s + r.n, 0);
    expect(body.totals.loans).toBe(total);
    expect(body.totals.amount).toBeCloseTo(
      statuses.reduce((s, r) => s + Number(r.amount), 0),
      2,
    );
    expect(body.totals.active).toBe(expected.FA);
    // Every phase of loans §4 has loans in the seed, so no bar of the chart is empty by accident.
    expect(body.byPhase.every((p) => p.count > 0)).toBe(true);

    const [overdue] = await rows<{ n: number; loans: number }>(sql`
      select count(*)::int as n, count(distinct loan_id)::int as loans
      from installments where estado_cd in ${OVERDUE}`);
    expect(body.totals.overdueInstallments).toBe(overdue?.n);
    expect(body.totals.overdueLoans).toBe(overdue?.loans);
    expect(body.overdueByStatus.map((o) => o.estadoCd)).toEqual(['RE', 'GT', 'DV', 'FR']);

    const months = body.byMonth.map((m) => m.month);
    expect(months.length).toBeGreaterThan(0);
    expect(months.length).toBeLessThanOrEqual(12);
    expect([...months].sort()).toEqual(months);
    const last = months.at(-1);
    const [inLast] = await rows<{ n: number }>(sql`
      select count(*)::int as n from loans
      where to_char(created_at at time zone 'Europe/Madrid', 'YYYY-MM') = ${last}`);
    expect(body.byMonth.at(-1)?.count).toBe(inLast?.n);
  });

  it("'Saldo vencido' is what the overdue installments charge (the domain's overdueAmount), not their balances", async () => {
    const all = await installmentsOf(sql`true`);
    const body = (await get('micro-admin', DASHBOARD)).json() as LoanDashboard;
    expect(overdueAmount(all)).toBeGreaterThan(0);
    expect(body.totals.overdueAmount).toBe(overdueAmount(all));
    for (const o of body.overdueByStatus)
      expect([o.estadoCd, o.amount]).toEqual([
        o.estadoCd,
        overdueAmount(all.filter((i) => i.estadoCd === o.estadoCd)),
      ]);
    // The balance left after each overdue installment is no money it owes: adding them up was the mistake.
    const [balances] = await rows<{ saldo: string }>(
      sql`select sum(saldo) as saldo from installments where estado_cd in ${OVERDUE}`,
    );
    expect(body.totals.overdueAmount).toBeLessThan(Number(balances?.saldo) / 2);

    // A COMERCIAL's figure covers the installments of their affiliates' loans only.
    const mine = await installmentsOf(
      sql`l.affiliate_id in (${sql.join(
        comercial.mine.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const theirs = (await get('comercial', DASHBOARD)).json() as LoanDashboard;
    expect(theirs.totals.overdueAmount).toBe(overdueAmount(mine));
  });

  it("the SQL of an installment's amount is the domain's installmentAmount, row by row", async () => {
    const all = await t.database.db
      .select({ row: installments, sql: sql<string>`${installmentAmountSql}` })
      .from(installments);
    expect(all.length).toBeGreaterThan(100);
    const differ = all.filter((r) => Number(r.sql) !== installmentAmount(r.row));
    expect(differ).toEqual([]);
  });

  it('a COMERCIAL sees only the loans of their affiliates', async () => {
    expect(comercial.mine.length).toBeGreaterThan(0);
    const res = await get('comercial', DASHBOARD);
    expect(res.statusCode).toBe(200);
    const [mine] = await rows<{ n: number }>(sql`
      select count(*)::int as n from loans where affiliate_id in (${sql.join(
        comercial.mine.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    expect(res.json().totals.loans).toBe(mine?.n);
    const all = (await get('micro-admin', DASHBOARD)).json().totals.loans;
    expect(mine?.n).toBeLessThan(all);
  });
});
