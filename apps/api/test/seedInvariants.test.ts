/**
 * The demo seed holds together as staff read it (issue 28 item 8): nothing dated after the seed's
 * day, arrears only on funded loans that owe installments, arrears flags that match how late the
 * oldest overdue installment is, statuses that agree with the installments, bank movements whose
 * description, sign and category agree, and a user on every status change. Seeded at the small
 * size (500 loans), so loans outside the detail subset (the platform seed's own) are checked too.
 */
import { LOAN_PHASES, OVERDUE_INSTALLMENT_STATUSES, SETTLED_INSTALLMENT_STATUSES } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { seedDemo } from '../src/seed';
import { BANK_MOVEMENTS, SEED_TODAY } from '../src/seed/common';
import { EVENT_COLUMNS } from '../src/seed/consistency';
import { call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
  await seedDemo(t.database.db, 'small');
  t.clock.now = Date.parse(`${SEED_TODAY}T10:00:00Z`);
}, 240_000);
afterAll(() => t.close());

const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));
const list = (codes: readonly string[]) =>
  sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );
const overdue = list(OVERDUE_INSTALLMENT_STATUSES);
/** Paid out and repaying, or defaulted while repaying: the only loans that can owe installments. */
const REPAYING = [...LOAN_PHASES.FA.states, 'DE1', 'DE2', 'DE3', 'DE4'];

describe('the demo seed as staff read it', () => {
  it('nothing happened after the seed’s day: no payment, return, history or record dated later', async () => {
    for (const [table, column] of EVENT_COLUMNS) {
      const [later] = await rows<{ n: number; first: string | null }>(
        sql`select count(*)::int as n, min(${sql.identifier(column)})::text as first from ${sql.identifier(table)}
          where ${sql.identifier(column)}::date > ${SEED_TODAY}::date`,
      );
      expect({ table, column, ...later }).toEqual({ table, column, n: 0, first: null });
    }
    // What 'Últimos cobros' and 'Últimas devoluciones' show, through the API.
    for (const id of ['creditos-ultimos-cobros', 'creditos-ultimas-devoluciones']) {
      const res = await call(t, 'recobro', 'GET', `/api/listados/${id}?itemsPerPage=500`);
      expect(res.statusCode, res.body).toBe(200);
      const members = res.json()['hydra:member'] as { fecha: string }[];
      expect(members.length).toBeGreaterThan(0);
      expect(members.filter((m) => m.fecha.slice(0, 10) > SEED_TODAY)).toEqual([]);
    }
  });

  it('only loans paid out and repaying owe installments; loans being funded owe none yet', async () => {
    const owing = await rows<{ code: string; estado: string }>(sql`
      select distinct l.code, l.estado_cd as estado from loans l join installments i on i.loan_id = l.id
      where i.fecha_cobro < ${SEED_TODAY}::date
        and i.estado_cd not in (${list(SETTLED_INSTALLMENT_STATUSES)}, 'PD')
        and l.estado_cd not in (${list(REPAYING)})`);
    expect(owing).toEqual([]);
    const dueUnpaid = await rows<{ code: string }>(sql`
      select distinct l.code from loans l join installments i on i.loan_id = l.id
      where l.estado_cd in (${list(LOAN_PHASES.FF.states)}) and i.fecha_cobro <= ${SEED_TODAY}::date`);
    expect(dueUnpaid).toEqual([]);
    const unfunded = await rows<{ code: string }>(sql`
      select distinct l.code from loans l join installments i on i.loan_id = l.id
      where i.estado_cd in (${overdue}) and not exists (select 1 from investments v where v.loan_id = l.id)`);
    expect(unfunded).toEqual([]);
    // The arrears listing, through the API: every loan in it is repaying.
    const res = await call(
      t,
      'super-admin',
      'GET',
      '/api/listados/creditos-morosidad-all?variant=all%2B&itemsPerPage=500',
    );
    expect(res.statusCode, res.body).toBe(200);
    const members = res.json()['hydra:member'] as { estado: string; diasImpago: number }[];
    expect(members.length).toBeGreaterThan(0);
    expect(members.filter((m) => !REPAYING.includes(m.estado))).toEqual([]);
  });

  it('the 30/60/90-day flags say how late the oldest overdue installment is', async () => {
    const wrong = await rows<{ code: string; estado: string; days: number | null; flags: unknown }>(sql`
      select l.code, l.estado_cd as estado, o.days, l.flags from loans l
      left join (select loan_id, (${SEED_TODAY}::date - min(fecha_cobro))::int as days from installments
        where estado_cd in (${overdue}) and fecha_cobro < ${SEED_TODAY}::date group by loan_id) o on o.loan_id = l.id
      where coalesce((l.flags->>'t30')::boolean, false) <> (coalesce(o.days, 0) >= 30)
         or coalesce((l.flags->>'t60')::boolean, false) <> (coalesce(o.days, 0) >= 60)
         or coalesce((l.flags->>'t90')::boolean, false) <> (coalesce(o.days, 0) >= 90)
         or coalesce((l.flags->>'morosity')::boolean, false) <> (o.days is not null)
      limit 5`);
    expect(wrong).toEqual([]);
    const flaggedEarly = await rows<{ code: string }>(sql`
      select code from loans where estado_cd in (${list([...LOAN_PHASES.FS.states, ...LOAN_PHASES.FE.states])})
        and (flags->>'t90')::boolean`);
    expect(flaggedEarly).toEqual([]);
  });

  it('a loan repaying (EAM) or in arrears (RET) still owes something; a repaid one is AMO', async () => {
    const settled = await rows<{ code: string; estado: string }>(sql`
      select l.code, l.estado_cd as estado from loans l
      where l.estado_cd in ('EAM', 'RET') and exists (select 1 from installments i where i.loan_id = l.id)
        and not exists (select 1 from installments i where i.loan_id = l.id
          and i.estado_cd not in (${list(SETTLED_INSTALLMENT_STATUSES)}))`);
    expect(settled).toEqual([]);
    const [repaid] = await rows<{ n: number }>(
      sql`select count(*)::int as n from loans where estado_cd = 'AMO'`,
    );
    expect(repaid?.n).toBeGreaterThan(0);
  });

  it('a bank movement’s description, sign and category agree', async () => {
    const seen = await rows<{ description: string; tag: string; income: boolean; n: number }>(sql`
      select description, tag, amount > 0 as income, count(*)::int as n from bank_scrape_transactions
      group by 1, 2, 3 order by 1, 2, 3`);
    const expected = new Map<string, { tag: string; income: boolean }>(
      Object.entries(BANK_MOVEMENTS).map(([tag, m]) => [m.description, { tag, income: m.income }]),
    );
    expect(
      seen.filter(
        (r) => expected.get(r.description)?.tag !== r.tag || expected.get(r.description)?.income !== r.income,
      ),
    ).toEqual([]);
    // Every category is shown somewhere (the scoring tab's filter offers them all).
    expect(new Set(seen.map((r) => r.tag))).toEqual(new Set(Object.keys(BANK_MOVEMENTS)));
  });

  it('every status change was made by someone', async () => {
    const [nobody] = await rows<{ n: number }>(
      sql`select count(*)::int as n from status_history where user_id is null`,
    );
    expect(nobody?.n).toBe(0);
  });
});
