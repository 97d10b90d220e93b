import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { messages } from '@backoffice/domain';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../lib/paths';
import { applyMigrations, withMigrationLock } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the routes see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PGlite only: the data folder as a tarball, for `loadDataDir`. */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's connections (total, idle) and the requests waiting for one. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Hears the NOTIFYs of `channel` (delivered when the notifying transaction commits): on
   * PostgreSQL through a connection of its own, reopened after a drop (`onReconnect` then runs, so
   * the caller can catch up on what it missed); on PGlite in process. Returns the stop function.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory` (or undefined with `memory: true`) keeps it in memory. */
  dataDir?: string | undefined;
  memory?: boolean;
  /** PGlite only: start from a dumped data folder (`dumpDataDir`), skipping initdb (used by the tests). */
  loadDataDir?: Blob | undefined;
  /**
   * PostgreSQL only: told of a connection the server dropped (a restart, `pg_terminate_backend`).
   * The pool discards that connection and opens new ones as requests need them; stderr by default.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * The PostgreSQL extensions the migrations create (0018: trigram indexes over unaccented text),
 * which PGlite ships as contrib modules loaded at start (imported only by a PGlite server).
 */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  return { pg_trgm, unaccent };
}

/** How long a request waits for a PostgreSQL connection before it fails (503) rather than hang. */
export const CONNECT_TIMEOUT_MS = 5_000;

const logConnectionError = (error: Error) =>
  console.error(
    `PostgreSQL connection lost (${error.message}); the pool opens another when a request needs one.`,
  );

/** Only the driver in use is loaded: a server on PostgreSQL never imports PGlite, nor one on PGlite `pg`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A connection the server drops emits 'error' on its client, whether idle or held by a request
    // (between two queries of a transaction), and the pool repeats an idle one's on itself. Unheard,
    // either event ends the process; heard, the pool discards the connection and the request's
    // query fails (a 503, plugins/errors.ts). Each client's listener reports it once.
    const onError = options.onConnectionError ?? logConnectionError;
    pool.on('connect', (client) => client.on('error', onError));
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () =>
        withMigrationLock(pool, (client) =>
          applyMigrations(client, migrationsFolder, () =>
            migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
          ),
        ),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onPayload, onReconnect) =>
        listenPg(pg, options.url as string, channel, onPayload, onReconnect),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, extensions] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    pgliteExtensions(),
  ]);
  let client: PGlite;
  let release = () => {};
  if (options.memory || !options.dataDir) {
    client = new PGlite({
      extensions,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
    try {
      client = new PGlite(join(options.dataDir, 'pglite'), { extensions });
      await client.waitReady;
    } catch (err) {
      release();
      throw err;
    }
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    migrate: () =>
      applyMigrations(client, migrationsFolder, () =>
        migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
      ),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

type PgModule = typeof import('pg').default;

/** One LISTEN connection, reopened a second after it drops until stopped. */
async function listenPg(
  pg: PgModule,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: InstanceType<PgModule['Client']> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const open = async (again: boolean) => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    const retry = () => {
      if (stopped || client !== c || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        open(true).catch(retry);
      }, 1_000);
      timer.unref();
    };
    c.on('error', retry);
    c.on('end', retry);
    c.on('notification', (n: { channel: string; payload?: string }) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (again) onReconnect?.();
  };
  await open(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}

/** A second server on a PGlite data folder that one already has open (it would corrupt it). */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(messages.server.dataDirLocked(dataDir, pid));
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE = 'pglite.lock';
/** The lock files this process holds. */
const heldLocks = new Set<string>();

/**
 * PGlite is one process's database: its folder is claimed by a lock file holding the owner's pid,
 * created exclusively, removed on close (or when the process exits without closing). A lock left
 * by a process that no longer runs is taken over. Returns the release function.
 */
function lockDataDir(dataDir: string): () => void {
  const file = join(resolve(dataDir), LOCK_FILE);
  // Written aside, then linked into place: the link fails if a lock exists, and a lock that
  // exists always holds its whole pid.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, String(process.pid), { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw err;
      }
      const owner = readOwner(file);
      // Our own pid is ours only if this process took the lock: after a restart in a container
      // the new server often has the pid the old one had.
      const held = owner === process.pid ? heldLocks.has(file) : owner !== undefined && isRunning(owner);
      if (held) throw new DataDirLockedError(dataDir, owner as number);
      // Stale: its process is gone (or the file holds no pid). Take it over.
      try {
        unlinkSync(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  } finally {
    unlinkSync(draft);
  }
  heldLocks.add(file);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldLocks.delete(file);
    process.off('exit', release);
    // Only our own lock: never remove one a later owner took over.
    if (readOwner(file) === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone: nothing to release.
      }
    }
  };
  process.on('exit', release);
  return release;
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
