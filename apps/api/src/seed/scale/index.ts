/**
 * The scale seed (`npm run seed:scale -- --loans N`): a PostgreSQL database at production size,
 * with the demo seed's distributions, for the scale benchmark and for trying the screens at size.
 *
 * The tiny demo seed goes first (the demo staff, the catalogues, every status of every record
 * with its full detail); then the rest of the N loans arrive with their borrowers, affiliates
 * (their administrators, companies, wallets and sellers), investors (wallets, accounts,
 * preferences), installments, investments, transfers, cancellations, cards, status history and
 * loan operations, all set-based: one INSERT … SELECT over generate_series per table, every
 * "random" value a hash of the row's number (hashint8extended), so a size always gives the same
 * rows. While they load, the tables' secondary indexes, foreign keys and triggers are set aside
 * and rebuilt after (as pg_restore does), and the read caches' versions and the loan counters are
 * refreshed once at the end.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meta } from '../../db/schema';
import { rowsOf } from '../../lib/rows';
import type { Tx } from '../common';
import { seedDemo } from '../index';
import { SEED_SIZES } from '../platform';
import { affiliatesOf } from './affiliates';
import type { Log } from './draws';
import { loanRecords, loansOf } from './loans';
import { borrowersOf, investorsOf } from './people';

/** What the demo seed sets; the scale seed sets both, and replaces only a database that has one. */
export const DEMO_FLAG = 'demo_seeded';
export const SCALE_FLAG = 'scale_seeded';

/** The demo seed's ratios (its default size: 300 affiliates and 400 investors for 20,000 loans). */
const PER_LOAN = {
  affiliates: SEED_SIZES.default.affiliates / SEED_SIZES.default.loans,
  investors: SEED_SIZES.default.investors / SEED_SIZES.default.loans,
  borrowers: 0.85,
};

/** The tables the bulk fills: their secondary indexes, foreign keys and triggers wait for the end. */
const BULK_TABLES = [
  'users',
  'datos_empresas',
  'affiliates',
  'accounts',
  'wallets',
  'sales_agents',
  'comments',
  'provision_fund_movements',
  'investors',
  'investor_preferences',
  'loans',
  'installments',
  'investments',
  'transfers',
  'cancellation_operations',
  'payment_methods',
  'status_history',
  'loan_operations',
] as const;

export class NotDemoDataError extends Error {
  constructor() {
    super(
      'La base de datos tiene datos que no son de demostración: el seed de escala no la sobrescribe. Usa una base de datos vacía.',
    );
    this.name = 'NotDemoDataError';
  }
}

export interface ScaleReport {
  loans: number;
  borrowers: number;
  affiliates: number;
  investors: number;
  installments: number;
  investments: number;
  ms: number;
}

/** Refuses a database holding data that no demo seed wrote (and that a scale seed would replace). */
export async function assertDemoOrEmpty(db: Db): Promise<void> {
  const [row] = rowsOf<{ flagged: boolean; used: boolean }>(
    await db.execute(sql`select
      exists (select 1 from ${meta} where key in (${DEMO_FLAG}, ${SCALE_FLAG})) as flagged,
      exists (select 1 from users) or exists (select 1 from loans) or exists (select 1 from affiliates) as used`),
  );
  if (row?.used && !row.flagged) throw new NotDemoDataError();
}

/** Empties every table but the read caches' versions (their rows belong to the migrations). */
async function wipe(db: Db): Promise<void> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select quote_ident(tablename) as name from pg_tables
      where schemaname = 'public' and tablename <> 'cache_versions'`),
  );
  if (tables.length)
    await db.execute(sql.raw(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`));
}

/**
 * Runs `load` with the bulk tables' secondary indexes, foreign keys and user triggers set aside,
 * then rebuilds them from their own definitions (pg_get_indexdef, pg_get_constraintdef): a
 * duplicate or a dangling key still fails, at the rebuild, and the transaction with it.
 */
async function withoutIndexes(tx: Tx, log: Log, load: () => Promise<void>): Promise<void> {
  const names = sql.join(
    BULK_TABLES.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = rowsOf<{ name: string; def: string }>(
    await tx.execute(sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname in (${names}) and not i.indisprimary
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`),
  );
  const foreignKeys = rowsOf<{ tbl: string; name: string; def: string }>(
    await tx.execute(sql`select k.conrelid::regclass::text as tbl, quote_ident(k.conname) as name,
        pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'f' and c.relname in (${names})`),
  );
  for (const fk of foreignKeys) await tx.execute(sql.raw(`alter table ${fk.tbl} drop constraint ${fk.name}`));
  for (const ix of indexes) await tx.execute(sql.raw(`drop index ${ix.name}`));
  for (const t of BULK_TABLES) await tx.execute(sql.raw(`alter table ${t} disable trigger user`));
  await load();
  log(`índices (${indexes.length}) y claves ajenas (${foreignKeys.length})`);
  for (const ix of indexes) await tx.execute(sql.raw(ix.def));
  for (const fk of foreignKeys)
    await tx.execute(sql.raw(`alter table ${fk.tbl} add constraint ${fk.name} ${fk.def}`));
  for (const t of BULK_TABLES) await tx.execute(sql.raw(`alter table ${t} enable trigger user`));
}

const maxId = async (tx: Tx, table: string) =>
  Number(
    rowsOf<{ n: number }>(await tx.execute(sql.raw(`select coalesce(max(id), 0)::int as n from ${table}`)))[0]
      ?.n ?? 0,
  );

/** Sets each serial past the ids the bulk gave explicitly. */
async function resetSequences(tx: Tx): Promise<void> {
  for (const t of BULK_TABLES)
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${t}', 'id'), greatest(1, (select coalesce(max(id), 0) from ${t})))`,
      ),
    );
}

/**
 * Fills the database with `loans` loans (at least the tiny demo seed's) and all that goes with
 * them. Replaces a demo or scale database; refuses any other (NotDemoDataError).
 */
export async function seedScale(db: Db, loans: number, log: Log = () => {}): Promise<ScaleReport> {
  const started = performance.now();
  const mark = (what: string) => log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await assertDemoOrEmpty(db);
  await wipe(db);
  await seedDemo(db, 'tiny');
  // From here the database is a demo one: a failed bulk leaves it replaceable by the next run.
  await db.insert(meta).values({ key: DEMO_FLAG, value: new Date().toISOString() });
  mark('seed de demostración (tiny)');
  const tiny = SEED_SIZES.tiny;
  const bulkLoans = Math.max(0, loans - tiny.loans);
  const A = Math.max(0, Math.round(loans * PER_LOAN.affiliates) - tiny.affiliates);
  const I = Math.max(0, Math.round(loans * PER_LOAN.investors) - tiny.investors);
  const B = bulkLoans === 0 ? 0 : Math.max(1, Math.round(bulkLoans * PER_LOAN.borrowers));
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    await withoutIndexes(tx, mark, async () => {
      const u0 = await maxId(tx, 'users');
      const ids = {
        u0,
        admins: u0,
        investorUsers: u0 + A,
        borrowers: u0 + A + I,
        sellers: u0 + A + I + B,
        d0: await maxId(tx, 'datos_empresas'),
        a0: await maxId(tx, 'affiliates'),
        i0: await maxId(tx, 'investors'),
        l0: await maxId(tx, 'loans'),
        s0: await maxId(tx, 'sales_agents'),
      };
      await affiliatesOf(tx, A, ids);
      mark(`afiliados (${A})`);
      await investorsOf(tx, I, ids);
      mark(`inversores (${I})`);
      await borrowersOf(tx, B, ids);
      mark(`prestatarios (${B})`);
      await loansOf(tx, bulkLoans, B, ids);
      mark(`créditos (${bulkLoans})`);
      await loanRecords(tx, ids.l0, mark);
      mark('cuotas, inversiones y movimientos');
    });
    await resetSequences(tx);
    // The loan counters (their triggers were off during the load) are counted afresh, and every
    // cached read recomputes.
    await tx.execute(sql`delete from loan_counts`);
    await tx.execute(sql`insert into loan_counts (affiliate_id, tipo, estado_cd, n, amount)
      select coalesce(affiliate_id, 0), tipo, estado_cd, count(*), coalesce(sum(cantidad), 0) from loans group by 1, 2, 3`);
    await tx.execute(sql`update cache_versions set version = version + 1`);
    await tx
      .insert(meta)
      .values([
        { key: DEMO_FLAG, value: new Date().toISOString() },
        { key: SCALE_FLAG, value: String(loans) },
      ])
      .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
  });
  mark('índices reconstruidos');
  await db.execute(sql`vacuum analyze`);
  mark('vacuum analyze');
  const [counts] = rowsOf<Omit<ScaleReport, 'ms'>>(
    await db.execute(sql`select (select count(*) from loans)::int as loans,
      (select count(*) from users where tipo = 'prestatario')::int as borrowers,
      (select count(*) from affiliates)::int as affiliates, (select count(*) from investors)::int as investors,
      (select count(*) from installments)::int as installments, (select count(*) from investments)::int as investments`),
  );
  return { ...(counts as Omit<ScaleReport, 'ms'>), ms: Math.round(performance.now() - started) };
}
