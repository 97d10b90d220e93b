/**
 * Gaps: every provider call names the staff user who asked, in the provider's log (what the IT
 * tools' logs read). The affiliate score (open banking) did not.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { call, demoUserId } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

describe('the provider log names who asked', () => {
  it('the affiliate score (PUT analizePDV) logs the calling user', async () => {
    const [a] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from affiliates order by id limit 1`),
    );
    if (!a) throw new Error('fixture not found');
    const res = await call(t, 'micro-admin', 'PUT', `/api/tools/microadmin/analizePDV/${a.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const last = t.openBanking.calls.at(-1);
    expect(last).toMatchObject({ operation: 'scoreAffiliate', target: `/api/afiliados/${a.id}` });
    expect(last?.userId).toBe(await demoUserId(t, 'micro-admin'));
  });
});
