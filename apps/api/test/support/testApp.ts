import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app';
import { type Database, openDatabase } from '../../src/db/client';
import type { FaultSwitch } from '../../src/lib/faults';
import { type SimulatedProviders, simulatedProviders } from '../../src/providers/index';
import type { SimulatedOpenBankingProvider } from '../../src/providers/openBanking';
import type { SimulatedWalletProvider } from '../../src/providers/wallet';
import { DEMO_PASSWORD } from '../../src/seed/demoUsers';
import type { TemplateSeed } from './templates';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: { now: number };
  wallet: SimulatedWalletProvider;
  openBanking: SimulatedOpenBankingProvider;
  /** Every simulated provider (wallet and openBanking are the same objects as above). */
  providers: SimulatedProviders;
  dataDir: string;
  /** Logs a demo account in and returns `{ authorization: 'Bearer ...' }`. */
  as(username: string): Promise<{ authorization: string }>;
  /** Logs a demo account in and returns its bearer token. */
  login(username: string, password?: string): Promise<string>;
  /**
   * A second API instance on the same database, as another process would be: on PostgreSQL with
   * its own connection pool; on PGlite (one process per data folder) on the same database handle.
   */
  secondApp(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';

/**
 * A fresh database per test file, copied from the template of its seed made once per run:
 * in-memory PGlite loaded from the template's dump, or a new database in the throwaway cluster
 * created from the template database.
 */
async function freshDatabase(seed: TemplateSeed): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const file = inject('pgliteTemplates')[seed];
    if (!file) throw new Error(`no PGlite template for ${seed}`);
    return openDatabase({ memory: true, loadDataDir: new Blob([readFileSync(file)]) });
  }
  const base = inject('pgUrl');
  const template = inject('pgTemplates')[seed];
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { ...(await openDatabase({ url: url.toString() })), url: url.toString() };
}

export interface TestAppOptions {
  /** The platform data besides the demo staff ('users': none; 'tiny': 40 affiliates, 120 loans). */
  seed?: TemplateSeed;
  /** Issue 14 four-eyes (on unless false, as `FOUR_EYES=off`). */
  fourEyes?: boolean;
  /** Issue 14 (flows): the fault-injection switch (lib/faults.ts), test-only. */
  faults?: FaultSwitch;
  /** Other options of the app (logger, production, metrics token...), for both instances. */
  app?: Partial<AppOptions>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await freshDatabase(options.seed ?? 'users');
  // Already migrated in the template; a no-op that keeps the suite honest if a migration is added.
  await database.migrate();
  const clock = { now: Date.now() };
  const providers = simulatedProviders({ now: () => clock.now });
  const { wallet, openBanking } = providers;
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-api-test-'));
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_SECRET,
    now: () => clock.now,
    ...providers,
    dataDir,
    fourEyes: options.fourEyes ?? true,
    ...(options.faults ? { faults: options.faults } : {}),
    poolStats: database.poolStats,
    listen: database.listen,
    ...options.app,
  });
  await app.ready();
  const tokens = new Map<string, string>();
  const extra: (() => Promise<void>)[] = [];
  const ctx: TestContext = {
    app,
    database,
    clock,
    wallet,
    openBanking,
    providers,
    dataDir,
    async as(username) {
      let token = tokens.get(username);
      if (!token) {
        token = await ctx.login(username);
        tokens.set(username, token);
      }
      return { authorization: `Bearer ${token}` };
    },
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: new URLSearchParams({ username, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async secondApp() {
      const other = database.url ? await openDatabase({ url: database.url }) : null;
      const second = await buildApp({
        db: (other ?? database).db,
        jwtSecret: TEST_SECRET,
        now: () => clock.now,
        ...providers,
        dataDir,
        fourEyes: options.fourEyes ?? true,
        poolStats: (other ?? database).poolStats,
        listen: (other ?? database).listen,
        ...options.app,
      });
      await second.ready();
      extra.push(async () => {
        await second.close();
        await other?.close();
      });
      return second;
    },
    async close() {
      for (const done of extra) await done();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return ctx;
}
