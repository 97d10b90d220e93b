import { messages } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { affiliatesFor, call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

// Two staff on one record: a record's GET answers its version as a strong ETag, and a write sent
// with an older one is refused (412) instead of silently overwriting the other person's change.

let t: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  // Another API process on the same database (its own pool on PostgreSQL).
  second = await t.secondApp();
});
afterAll(() => t.close());

const one = async <T>(q: SQL): Promise<T> => {
  const [r] = rowsOf<T>(await t.database.db.execute(q));
  if (!r) throw new Error('fixture not found');
  return r;
};

/** The record's current ETag, as the form that loads it reads it. */
async function etagOf(who: string, url: string): Promise<string> {
  const res = await call(t, who, 'GET', url);
  expect(res.statusCode).toBe(200);
  const etag = res.headers.etag;
  expect(etag).toMatch(/^"[\d.]+"$/);
  return etag as string;
}

const put = (who: string, url: string, body: unknown, ifMatch?: string) =>
  call(t, who, 'PUT', url, body, ifMatch === undefined ? {} : { 'if-match': ifMatch });

describe('affiliate: ETag and If-Match', () => {
  let url: string;
  beforeAll(async () => {
    const [id] = (await affiliatesFor(t, 'comercial')).mine as [number];
    url = `/api/afiliados/${id}`;
  });

  it('answers a version that a save moves on, and refuses a save made on an older one', async () => {
    const loaded = await etagOf('comercial', url);
    const first = await put('comercial', url, { nombre: 'Ferretería Ana' }, loaded);
    expect(first.statusCode).toBe(200);
    const saved = first.headers.etag as string;
    expect(saved).not.toBe(loaded);
    expect(await etagOf('micro-admin', url)).toBe(saved);
    // The audit log keeps the change, not the version that moved with it.
    const [logged] = rowsOf<{ after: Record<string, unknown> }>(
      await t.database.db.execute(
        sql`select after from audit_log where resource = ${url} and action = 'update' order by id desc limit 1`,
      ),
    );
    expect(logged?.after.nombre).toBe('Ferretería Ana');
    expect(logged?.after).not.toHaveProperty('version');

    // A colleague who loaded the record before that save sends the tag they loaded.
    const stale = await put('micro-admin', url, { nombre: 'Ferretería Beatriz' }, loaded);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ error: messages.conflict.stale, etag: saved });
    expect((await call(t, 'micro-admin', 'GET', url)).json().nombre).toBe('Ferretería Ana');

    // Having seen the other version, they save over it knowingly with its tag.
    const over = await put('micro-admin', url, { nombre: 'Ferretería Beatriz' }, saved);
    expect(over.statusCode).toBe(200);
    expect(over.json().nombre).toBe('Ferretería Beatriz');
  });

  it('answers 428 to a save without If-Match, and takes * and a weakened tag', async () => {
    const missing = await put('comercial', url, { nombre: 'Sin versión' });
    expect(missing.statusCode).toBe(428);
    expect(missing.json().error).toBe(messages.http[428]);
    const weak = await put('comercial', url, { nombre: 'Débil' }, `W/${await etagOf('comercial', url)}`);
    expect(weak.statusCode).toBe(200);
    expect((await put('comercial', url, { nombre: 'Cualquiera' }, '*')).statusCode).toBe(200);
    expect((await put('comercial', url, { nombre: 'Lista' }, '"0", "999999"')).statusCode).toBe(412);
  });

  it('keeps the version when a save changes nothing, and moves it on a write by any other path', async () => {
    const loaded = await etagOf('comercial', url);
    const { nombre } = (await call(t, 'comercial', 'GET', url)).json();
    expect((await put('comercial', url, { nombre }, loaded)).headers.etag).toBe(loaded);
    await t.database.db.execute(
      sql`update affiliates set score = coalesce(score, 0) + 1 where id = ${Number(url.split('/').pop())}`,
    );
    expect(await etagOf('comercial', url)).not.toBe(loaded);
  });

  it('refuses a foreign record as before (403), whatever its tag', async () => {
    const [foreign] = (await affiliatesFor(t, 'comercial')).others as [number];
    const tag = await etagOf('micro-admin', `/api/afiliados/${foreign}`);
    const res = await put('comercial', `/api/afiliados/${foreign}`, { nombre: 'Ajeno' }, tag);
    expect(res.statusCode).toBe(403);
    expect((await put('comercial', `/api/afiliados/${foreign}`, { nombre: 'Ajeno' })).statusCode).toBe(403);
  });

  it('of concurrent saves sent with one version, on two API processes, exactly one succeeds', async () => {
    const loaded = await etagOf('comercial', url);
    const headers = { ...(await t.as('comercial')), 'if-match': loaded };
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? second : t.app).inject({
          method: 'PUT',
          url,
          headers,
          payload: { nombre: `Paralelo ${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 412, 412, 412, 412, 412]);
    const winner = answers.find((a) => a.statusCode === 200);
    const now = (await call(t, 'comercial', 'GET', url)).json().nombre;
    expect(now).toBe(winner?.json().nombre);
  });
});

describe('investor: ETag and If-Match over the investor and its user', () => {
  let url: string;
  let userId: number;
  beforeAll(async () => {
    const inv = await one<{ id: number; userId: number }>(
      sql`select id, user_id as "userId" from investors order by id limit 1`,
    );
    url = `/api/inversores/${inv.id}`;
    userId = inv.userId;
  });

  it('refuses a save made before a colleague changed the investor', async () => {
    const loaded = await etagOf('micro-admin', url);
    expect(loaded).toMatch(/^"\d+\.\d+"$/);
    const first = await put('micro-admin', url, { position: 'Gerente' }, loaded);
    expect(first.statusCode).toBe(200);
    const stale = await put('super-admin', url, { position: 'Director' }, loaded);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ error: messages.conflict.stale, etag: first.headers.etag });
    expect((await call(t, 'micro-admin', 'GET', url)).json().position).toBe('Gerente');
    expect((await put('micro-admin', url, { position: 'Director' })).statusCode).toBe(428);
  });

  it("moves on when the investor's user changes (their name is the record's), not when they log in", async () => {
    const loaded = await etagOf('micro-admin', url);
    await t.database.db.execute(
      sql`update users set last_login = now(), ip = '10.0.0.9', agent = 'test' where id = ${userId}`,
    );
    expect(await etagOf('micro-admin', url)).toBe(loaded);
    await t.database.db.execute(sql`update users set firstname = firstname || 'x' where id = ${userId}`);
    const changed = await etagOf('micro-admin', url);
    expect(changed).not.toBe(loaded);
    expect((await put('micro-admin', url, { firstname: 'Lucía' }, loaded)).statusCode).toBe(412);
    expect((await put('micro-admin', url, { firstname: 'Lucía' }, changed)).statusCode).toBe(200);
  });

  it('the status action honours If-Match when sent and runs without it', async () => {
    const loaded = await etagOf('micro-admin', url);
    const status = (await call(t, 'micro-admin', 'GET', url)).json().status === 'BLO' ? 'ACT' : 'BLO';
    const changed = await put('micro-admin', `${url}/status`, { status });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(loaded);
    const stale = await put('micro-admin', `${url}/status`, { status: 'ACT' }, loaded);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error).toBe(messages.conflict.stale);
  });
});
