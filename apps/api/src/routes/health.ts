/**
 * Whether this server lives and whether it may take requests, for a process supervisor and a load
 * balancer: `GET /api/health/live` answers while the process runs (restart it when it does not);
 * `GET /api/health/ready` answers 200 only when the database answers, every migration this build
 * carries is applied and the server is not draining (send it no requests otherwise: 503).
 * `GET /api/health` is the same report for a person, always 200.
 */
import { messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { readMigrations } from '../db/migrate';
import { spec } from '../lib/contract';
import { httpError } from '../lib/httpError';
import { migrationsFolder } from '../lib/paths';
import { rowsOf } from '../lib/rows';

/** What a graceful shutdown sets: once draining, readiness answers 503 so no new work arrives. */
export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.lifecycle.draining = true` takes the server out of the load balancer's rotation. */
    lifecycle: Lifecycle;
  }
}

/** The database must answer a trivial query within this time to count as up. */
const DATABASE_CHECK_MS = 2_000;

export interface Readiness {
  ready: boolean;
  database: boolean;
  migrations: boolean;
  draining: boolean;
}

export function readinessCheck(db: Db, lifecycle: Lifecycle): () => Promise<Readiness> {
  // The start-up's own rule (db/migrate.ts): every migration of the journal is recorded, by hash.
  const carried = readMigrations(migrationsFolder).map((m) => m.hash);
  // Migrations are never undone: once all are seen applied, only the database's answer is re-checked.
  let migrated = false;
  const query = async () => {
    const rows = rowsOf<{ hash: string }>(
      await db.execute(sql`select hash from drizzle.__drizzle_migrations`),
    );
    const applied = new Set(rows.map((r) => r.hash));
    return carried.every((h) => applied.has(h));
  };
  return async () => {
    let database = false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_MS);
      });
      const applied = await Promise.race([query(), timeout]);
      database = true;
      migrated ||= applied;
    } catch {
      // Unreachable, restarting, or the migrations table is missing: not ready.
    } finally {
      clearTimeout(timer);
    }
    const draining = lifecycle.draining;
    return { ready: database && migrated && !draining, database, migrations: migrated, draining };
  };
}

export async function healthRoutes(
  app: FastifyInstance,
  { db, lifecycle }: { db: Db; lifecycle: Lifecycle },
) {
  const readiness = readinessCheck(db, lifecycle);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/health/live', spec('GET /api/health/live'), async () => ({ status: 'ok' as const }));

  r.get('/api/health/ready', spec('GET /api/health/ready'), async () => {
    const state = await readiness();
    // Not ready: a 503 with the same fields and the Spanish reason.
    if (!state.ready) throw httpError(503, messages.server.notReady, { ...state });
    return state;
  });

  r.get('/api/health', spec('GET /api/health'), async () => ({
    status: 'ok' as const,
    ...(await readiness()),
  }));
}
