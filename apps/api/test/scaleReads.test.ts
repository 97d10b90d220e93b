import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../src/lib/fold';
import { DEEP_PAGE_ROWS, EXACT_COUNT_ROWS, pageWindow } from '../src/lib/paging';
import { rowsOf } from '../src/lib/rows';
import { call, demoUserId } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * The reads at production size (docs/scale.md), on both databases: text search folded as the
 * finder folds it on every list, the loan counters exact under concurrent writes, the pages read
 * from the nearer end with links that stay valid.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = async (url: string, who = 'micro-admin') => {
  const res = await call(t, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & {
    'hydra:member': Record<string, unknown>[];
    'hydra:totalItems': number;
    'hydra:view': Record<string, string>;
  };
};

describe('search_fold() folds as the API folds the typed text', () => {
  it('agrees with foldText on every letter of Latin-1 and Latin Extended-A', async () => {
    const letters = Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) => String.fromCodePoint(0xc0 + i));
    const rows = rowsOf<{ c: string; f: string }>(
      await db().execute(
        sql`select c, search_fold(c) as f from unnest(${`{${letters.map((c) => `"${c}"`).join(',')}}`}::text[]) c`,
      ),
    );
    const wrong = rows.filter((r) => r.f !== foldText(r.c)).map((r) => `${r.c}: ${r.f} ≠ ${foldText(r.c)}`);
    expect(wrong).toEqual([]);
    expect(foldText('Núñez ÁLVARO Œuvre')).toBe('nunez alvaro oeuvre');
  });
});

describe('text search is accent- and case-insensitive on every list', () => {
  let name: { first: string; last: string; userId: number; loanId: number };
  beforeAll(async () => {
    // A borrower, an investor and an affiliate with accented names that no seed row shares.
    const [loan] = rowsOf<{ id: number; userId: number }>(
      await db().execute(sql`select id, user_id as "userId" from loans order by id limit 1`),
    );
    if (!loan) throw new Error('no loan');
    name = { first: 'Jósé', last: 'Ñúñez Ørtegá', userId: loan.userId, loanId: loan.id };
    await db().execute(
      sql`update users set firstname = ${name.first}, lastname = ${name.last} where id = ${loan.userId}`,
    );
    await db().execute(sql`update users set firstname = 'Íñigo', lastname = 'Úbeda Ñandú'
      where id = (select user_id from investors order by id limit 1)`);
    await db().execute(
      sql`update affiliates set nombre = 'Óptica Muñoz Ærø' where id = (select min(id) from affiliates)`,
    );
  });

  it('the financing list: "jose nunez" finds "Jósé Ñúñez", as does the accented spelling', async () => {
    const plain = await get('/api/financiaciones?q=jose%20nunez');
    const accented = await get(`/api/financiaciones?q=${encodeURIComponent('JÓSÉ ÑÚÑEZ')}`);
    expect(plain['hydra:member'].map((m) => m.id)).toContain(name.loanId);
    expect(accented['hydra:totalItems']).toBe(plain['hydra:totalItems']);
    expect(plain.phaseCounts).toEqual(accented.phaseCounts);
    // The ligature of 'Ørtegá' is spelled out as the database spells it.
    expect((await get('/api/financiaciones?q=ortega'))['hydra:member'].map((m) => m.id)).toContain(
      name.loanId,
    );
  });

  it('the investor list, the affiliate list and the finder', async () => {
    const investors = await get('/api/inversores?q=inigo%20ubeda');
    expect(investors['hydra:totalItems']).toBe(1);
    const me = await demoUserId(t, 'micro-admin');
    const affiliates = await get(`/api/users/${me}/affiliatesInDepthList?text=optica%20munoz%20aer`);
    expect(affiliates['hydra:totalItems']).toBe(1);
    const found = (
      await call(t, 'micro-admin', 'GET', `/api/users/${me}/search?q=nunez%20ortega`)
    ).json() as {
      type: string;
      id: number;
    }[];
    expect(found).toContainEqual(expect.objectContaining({ type: 'borrower', id: name.userId }));
  });
});

describe('the listings', () => {
  it('order and filter a date on its raw column: two loans of one day come in their time order', async () => {
    const two = rowsOf<{ id: number }>(await db().execute(sql`select id from loans order by id limit 2`));
    const [a, b] = two.map((r) => r.id);
    await db().execute(
      sql`update loans set estado_cd = 'EAM', created_at = '2026-01-05 08:00+00' where id = ${a}`,
    );
    await db().execute(
      sql`update loans set estado_cd = 'EAM', created_at = '2026-01-05 20:00+00' where id = ${b}`,
    );
    const day = '/api/listados/creditos-estados-eam-ret-ama-amo?desde=2026-01-05&hasta=2026-01-05';
    const desc = await get(`${day}&order[fechaAlta]=desc`, 'super-admin');
    // Ordered by the day's text, the two would tie and come by id (a first).
    expect(desc['hydra:member'].map((m) => m.creditoId)).toEqual([b, a]);
    expect(desc['hydra:member'][0]?.fechaAlta).toBe('2026-01-05');
    const asc = await get(`${day}&order[fechaAlta]=asc`, 'super-admin');
    expect(asc['hydra:member'].map((m) => m.creditoId)).toEqual([a, b]);
  });

  it('search a borrower folded as the finder does', async () => {
    const found = await get(
      `/api/listados/creditos-estados-eam-ret-ama-amo?q=${encodeURIComponent('nunez ortega')}`,
      'super-admin',
    );
    const accented = await get(
      `/api/listados/creditos-estados-eam-ret-ama-amo?q=${encodeURIComponent('Ñúñez Ørtegá')}`,
      'super-admin',
    );
    expect(found['hydra:totalItems']).toBeGreaterThan(0);
    expect(accented['hydra:member']).toEqual(found['hydra:member']);
  });
});

describe('the loan counters', () => {
  const counted = async () =>
    rowsOf<{ k: string; n: number }>(
      await db().execute(sql`select coalesce(affiliate_id, 0) || ' ' || tipo || ' ' || estado_cd as k, count(*)::int as n
        from loans group by 1 order by 1`),
    );
  const kept = async () =>
    rowsOf<{ k: string; n: number }>(
      await db().execute(sql`select affiliate_id || ' ' || tipo || ' ' || estado_cd as k, n
        from loan_counts where n <> 0 order by 1`),
    );

  it('stay exact under concurrent status changes, moves between affiliates and new loans', async () => {
    const loans = rowsOf<{ id: number; affiliateId: number | null; userId: number }>(
      await db().execute(
        sql`select id, affiliate_id as "affiliateId", user_id as "userId" from loans order by id limit 40`,
      ),
    );
    const statuses = ['AMO', 'DE1', 'SIM', 'EST'];
    // Opposite moves at once (A→B beside B→A), each in its own transaction: no count is lost and
    // none deadlocks.
    await Promise.all(
      loans.map((l, i) =>
        db().transaction(async (tx) => {
          await tx.execute(sql`update loans set estado_cd = ${statuses[i % 4] as string} where id = ${l.id}`);
          await tx.execute(sql`update loans set estado_cd = ${statuses[(i + 1) % 4] as string},
            affiliate_id = ${loans[(i + 7) % loans.length]?.affiliateId ?? null} where id = ${l.id}`);
          if (i % 5 === 0)
            await tx.execute(sql`insert into loans (code, tipo, estado_cd, user_id, affiliate_id, cantidad, meses)
              values (${`TST${i}`}, 'bnpl', 'SIM', ${l.userId}, ${l.affiliateId}, 100, 3)`);
        }),
      ),
    );
    await db().execute(sql`delete from loans where code like 'TST%' and id % 2 = 0`);
    expect(await kept()).toEqual(await counted());
  });

  it('the financing list reads them: its counts are exact and not estimated', async () => {
    const list = await get('/api/financiaciones');
    const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from loans`),
    );
    expect(list['hydra:totalItems']).toBe(n);
    expect(list.countsEstimated).toBe(false);
  });
});

describe('pages', () => {
  it('are read from the nearer end, and refused past DEEP_PAGE_ROWS from both', () => {
    const exact = (n: number) => ({ n, estimated: false });
    expect(pageWindow(exact(1_000_000), 1, 100)).toEqual({ offset: 0, limit: 100, reverse: false });
    // The last page of a million rows: the first 40 rows of the reversed order.
    expect(pageWindow(exact(1_000_040), 10_001, 100)).toEqual({ offset: 0, limit: 40, reverse: true });
    expect(pageWindow(exact(1_000_000), 9_999, 100)).toEqual({ offset: 100, limit: 100, reverse: true });
    expect(pageWindow(exact(1_000_000), 5_000, 100)).toBeNull();
    expect(pageWindow(exact(1_000_000), DEEP_PAGE_ROWS / 100 + 1, 100)).not.toBeNull();
    // An estimated total has no known end: only the pages near the start.
    expect(pageWindow({ n: EXACT_COUNT_ROWS * 10, estimated: true }, 2, 100)).not.toBeNull();
    expect(pageWindow({ n: 10_000_000, estimated: true }, 9_000, 100)).toBeNull();
    // Past the end: an empty page, no query.
    expect(pageWindow(exact(50), 3, 100)).toEqual({ offset: 200, limit: 0, reverse: false });
  });

  it('the last page read backwards holds the rows the order puts last', async () => {
    for (const list of ['/api/financiaciones?order[cantidad]=desc', '/api/cuotas?order[fechaCobro]=asc']) {
      const first = await get(list);
      const last = first['hydra:view']['hydra:last'];
      if (!last) throw new Error('no hydra:last');
      const tail = await get(last);
      const per = first['hydra:member'].length;
      const total = first['hydra:totalItems'];
      expect(tail['hydra:member']).toHaveLength(total - per * Math.floor((total - 1) / per));
      // Every page followed by hydra:next covers each row once, ending on the last page's rows.
      const ids: unknown[] = [];
      let next: string | undefined = `${list}&page=1`;
      while (next) {
        const page = await get(next);
        ids.push(...page['hydra:member'].map((m) => m.id));
        next = page['hydra:view']['hydra:next'];
      }
      expect(new Set(ids).size).toBe(total);
      expect(ids.slice(-tail['hydra:member'].length)).toEqual(tail['hydra:member'].map((m) => m.id));
    }
  });

  it('past the exact count, the total is a labelled estimate and a page too deep is a 400 in Spanish', async () => {
    // More installments than are counted exactly: the total is the planner's, the end unknown.
    await db().execute(sql`insert into installments (loan_id, estado_cd, numero, sub_numero, fecha_inicio, fecha_cobro, saldo, principal, interest)
      select (select min(id) from loans), 'PD', 1000 + k, 0, date '2030-01-01', date '2030-02-01', 1, 1, 0
      from generate_series(1, ${2 * DEEP_PAGE_ROWS + 5_000}) k`);
    const res = await call(t, 'micro-admin', 'GET', `/api/cuotas?page=${DEEP_PAGE_ROWS / 100 + 20}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/demasiado lejos/);
    const edge = await get(`/api/cuotas?page=${DEEP_PAGE_ROWS / 100 + 1}`);
    expect(edge.countsEstimated).toBe(true);
    expect(edge['hydra:totalItems']).toBeGreaterThan(EXACT_COUNT_ROWS);
    expect(edge['hydra:member']).toHaveLength(100);
    // No link to a page that would be refused: neither the next one nor an estimated last one.
    expect(edge['hydra:view']['hydra:next']).toBeUndefined();
    expect(edge['hydra:view']['hydra:last']).toBeUndefined();
    expect(edge['hydra:view']['hydra:previous']).toBeDefined();
  });
});
