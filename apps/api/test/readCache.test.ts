import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { rowsOf } from '../src/lib/rows';
import { affiliatesFor, call, demoUserId, save } from './support/helpers';
import { createTestApp, TEST_SECRET, type TestContext } from './support/testApp';

// The affiliate list is served from a cache keyed by a data version that database triggers bump
// (src/lib/versionedCache.ts, migration 0002). These tests change every kind of data the list
// shows, by every path (this server, another server on the same database, plain SQL), and expect
// the very next read to show it.

let t: TestContext;
let other: FastifyInstance;
let uncached: FastifyInstance;
let admin: number;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  admin = await demoUserId(t, 'micro-admin');
  // Two more servers on the same database: one with its own cache, one without any.
  other = await buildApp({ db: t.database.db, jwtSecret: TEST_SECRET, dataDir: t.dataDir });
  uncached = await buildApp({
    db: t.database.db,
    jwtSecret: TEST_SECRET,
    dataDir: t.dataDir,
    readCache: false,
  });
});
afterAll(async () => {
  await other.close();
  await uncached.close();
  await t.close();
});

interface Row {
  id: number;
  name: string;
  lastComment: string | null;
  salesAgent: string | null;
  email: string | null;
  status: string;
}

const listUrl = () => `/api/users/${admin}/affiliatesInDepthList?pagination=false`;

async function list(app: FastifyInstance, url = listUrl()) {
  const res = await app.inject({ url, headers: await t.as('micro-admin') });
  expect(res.statusCode).toBe(200);
  return res.json() as { 'hydra:member': Row[]; countsByStatus: Record<string, number> };
}

const rowOf = async (app: FastifyInstance, id: number) =>
  (await list(app))['hydra:member'].find((r) => r.id === id) as Row;

/** An answer's body without the request's own error id (a refusal carries one per request). */
const withoutErrorId = (body: string) => body.replace(/,"id":"[0-9a-f-]{36}"/, '');

describe('the affiliate list read cache', () => {
  it('shows a change made through this server on the next read', async () => {
    const [id] = (await affiliatesFor(t, 'comercial')).mine as [number];
    await rowOf(t.app, id); // cached now
    await rowOf(other, id);
    const put = await save(t, 'micro-admin', `/api/afiliados/${id}`, { nombre: 'Ferretería Nueva' });
    expect(put.statusCode).toBe(200);
    expect((await rowOf(t.app, id)).name).toBe('Ferretería Nueva');
    // The other server had the old answer cached: the version tells it apart.
    expect((await rowOf(other, id)).name).toBe('Ferretería Nueva');
  });

  it('shows a new comment, a renamed sales agent and a new e-mail of the administrator', async () => {
    const comercial = await affiliatesFor(t, 'comercial');
    const id = comercial.mine[0] as number;
    const before = await rowOf(t.app, id);
    const comment = await call(t, 'comercial', 'POST', '/api/comentarios', {
      afiliado: `/api/afiliados/${id}`,
      mensaje: 'Llamar el lunes a primera hora',
    });
    expect(comment.statusCode).toBe(201);
    expect((await rowOf(t.app, id)).lastComment).toBe('Llamar el lunes a primera hora');

    const agent = await save(t, 'super-admin', `/api/users/${comercial.userId}`, {
      firstname: 'Rocío',
      lastname: 'Peña Ibáñez',
    });
    expect(agent.statusCode).toBe(200);
    const renamed = (await list(t.app))['hydra:member'].filter((r) => comercial.mine.includes(r.id));
    expect(renamed.some((r) => r.salesAgent === 'Rocío Peña Ibáñez')).toBe(true);

    const affiliate = (await call(t, 'micro-admin', 'GET', `/api/afiliados/${id}`)).json();
    const changed = await save(t, 'super-admin', affiliate.administrador, {
      email: `nuevo-${id}@ejemplo.test`,
    });
    expect(changed.statusCode).toBe(200);
    expect((await rowOf(other, id)).email).toBe(`nuevo-${id}@ejemplo.test`);
    expect(before.email).not.toBe(`nuevo-${id}@ejemplo.test`);
  });

  it('shows a change written straight to the database (seed, psql, another service)', async () => {
    const first = (await list(t.app))['hydra:member'][0] as Row;
    const counts = (await list(t.app)).countsByStatus;
    const to = first.status === 'BAJ' ? 'FUN' : 'BAJ';
    await t.database.db.execute(sql`update affiliates set estado_cd = ${to} where id = ${first.id}`);
    const after = await list(t.app);
    expect(after['hydra:member'].find((r) => r.id === first.id)?.status).toBe(to);
    expect(after.countsByStatus[to]).toBe((counts[to] ?? 0) + 1);
    expect(after.countsByStatus[first.status]).toBe((counts[first.status] ?? 0) - 1);
  });

  it('answers exactly what a server without the cache answers, for every filter', async () => {
    const comercial = await affiliatesFor(t, 'comercial');
    const urls = [
      listUrl(),
      `/api/users/${admin}/affiliatesInDepthList?page=2&itemsPerPage=7`,
      `/api/users/${admin}/affiliatesInDepthList?status=ACT,FUN&itemsPerPage=5`,
      `/api/users/${admin}/affiliatesInDepthList?text=ferreteria`,
      `/api/users/${admin}/affiliatesInDepthList?salesAgent=/api/users/${comercial.userId}`,
      `/api/users/${comercial.userId}/affiliatesInDepthList?pagination=false`,
    ];
    for (const url of urls) {
      for (const who of ['micro-admin', 'comercial']) {
        const headers = await t.as(who);
        const a = await t.app.inject({ url, headers });
        const b = await uncached.inject({ url, headers });
        expect(a.statusCode, `${who} ${url}`).toBe(b.statusCode);
        // Every answer but the error id, which names each request apart.
        expect(withoutErrorId(a.body), `${who} ${url}`).toBe(withoutErrorId(b.body));
      }
    }
  });

  it('ends on the written data after concurrent writes and reads on two servers', async () => {
    const ids = (await list(t.app))['hydra:member'].slice(0, 12).map((r) => r.id);
    const headers = await t.as('micro-admin');
    await Promise.all(
      ids.flatMap((id, i) => [
        t.app.inject({
          method: 'PUT',
          url: `/api/afiliados/${id}`,
          // Blind writes (any version): this test is about the list cache, not lost edits.
          headers: { ...headers, 'if-match': '*' },
          payload: { nombre: `Concurrente ${i}` },
        }),
        (i % 2 ? t.app : other).inject({ url: listUrl(), headers }),
      ]),
    );
    for (const app of [t.app, other]) {
      const rows = (await list(app))['hydra:member'];
      for (const [i, id] of ids.entries())
        expect(rows.find((r) => r.id === id)?.name).toBe(`Concurrente ${i}`);
    }
  });

  it('keeps a COMERCIAL to their own affiliates when an administrator has the same URL cached', async () => {
    const comercial = await affiliatesFor(t, 'comercial');
    const url = `/api/users/${comercial.userId}/affiliatesInDepthList?pagination=false`;
    const seenByAdmin = await list(t.app, url);
    const seenByComercial = (await t.app.inject({ url, headers: await t.as('comercial') })).json()[
      'hydra:member'
    ] as Row[];
    expect(seenByComercial.map((r) => r.id).sort()).toEqual([...comercial.mine].sort());
    expect(seenByAdmin['hydra:member'].map((r) => r.id).sort()).toEqual([...comercial.mine].sort());
    expect((await t.app.inject({ url: listUrl(), headers: await t.as('comercial') })).statusCode).toBe(403);
  });
});

describe('the list cache key names whose list it is (issue 12)', () => {
  it('after a MICRO_ADMIN opens an ADMIN’s list, the ADMIN’s own list still shows every affiliate', async () => {
    const adminId = await demoUserId(t, 'admin');
    const url = `/api/users/${adminId}/affiliatesInDepthList?pagination=false`;
    // The MICRO_ADMIN looks at the ADMIN's list: the affiliates assigned to the ADMIN.
    const seen = await t.app.inject({ url, headers: await t.as('micro-admin') });
    expect(seen.statusCode).toBe(200);
    const assigned = seen.json()['hydra:totalItems'] as number;
    // The ADMIN's own list (same URL) is every affiliate, as the server without a cache says.
    const own = (await t.app.inject({ url, headers: await t.as('admin') })).json();
    const truth = (await uncached.inject({ url, headers: await t.as('admin') })).json();
    const [{ n } = { n: -1 }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from affiliates`),
    );
    expect(own['hydra:totalItems']).toBe(truth['hydra:totalItems']);
    expect(own['hydra:totalItems']).toBe(n);
    expect(assigned).toBeLessThan(n);
    // And the other way round: the MICRO_ADMIN's look is not served the ADMIN's whole list.
    const again = await t.app.inject({ url, headers: await t.as('micro-admin') });
    expect(again.json()['hydra:totalItems']).toBe(assigned);
  });
});
