import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/seed/demoUsers';
import { seedDemo } from '../src/seed/index';
import { type PgCluster, startPgCluster } from './support/pgCluster';
import { createTestApp, TEST_SECRET, type TestContext } from './support/testApp';

/**
 * The API survives its database. Liveness and readiness are separate: live while the process runs,
 * ready only while the database answers, the migrations are applied and the server is not
 * draining. On PostgreSQL the server is restarted, and its connections killed, under load: every
 * request is answered (a Spanish 503 while the database is away, never a 500 nor a crash) and the
 * API serves again without a restart of its own. PGlite runs inside the API's process: it has no
 * connection to lose nor a server to restart, so only the health answers apply to it.
 */
describe('health', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is live and ready with the database up and migrated', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ ready: true, database: true, migrations: true, draining: false });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({
      status: 'ok',
      ready: true,
      database: true,
      migrations: true,
      draining: false,
    });
  });

  it('is not ready, but live, while draining', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ ready: false, database: true, draining: true });
      expect(ready.json().error).toMatch(/no está listo/);
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/health' })).json()).toMatchObject({
        status: 'ok',
        ready: false,
      });
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('is not ready while a migration this build carries is not applied', async () => {
    await t.database.db.execute('alter table drizzle.__drizzle_migrations rename to __migrations_aside');
    try {
      // A fresh server on the same database: readiness remembers only migrations it saw applied.
      const other = await buildApp({ db: t.database.db, jwtSecret: TEST_SECRET });
      const ready = await other.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ ready: false, migrations: false });
      await other.close();
    } finally {
      await t.database.db.execute('alter table drizzle.__migrations_aside rename to __drizzle_migrations');
    }
  });
});

const onPostgres = process.env.TEST_DB === 'postgres';

/** Requests sent back to back by a few workers, each answer kept with its time. */
function load(app: FastifyInstance, authorization: string, workers = 6) {
  const answers: { at: number; status: number; body: string }[] = [];
  let running = true;
  const worker = async () => {
    while (running) {
      const res = await app.inject({ url: '/api/users/1', headers: { authorization } });
      answers.push({ at: performance.now(), status: res.statusCode, body: res.body });
      // Let timers and the cluster's child processes run between two requests.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const all = Array.from({ length: workers }, worker);
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(all);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Its own cluster: restarting the suite's shared one would cut every other test file's database.
if (onPostgres)
  describe('PostgreSQL going away under load', () => {
    let cluster: PgCluster;
    let database: Database;
    let app: FastifyInstance;
    let authorization: string;
    const lost: Error[] = [];

    beforeAll(async () => {
      cluster = await startPgCluster();
      database = await openDatabase({ url: cluster.url, onConnectionError: (e) => lost.push(e) });
      await database.migrate();
      await seedDemo(database.db, 'users');
      app = await buildApp({ db: database.db, jwtSecret: TEST_SECRET });
      await app.ready();
      const login = await app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: 'super-admin', password: DEMO_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      authorization = `Bearer ${login.json().token}`;
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
      cluster?.stop();
    });

    it('answers through its connections being killed', async () => {
      const l = load(app, authorization);
      await sleep(500);
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      const killedAt = performance.now();
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = $1',
        ['client backend'],
      );
      await admin.end();
      await sleep(1_000);
      await l.stop();
      const after = l.answers.filter((a) => a.at > killedAt);
      const failed = after.filter((a) => a.status !== 200);
      const recovered = after.find((a) => a.status === 200);
      console.info(
        `pg_terminate_backend of ${killed.rowCount} connections: ${after.length} requests after, ` +
          `${failed.length} not 200 (${[...new Set(failed.map((a) => a.status))].join(', ') || 'none'}), ` +
          `first 200 after ${recovered ? Math.round(recovered.at - killedAt) : '∞'} ms`,
      );
      expect(killed.rowCount).toBeGreaterThan(0);
      expect(failed.every((a) => a.status === 503)).toBe(true);
      expect(after.slice(-10).every((a) => a.status === 200)).toBe(true);
      expect(lost.length).toBeGreaterThan(0);
    });

    it('answers 503 in Spanish while the server is down and serves again once it is back', async () => {
      const l = load(app, authorization);
      await sleep(500);
      const haltAt = performance.now();
      await cluster.halt();
      const downAt = performance.now();
      const readyDown = await app.inject({ url: '/api/health/ready' });
      const healthDown = await app.inject({ url: '/api/health' });
      const liveDown = await app.inject({ url: '/api/health/live' });
      await sleep(1_500);
      const resumeAt = performance.now();
      await cluster.resume();
      const upAt = performance.now();
      // Serving again: the first 200 after the server is back, then a second of normal traffic.
      let recoveredAt: number | undefined;
      while (recoveredAt === undefined && performance.now() - upAt < 20_000) {
        await sleep(20);
        recoveredAt = l.answers.find((a) => a.at > upAt && a.status === 200)?.at;
      }
      await sleep(1_000);
      await l.stop();
      const readyUp = await app.inject({ url: '/api/health/ready' });

      const during = l.answers.filter((a) => a.at > haltAt && a.at <= upAt);
      const after = l.answers.filter((a) => a.at > upAt);
      const fiveXx = l.answers.filter((a) => a.status >= 500);
      console.info(
        `pg_ctl stop (${Math.round(downAt - haltAt)} ms) / down 1.5 s / pg_ctl start (${Math.round(upAt - resumeAt)} ms): ` +
          `${during.length} requests during (${during.filter((a) => a.status === 503).length} × 503, ` +
          `${during.filter((a) => a.status === 200).length} × 200), ${after.length} after ` +
          `(${after.filter((a) => a.status !== 200).length} not 200); 5xx ${fiveXx.length} ` +
          `(${fiveXx.filter((a) => a.status !== 503).length} other than 503); ` +
          `recovered ${recoveredAt === undefined ? 'never' : `${((recoveredAt - upAt) / 1000).toFixed(2)} s`} after the server was up`,
      );

      expect(liveDown.statusCode).toBe(200);
      expect(readyDown.statusCode).toBe(503);
      expect(readyDown.json()).toMatchObject({ ready: false, database: false });
      expect(healthDown.statusCode).toBe(200);
      expect(healthDown.json()).toMatchObject({ status: 'ok', ready: false, database: false });
      expect(during.some((a) => a.status === 503)).toBe(true);
      expect(fiveXx.every((a) => a.status === 503)).toBe(true);
      const refusal = during.find((a) => a.status === 503);
      expect(JSON.parse(refusal?.body ?? '{}').error).toMatch(/base de datos no está disponible/);
      expect(recoveredAt).toBeDefined();
      expect(after.slice(-10).every((a) => a.status === 200)).toBe(true);
      expect(readyUp.statusCode).toBe(200);
    }, 60_000);
  });
