import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { affiliatesFor, call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * Issue 13: the financing list is served from a cache per data version (migration 0005). Every
 * change to what it shows, by whatever writer, shows on the next call.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

const get = (who: string, url: string) => call(t, who, 'GET', url);
type Body = {
  'hydra:member': { id: number; estadoCd: string; borrowerName: string; afiliadoName: string | null }[];
  'hydra:totalItems': number;
  phaseCounts: Record<string, number>;
};
const list = async (who: string, url: string) => {
  const res = await get(who, url);
  expect(res.statusCode).toBe(200);
  return res.json() as Body;
};

describe('the financing list is never stale', () => {
  it('a status change moves the loan between phases, in the counts and in the rows', async () => {
    const before = await list('micro-admin', '/api/financiaciones?phase=FA');
    const again = await list('micro-admin', '/api/financiaciones?phase=FA');
    expect(again).toEqual(before);
    const loan = before['hydra:member'][0];
    if (!loan) throw new Error('no FA loan in the seed');
    await t.database.db.execute(sql`update loans set estado_cd = 'DE1' where id = ${loan.id}`);
    const after = await list('micro-admin', '/api/financiaciones?phase=FA');
    expect(after.phaseCounts.FA).toBe((before.phaseCounts.FA ?? 0) - 1);
    expect(after.phaseCounts.FD).toBe((before.phaseCounts.FD ?? 0) + 1);
    expect(after['hydra:totalItems']).toBe(before['hydra:totalItems'] - 1);
    expect(after['hydra:member'].map((l) => l.id)).not.toContain(loan.id);
    // Another page of the same filters shares the counts, and sees them new too.
    const page2 = await list('micro-admin', '/api/financiaciones?phase=FA&page=2');
    expect(page2.phaseCounts).toEqual(after.phaseCounts);
  });

  it("a borrower's new name is found by the text filter", async () => {
    const [first] = (await list('micro-admin', '/api/financiaciones'))['hydra:member'];
    if (!first) throw new Error('no loan');
    expect((await list('micro-admin', '/api/financiaciones?q=Zyxwvut'))['hydra:totalItems']).toBe(0);
    await t.database.db.execute(
      sql`update users set lastname = 'Zyxwvut' where id = (select user_id from loans where id = ${first.id})`,
    );
    const found = await list('micro-admin', '/api/financiaciones?q=Zyxwvut');
    expect(found['hydra:member'].map((l) => l.id)).toContain(first.id);
  });

  it("a COMERCIAL's list follows the affiliates assigned to them", async () => {
    const before = await list('comercial', '/api/financiaciones');
    const { mine } = await affiliatesFor(t, 'comercial');
    const [extra] = rowsOf<{ id: number; n: number }>(
      await t.database.db.execute(sql`
        select affiliate_id as id, count(*)::int as n from loans
        where affiliate_id is not null ${
          mine.length
            ? sql`and affiliate_id not in (${sql.join(
                mine.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }
        group by 1 order by 1 limit 1`),
    );
    if (!extra) throw new Error('no affiliate with loans');
    await t.database.db.execute(sql`
      update affiliates set plataforma_sales_agent_id = (select id from users where username = 'comercial')
      where id = ${extra.id}`);
    const after = await list('comercial', '/api/financiaciones');
    expect(after['hydra:totalItems']).toBe(before['hydra:totalItems'] + extra.n);
    // Another user's answer is not served from the COMERCIAL's entry, nor the other way round.
    const all = await list('micro-admin', '/api/financiaciones');
    expect(all['hydra:totalItems']).toBeGreaterThan(after['hydra:totalItems']);
  });
});
