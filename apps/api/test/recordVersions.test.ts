import { DELETED_SCORES, messages } from '@backoffice/domain';
import type { ApiRouteKey } from '@backoffice/domain/apiAccess';
import {
  rowEtag,
  UNVERSIONED_WRITES,
  VERSIONED_WRITES,
  type VersionedWrite,
} from '@backoffice/domain/recordVersions';
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

// ---------------------------------------------------------------------------------------------
// Every write route of the API, walked from the routes the server registered: each is in the
// domain's VERSIONED_WRITES (and refuses a stale If-Match) or in UNVERSIONED_WRITES with a reason.

/** A record of each kind the writes act on, by the GET that reads it (or the row the path names). */
const RECORD_IDS = {
  'GET /api/afiliados/:id': sql`select id from affiliates order by id limit 1`,
  'GET /api/inversores/:id': sql`select id from investors order by id desc limit 1`,
  'GET /api/users/:id': sql`select user_id as id from loans order by id desc limit 1`,
  'GET /api/datos_empresas/:id': sql`select id from datos_empresas order by id desc limit 1`,
  'GET /api/accounts/:id': sql`select id from accounts order by id desc limit 1`,
  'GET /api/investor_preferences/:id': sql`select id from investor_preferences order by id desc limit 1`,
  'GET /api/creditos/:id': sql`select id from loans order by id desc limit 1`,
  investment: sql`select id from investments order by id desc limit 1`,
  plan: sql`select id from configuracion_afiliados order by id desc limit 1`,
  paymentMethod: sql`select id from payment_methods order by id desc limit 1`,
  ibanUser: sql`select user_id as id from accounts where iban is not null order by id desc limit 1`,
} as const;

/** The version of the row a record-less write checks (the one its list row carries), by kind. */
const ROW_VERSION: Readonly<Record<string, (id: number) => SQL>> = {
  investment: (id) => sql`select version from investments where id = ${id}`,
  plan: (id) => sql`select version from configuracion_afiliados where id = ${id}`,
  paymentMethod: (id) => sql`select version from payment_methods where id = ${id}`,
  ibanUser: (id) =>
    sql`select version from accounts where user_id = ${id} and iban is not null order by id desc limit 1`,
};

/** The row a write's path names when it is not the record's own (record: null). */
const ROW_OF: { readonly [K in ApiRouteKey]?: keyof typeof RECORD_IDS } = {
  'PUT /api/tools/admin/cancelInvestment/:id': 'investment',
  'DELETE /api/inversiones/:id': 'investment',
  'DELETE /api/configuracion_afiliados/:id': 'plan',
  'PUT /api/payment_methods/:id': 'paymentMethod',
  'PUT /api/tools/microadmin/registerIBANLW/:id': 'ibanUser',
};

/** A body each write accepts (so that the version is what refuses it); `{ reason }` otherwise. */
const BODIES: { readonly [K in ApiRouteKey]?: unknown } = {
  'PUT /api/afiliados/:id': { nombre: 'Versión vieja' },
  'PUT /api/inversores/:id': { position: 'Versión vieja' },
  'PUT /api/users/:id': { phone: '600000000' },
  'PUT /api/datos_empresas/:id': { nombreComercial: 'Versión vieja' },
  'PUT /api/accounts/:id': { iban: null },
  'PUT /api/investor_preferences/:id': { points: 3 },
  'PUT /api/inversores/:id/status': { status: 'BLO' },
  'DELETE /api/configuracion_afiliados/:id': undefined,
  'PUT /api/payment_methods/:id': { invalidType: true, enabled: false },
  'POST /api/tools/admin/invest/:id': { investor: '/api/inversores/1', amount: 100 },
  'PUT /api/tools/microadmin/partialCancellation/:id': { amount: 10 },
  'PUT /api/creditos/:id': { ...DELETED_SCORES },
  'PUT /api/creditos/:id/flags': { demandaJudicial: true, visibleRecobro: false },
  'POST /api/tools/admin/approveLoan/:id': { funder: 'Fondo' },
  'PUT /api/tools/microadmin/lenderTerms/:id': { meses: 12 },
  'POST /api/tools/admin/resetPayment/:id': { reason: 'Prueba' },
  'PUT /api/tools/microadmin/frozeDebt/:id': { cz: true },
  'PUT /api/tools/microadmin/generateDebtCertificate/:id': { cz: true },
};

const versioned = Object.entries(VERSIONED_WRITES) as [ApiRouteKey, VersionedWrite][];
let attempt = 0;

/** The write's URL on a record of its kind, and the GET of that record (null: none of its own). */
async function target(key: ApiRouteKey, write: VersionedWrite) {
  const kind = write.record ?? ROW_OF[key];
  if (!kind) throw new Error(`${key}: no record kind`);
  const { id } = await one<{ id: number }>(RECORD_IDS[kind as keyof typeof RECORD_IDS]);
  const path = key.slice(key.indexOf(' ') + 1);
  const rowVersion = write.record ? null : ROW_VERSION[kind];
  return {
    url: path.replace(':id', String(id)),
    read: write.record ? write.record.slice(write.record.indexOf(' ') + 1).replace(':id', String(id)) : null,
    /** The row's version as its list shows it, for a write on a row without a read of its own. */
    row: rowVersion ? async () => rowEtag((await one<{ version: number }>(rowVersion(id))).version) : null,
  };
}

function send(key: ApiRouteKey, url: string, headers: Record<string, string>) {
  const method = key.slice(0, key.indexOf(' '));
  const body = key in BODIES ? BODIES[key] : { reason: 'Prueba' };
  attempt += 1;
  return call(t, 'super-admin', method, url, body, {
    // A money action needs its key (checked before the version); each attempt its own.
    'idempotency-key': `version-test-${attempt}-${Date.now()}`,
    ...headers,
  });
}

describe('every write route of the API', () => {
  it('is in VERSIONED_WRITES or, with its reason, in UNVERSIONED_WRITES (and only registered routes are)', () => {
    const writes = t.app.apiRoutes.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
    expect(writes.filter((k) => !(k in VERSIONED_WRITES) && !(k in UNVERSIONED_WRITES))).toEqual([]);
    expect(writes.filter((k) => k in VERSIONED_WRITES && k in UNVERSIONED_WRITES)).toEqual([]);
    const registered = new Set(writes);
    expect(
      [...Object.keys(VERSIONED_WRITES), ...Object.keys(UNVERSIONED_WRITES)].filter(
        (k) => !registered.has(k),
      ),
    ).toEqual([]);
    // Each record a write names answers its version on its GET.
    expect(versioned.length).toBeGreaterThan(40);
  });

  it.each(versioned)('%s refuses a stale If-Match (412) and writes nothing', async (key, write) => {
    const { url, read, row } = await target(key, write);
    const before = read ? await etagOf('super-admin', read) : row ? await row() : null;
    const stale = await send(key, url, { 'if-match': '"0"' });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json().error).toBe(messages.conflict.stale);
    expect(stale.json().etag).toMatch(/^"[\d.]+"$/);
    expect(stale.json().etag).toBe(before);
    if (read) expect(await etagOf('super-admin', read)).toBe(before);
    if (row) expect(await row()).toBe(before);
    if (write.ifMatch === 'required') {
      const missing = await send(key, url, {});
      expect(missing.statusCode, missing.body).toBe(428);
      expect(missing.json().error).toBe(messages.http[428]);
    }
  });
});

describe('loan: its detail answers the loan version the actions check', () => {
  it('GET /api/loanControlDetail/:id and GET /api/creditos/:id answer one ETag; an action on an older one is refused', async () => {
    const { id } = await one<{ id: number }>(RECORD_IDS['GET /api/creditos/:id']);
    const loaded = await etagOf('micro-admin', `/api/creditos/${id}`);
    expect(await etagOf('micro-admin', `/api/loanControlDetail/${id}`)).toBe(loaded);
    // A colleague's write (any path: an action, a provider callback, psql) moves it on.
    await t.database.db.execute(
      sql`update loans set score_simplai = coalesce(score_simplai, 0) + 1 where id = ${id}`,
    );
    const now = await etagOf('micro-admin', `/api/creditos/${id}`);
    expect(now).not.toBe(loaded);
    const deleteScores = (tag?: string) =>
      call(
        t,
        'micro-admin',
        'PUT',
        `/api/creditos/${id}`,
        { ...DELETED_SCORES },
        tag ? { 'if-match': tag } : {},
      );
    const stale = await deleteScores(loaded);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().etag).toBe(now);
    // With the current version, or without one (a script), the action runs as the status table says.
    const current = await deleteScores(now);
    expect(current.statusCode).not.toBe(412);
    if (current.statusCode === 200)
      expect(current.headers.etag).toBe(await etagOf('micro-admin', `/api/creditos/${id}`));
    expect([412, 428]).not.toContain((await deleteScores()).statusCode);
  });
});

describe('a row changed from its list: the row carries the version its action sends', () => {
  it("a payment method: disabled with its row's version, refused on an older one", async () => {
    const pm = await one<{ id: number; userId: number }>(
      sql`select id, user_id as "userId" from payment_methods where enabled order by id limit 1`,
    );
    const rowOf = async () => {
      const list = await call(t, 'super-admin', 'GET', `/api/users/${pm.userId}/payment_methods`);
      const found = (list.json()['hydra:member'] as { id: number; version: number }[]).find(
        (m) => m.id === pm.id,
      );
      if (!found) throw new Error('payment method not listed');
      return found;
    };
    const read = await rowOf();
    // A colleague's change of the method (a provider callback marks it invalid) moves its version on.
    await t.database.db.execute(sql`update payment_methods set invalid = not invalid where id = ${pm.id}`);
    const now = await rowOf();
    expect(now.version).toBeGreaterThan(read.version);
    const url = `/api/payment_methods/${pm.id}`;
    const body = { invalidType: true, enabled: false };
    const stale = await put('super-admin', url, body, rowEtag(read.version));
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ error: messages.conflict.stale, etag: rowEtag(now.version) });
    expect((await rowOf()).version).toBe(now.version);
    const done = await put('super-admin', url, body, rowEtag(now.version));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.headers.etag).toBe(rowEtag((await rowOf()).version));
    expect(done.json()).toMatchObject({
      enabled: false,
      invalidType: true,
      version: (await rowOf()).version,
    });
  });

  it("an investment: its row in the loan's list answers the version its cancellation checks", async () => {
    const inv = await one<{ id: number; loanId: number }>(
      sql`select i.id, i.loan_id as "loanId" from investments i join loans l on l.id = i.loan_id
          where i.active and l.estado_cd = 'PUB' order by i.id limit 1`,
    );
    const list = await call(t, 'micro-admin', 'GET', `/api/creditos/${inv.loanId}/inversiones`);
    const row = (list.json()['hydra:member'] as { id: number; version: number }[]).find(
      (m) => m.id === inv.id,
    );
    expect(row?.version).toBeTypeOf('number');
    const cancel = (tag: string) =>
      call(t, 'super-admin', 'PUT', `/api/tools/admin/cancelInvestment/${inv.id}`, undefined, {
        'if-match': tag,
        'idempotency-key': `version-investment-${tag.replace(/"/g, '')}-${Date.now()}`,
      });
    const stale = await cancel(rowEtag((row?.version ?? 0) - 1));
    expect(stale.statusCode).toBe(412);
    expect(stale.json().etag).toBe(rowEtag(row?.version ?? 0));
    const done = await cancel(rowEtag(row?.version ?? 0));
    expect(done.statusCode, done.body).toBe(200);
    const after = await one<{ version: number; active: boolean }>(
      sql`select version, active from investments where id = ${inv.id}`,
    );
    expect(after).toEqual({ version: (row?.version ?? 0) + 1, active: false });
    expect(done.headers.etag).toBe(rowEtag(after.version));
  });
});

describe('provider tools on a record: checked against the version the page read', () => {
  it("an affiliate's tool answers the affiliate's new version, and is refused on an older one", async () => {
    const { id } = await one<{ id: number }>(sql`select id from affiliates order by id desc limit 1`);
    const url = `/api/afiliados/${id}`;
    const tool = `/api/tools/enablePlataformaCobros/${id}`;
    await t.database.db.execute(sql`update affiliates set plataforma_cobros = false where id = ${id}`);
    const loaded = await etagOf('micro-admin', url);
    // A colleague's change meanwhile (any field) moves the affiliate on.
    await t.database.db.execute(sql`update affiliates set score = coalesce(score, 0) + 1 where id = ${id}`);
    const now = await etagOf('micro-admin', url);
    const stale = await put('micro-admin', tool, {}, loaded);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().etag).toBe(now);
    const done = await put('micro-admin', tool, {}, now);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.headers.etag).toBe(await etagOf('micro-admin', url));
    expect(done.headers.etag).not.toBe(now);
  });
});
