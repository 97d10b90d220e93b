/** Issue 13 (a13b): the loan's Belender fields, provider error, and borrower / car / ID info links and reads. */
import { messages } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { SEED_TODAY } from '../src/seed/platform';
import { affiliatesFor, call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
let comercial: Awaited<ReturnType<typeof affiliatesFor>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  // comercial gets (as the platform's sales agent) the affiliate of one loan with ID info.
  await t.database.db.execute(sql`
    update affiliates set plataforma_sales_agent_id = (select id from users where username = 'comercial')
    where id = (select l.affiliate_id from loans l join loan_id_info i on i.loan_id = l.id
      where l.affiliate_id is not null order by l.id limit 1)`);
  comercial = await affiliatesFor(t, 'comercial');
});
afterAll(() => t.close());

const one = async <T>(q: SQL): Promise<T> => {
  const [r] = rowsOf<T>(await t.database.db.execute(q));
  if (!r) throw new Error('fixture not found');
  return r;
};
const get = (who: string, url: string) => call(t, who, 'GET', url);
const ids = (list: number[]) =>
  sql.join(
    list.map((i) => sql`${i}`),
    sql`, `,
  );

describe('loan info (borrower, car, ID)', () => {
  it('the detail links each existing info and gives null for a missing one', async () => {
    const withCar = await one<{ id: number }>(
      sql`select loan_id as id from loan_car_info order by loan_id limit 1`,
    );
    const noCar = await one<{ id: number }>(
      sql`select l.id from loans l join loan_id_info i on i.loan_id = l.id
        where not exists (select 1 from loan_car_info c where c.loan_id = l.id) order by l.id limit 1`,
    );
    const a = (await get('admin', `/api/loanControlDetail/${withCar.id}`)).json();
    expect(a.carInfo).toBe(`/api/creditos/${withCar.id}/carInfo`);
    const b = await get('admin', `/api/loanControlDetail/${noCar.id}`);
    expect(b.statusCode).toBe(200);
    expect(b.json().carInfo).toBeNull();
    expect(b.json().idInfo).toBe(`/api/creditos/${noCar.id}/idInfo`);
    const car = await get('admin', `/api/creditos/${withCar.id}/carInfo`);
    expect(car.statusCode).toBe(200);
    expect(car.json()).toMatchObject({ '@type': 'CarInfo', creditId: withCar.id });
    expect(typeof car.json().make).toBe('string');
    const missing = await get('admin', `/api/creditos/${noCar.id}/carInfo`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(messages.general.notFound);
  });

  it('the ID info says whether the document has expired (seeded expired and valid ones)', async () => {
    const expired = await one<{ id: number }>(
      sql`select loan_id as id from loan_id_info where expiry_date < ${SEED_TODAY}::date order by loan_id limit 1`,
    );
    const valid = await one<{ id: number }>(
      sql`select loan_id as id from loan_id_info where expiry_date > ${SEED_TODAY}::date + 30 order by loan_id limit 1`,
    );
    const e = (await get('admin', `/api/creditos/${expired.id}/idInfo`)).json();
    expect(e.expired).toBe(true);
    expect(e.documentNumber).toBeTruthy();
    expect((await get('admin', `/api/creditos/${valid.id}/idInfo`)).json().expired).toBe(false);
  });

  it('an ID document expires when its day is behind today in Madrid, not in UTC', async () => {
    const doc = await one<{ id: number; expiry: string }>(
      sql`select loan_id as id, to_char(expiry_date, 'YYYY-MM-DD') as expiry from loan_id_info order by loan_id limit 1`,
    );
    const saved = t.clock.now;
    try {
      await t.database.db.execute(
        sql`update loan_id_info set expiry_date = '2026-03-01' where loan_id = ${doc.id}`,
      );
      const expiredAt = async (iso: string) => {
        t.clock.now = Date.parse(iso);
        return (await get('admin', `/api/creditos/${doc.id}/idInfo`)).json().expired;
      };
      // 23:30 UTC on 1 March is 00:30 on 2 March in Madrid (UTC+1): the expiry day is behind.
      expect(await expiredAt('2026-03-01T23:30:00Z')).toBe(true);
      // 22:30 UTC is still 23:30 on 1 March in Madrid: the document is valid on its last day.
      expect(await expiredAt('2026-03-01T22:30:00Z')).toBe(false);
    } finally {
      t.clock.now = saved;
      await t.database.db.execute(
        sql`update loan_id_info set expiry_date = ${doc.expiry}::date where loan_id = ${doc.id}`,
      );
    }
  });

  it('the borrower info and the Belender fields and provider error are read', async () => {
    const b = await one<{ id: number; income: number }>(
      sql`select loan_id as id, monthly_income::float8 as income from loan_borrower_info order by loan_id limit 1`,
    );
    const res = await get('admin', `/api/creditos/${b.id}/borrowerInfo`);
    expect(res.statusCode).toBe(200);
    expect(res.json().monthlyIncome).toBe(b.income);
    const err = await one<{ id: number; e: string; bid: string | null }>(
      sql`select id, bank_analysis_error as e, belender_id as bid from loans where bank_analysis_error is not null order by id limit 1`,
    );
    const d = (await get('admin', `/api/loanControlDetail/${err.id}`)).json();
    expect(d.bankAnalysisError).toBe(err.e);
    expect(d.belenderId).toBe(err.bid);
    expect(typeof d.noBelender).toBe('boolean');
    expect(d.borrowerInfo === null || d.borrowerInfo === `/api/creditos/${err.id}/borrowerInfo`).toBe(true);
  });

  it('a COMERCIAL is refused the info of a foreign loan and reads their own', async () => {
    const foreign = await one<{ id: number }>(
      sql`select l.id from loans l join loan_id_info i on i.loan_id = l.id
        where l.affiliate_id in (${ids(comercial.others)}) order by l.id limit 1`,
    );
    for (const what of ['borrowerInfo', 'carInfo', 'idInfo']) {
      const res = await get('comercial', `/api/creditos/${foreign.id}/${what}`);
      expect(res.statusCode, what).toBe(403);
      expect(res.json().error).toBe(messages.auth.forbidden);
    }
    const mine = await one<{ id: number }>(
      sql`select l.id from loans l join loan_id_info i on i.loan_id = l.id
        where l.affiliate_id in (${ids(comercial.mine)}) order by l.id limit 1`,
    );
    expect((await get('comercial', `/api/creditos/${mine.id}/idInfo`)).statusCode).toBe(200);
  });
});
