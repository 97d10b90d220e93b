import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgliteExtensions } from '../src/db/client';
import {
  applyMigrations,
  MigrationsNotAppliedError,
  type SqlClient,
  withMigrationLock,
} from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { migrationsFolder } from '../src/lib/paths';

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints?: boolean }[];
}
const journal = (): Journal =>
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The made-up stamps the journal carried for 0006–0017 before its repair (all days ahead). */
const OLD_STAMPS: Record<string, number> = {
  '0006_approvals': 1795900000006,
  '0008_flows': 1795900000008,
  '0009_investors': 1795900000009,
  '0012_tools': 1795900000012,
  '0014_provider_calls': 1795900000014,
  '0015_gaps': 1795900000015,
  '0017_loan_info': 1795900000017,
};

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A copy of drizzle/ whose journal is changed by `edit`, with extra migration files. */
function migrationsCopy(edit: (j: Journal) => void, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  temps.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const j = journal();
  edit(j);
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify(j, null, 2));
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

const probe = (j: Journal, when: number) => {
  j.entries.push({ idx: 99, version: '7', when, tag: '0099_probe', breakpoints: true });
};
const PROBE_SQL = { '0099_probe.sql': 'CREATE TABLE "migration_probe" ("id" integer);' };

/** An empty database of this project's kind, with drizzle's own migrator over a given folder. */
interface Empty {
  client: SqlClient;
  /** drizzle's migrator alone, as the API ran it before the repair. */
  drizzleMigrate(folder: string): Promise<void>;
  /** The API's migration step over `folder`. */
  migrate(folder: string): Promise<void>;
  hasTable(name: string): Promise<boolean>;
  /** Another connection pool on the same database (PostgreSQL only). */
  second?(): Promise<Empty>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<Empty> {
  const hasTable = (client: SqlClient) => async (name: string) =>
    ((await client.query(`SELECT to_regclass($1) IS NOT NULL AS t`, [name])).rows[0] as { t: boolean }).t;
  if (process.env.TEST_DB !== 'postgres') {
    const client = new PGlite({ extensions: await pgliteExtensions() });
    await client.waitReady;
    const drizzleMigrate = (folder: string) =>
      migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: folder });
    return {
      client,
      drizzleMigrate,
      migrate: (folder) => applyMigrations(client, folder, () => drizzleMigrate(folder)),
      hasTable: hasTable(client),
      close: () => client.close(),
    };
  }
  const name = `mig_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(inject('pgUrl'));
  url.pathname = `/${name}`;
  const open = async (): Promise<Empty> => {
    const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
    const drizzleMigrate = (folder: string) =>
      migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: folder });
    return {
      client: pool,
      drizzleMigrate,
      migrate: (folder) =>
        withMigrationLock(pool, (c) => applyMigrations(c, folder, () => drizzleMigrate(folder))),
      hasTable: hasTable(pool),
      second: open,
      close: () => pool.end(),
    };
  };
  return open();
}

const pglite = process.env.TEST_DB !== 'postgres';

// The journal and the schema are the same files for both databases: checked once, in the PGlite run.
// (Registered, not skipped, per database: a skipped test would read as one more that did not run.)
const onPglite = pglite ? describe : () => undefined;
const onPostgres = pglite ? () => undefined : it;

onPglite('the migration journal', () => {
  it('stamps every migration with a real time, strictly increasing, none in the future', () => {
    const entries = journal().entries;
    const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    expect(entries.map((e) => `${e.tag}.sql`)).toEqual(files.sort());
    for (const [i, e] of entries.entries()) {
      expect(e.when, e.tag).toBeLessThanOrEqual(Date.now());
      if (i > 0) expect(e.when, e.tag).toBeGreaterThan(entries[i - 1]?.when ?? 0);
    }
  });

  it('has one snapshot, the newest migration’s, and drizzle-kit finds nothing to generate from the schema', async () => {
    const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
    const snapshots = readdirSync(join(migrationsFolder, 'meta')).filter((f) => f.endsWith('_snapshot.json'));
    const newest = journal().entries.at(-1)?.tag ?? '';
    expect(snapshots).toEqual([`${newest.slice(0, 4)}_snapshot.json`]);
    const latest = JSON.parse(readFileSync(join(migrationsFolder, 'meta', snapshots[0] ?? ''), 'utf8'));
    const current = generateDrizzleJson(schema as Record<string, unknown>, latest.id);
    expect(await generateMigration(latest, current)).toEqual([]);
  });
});

describe('applying the migrations', () => {
  it('applies a migration made today on a database migrated under the old future stamps, and stops on one it skipped', async () => {
    const empty = await emptyDatabase();
    try {
      const old = migrationsCopy((j) => {
        for (const e of j.entries) e.when = OLD_STAMPS[e.tag] ?? e.when;
      });
      await empty.drizzleMigrate(old);
      const today = migrationsCopy((j) => probe(j, Date.now()), PROBE_SQL);
      // drizzle alone skips it: its stamp is older than the newest the database recorded.
      await empty.drizzleMigrate(today);
      expect(await empty.hasTable('migration_probe')).toBe(false);
      await empty.migrate(today);
      expect(await empty.hasTable('migration_probe')).toBe(true);
      const { rows } = await empty.client.query('SELECT hash FROM drizzle.__drizzle_migrations');
      expect(rows).toHaveLength(journal().entries.length + 1);

      // A migration stamped before one the database applied is skipped by drizzle: the start stops.
      const stale = migrationsCopy(
        (j) => {
          probe(j, Date.now());
          j.entries.push({ idx: 100, version: '7', when: (j.entries[3]?.when ?? 0) + 1, tag: '0100_stale' });
        },
        { ...PROBE_SQL, '0100_stale.sql': 'CREATE TABLE "migration_stale" ("id" integer);' },
      );
      const err = await empty.migrate(stale).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MigrationsNotAppliedError);
      expect((err as MigrationsNotAppliedError).tags).toEqual(['0100_stale']);
      expect(await empty.hasTable('migration_stale')).toBe(false);
    } finally {
      await empty.close();
    }
  }, 120_000);

  it('0022 marks the partial cancellations written before it (named by their audit rows) as partial', async () => {
    const empty = await emptyDatabase();
    try {
      await empty.migrate(
        migrationsCopy((j) => j.entries.splice(j.entries.findIndex((e) => e.tag === '0022_money_limits'))),
      );
      // Amortizations of a loan the test does not build: foreign keys are not checked here.
      await empty.client.query(`ALTER TABLE amortizations DISABLE TRIGGER ALL`);
      await empty.client.query(
        `INSERT INTO amortizations (id, loan_id, payer, amount, date) VALUES (1, 1, 'borrower', 100, '2026-11-02'), (2, 1, 'borrower', 900, '2026-11-03')`,
      );
      await empty.client.query(
        `INSERT INTO audit_log (action, resource, after) VALUES ('partialCancellation', '/api/creditos/1', '{"amortization": 1, "amount": 100}'), ('generateAMA', '/api/creditos/1', '{"amortization": 2, "amount": 900}')`,
      );
      await empty.client.query(`ALTER TABLE amortizations ENABLE TRIGGER ALL`);
      await empty.migrate(migrationsFolder);
      const { rows } = await empty.client.query('SELECT id, kind FROM amortizations ORDER BY id');
      expect(rows).toEqual([
        { id: 1, kind: 'partial' },
        { id: 2, kind: 'advance' },
      ]);
    } finally {
      await empty.close();
    }
  }, 120_000);

  // Built twice on PostgreSQL: once by the migrations, once from the SQL drizzle-kit writes for the
  // schema on an empty database; every column, constraint and index the schema declares must be in
  // the migrated one, alike. (drizzle-kit's pushSchema drops the parameters of its composite primary
  // key query, so it cannot introspect this schema: the comparison reads the catalogues itself.)
  onPostgres('builds the database the schema declares', async () => {
    const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
    const migrated = await emptyDatabase();
    const declared = await emptyDatabase();
    try {
      await migrated.migrate(migrationsFolder);
      // What the schema's indexes call, hand-written in migration 0018 (extensions and search_fold).
      const prelude = readFileSync(join(migrationsFolder, '0018_search_fold.sql'), 'utf8')
        .split('--> statement-breakpoint')
        .filter((s) => /CREATE (EXTENSION|FUNCTION)/.test(s));
      const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
      for (const s of [...prelude, ...statements]) await declared.client.query(s);
      const [has, wants] = await Promise.all([catalogue(migrated.client), catalogue(declared.client)]);
      expect(wants.length).toBeGreaterThan(500);
      expect(wants.filter((row) => !has.includes(row))).toEqual([]);
    } finally {
      await Promise.all([migrated.close(), declared.close()]);
    }
  });

  onPostgres('migrates once when two processes start together on one PostgreSQL', async () => {
    const a = await emptyDatabase();
    const b = await (a.second as () => Promise<Empty>)();
    try {
      await Promise.all([a.migrate(migrationsFolder), b.migrate(migrationsFolder)]);
      const { rows } = await a.client.query('SELECT hash FROM drizzle.__drizzle_migrations');
      expect(rows).toHaveLength(journal().entries.length);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

/**
 * The public schema as rows of text: every column (type, nullability, default), every constraint
 * (its definition) and every index (its definition), each named by its table.
 */
async function catalogue(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query(
    `SELECT format('column %s.%s %s %s default %s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
                   CASE WHEN a.attnotnull THEN 'not null' ELSE 'null' END,
                   coalesce(pg_get_expr(d.adbin, d.adrelid), '-')) AS row
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
     UNION ALL
     SELECT format('constraint %s.%s %s', c.relname, k.conname, pg_get_constraintdef(k.oid))
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
     UNION ALL
     SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname = 'public'`,
  );
  return (rows as { row: string }[]).map((r) => r.row).sort();
}
