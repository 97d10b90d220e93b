import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';

/** What the migration runner needs of a connection: pg's Pool/Client and PGlite both have it. */
export interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export interface Migration extends MigrationMeta {
  tag: string;
}

/** The journal's migrations in the order they apply, each with its tag, hash and timestamp. */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return files.map((file, i) => ({ ...file, tag: journal.entries[i]?.tag ?? `#${i}` }));
}

/** A migration of the journal that the database has not recorded after the run. */
export class MigrationsNotAppliedError extends Error {
  constructor(readonly tags: string[]) {
    super(
      `Migrations in drizzle/ that the database has not applied: ${tags.join(', ')}. ` +
        'Each migration must be newer than every one before it (see apps/api/README.md, "Adding a table").',
    );
    this.name = 'MigrationsNotAppliedError';
  }
}

const TABLE = 'drizzle.__drizzle_migrations';

/**
 * Applies the migrations of `folder` with drizzle's own migrator (`run`), around two steps of ours:
 *
 * - Before: drizzle applies a migration only when its journal timestamp is newer than the newest one
 *   the database recorded. The journal once carried made-up stamps days in the future; databases
 *   migrated then recorded them, so every later migration would be skipped. Each recorded row is
 *   re-stamped with its migration's journal timestamp, found by the file's hash.
 * - After: every migration of the journal must be recorded; one that is not (an older stamp than the
 *   database's newest, or a file edited after it was applied) stops the start with its tag, rather
 *   than serving on a schema that lacks it.
 */
export async function applyMigrations(
  client: SqlClient,
  folder: string,
  run: () => Promise<void>,
): Promise<void> {
  const migrations = readMigrations(folder);
  if (await hasTable(client)) {
    for (const m of migrations)
      await client.query(
        `UPDATE ${TABLE} SET created_at = $1 WHERE hash = $2 AND created_at IS DISTINCT FROM $1`,
        [m.folderMillis, m.hash],
      );
  }
  await run();
  const rows = (await client.query(`SELECT hash FROM ${TABLE}`)).rows as { hash: string }[];
  const applied = new Set(rows.map((r) => r.hash));
  const missing = migrations.filter((m) => !applied.has(m.hash)).map((m) => m.tag);
  if (missing.length > 0) throw new MigrationsNotAppliedError(missing);
}

async function hasTable(client: SqlClient): Promise<boolean> {
  const { rows } = await client.query(`SELECT to_regclass('${TABLE}') IS NOT NULL AS present`);
  return (rows[0] as { present: boolean }).present;
}

/** Any number that is ours alone: API processes starting together migrate one at a time. */
const MIGRATION_LOCK = 7_361_092_224;

/**
 * PostgreSQL: holds a session advisory lock on one connection of the pool while `work` migrates,
 * so that replicas started together do not run the same DDL twice.
 */
export async function withMigrationLock<T>(
  pool: { connect(): Promise<SqlClient & { release(): void }> },
  work: (client: SqlClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
