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
import {
  ACTIVE_AFFILIATE_STATES,
  AFFILIATE_STATES,
  DEPARTMENTS,
  INVESTOR_STATUS_CODES,
  LOAN_PHASES,
  PURPOSES,
} from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meta } from '../db/schema';
import { foldSql } from '../lib/fold';
import { rowsOf } from '../lib/rows';
import { seedDemo } from './index';
import { SEED_SIZES, SEED_TODAY, type Tx } from './platform';
import { BUSINESSES, CITIES, FIRST_NAMES, FORMAS_LEGALES, LAST_NAMES } from './random';

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

type Log = (line: string) => void;

// ---------------------------------------------------------------------------------------------
// Deterministic draws in SQL

/** A number in [0, 1) drawn from the integer `key` on stream `salt`: the same key, the same draw. */
const rnd = (key: SQL, salt: number): SQL =>
  sql`((hashint8extended((${key})::int8, ${salt}::int8) & 2147483647)::float8 / 2147483648.0)`;
/** An integer in [min, max]. */
const int = (key: SQL, salt: number, min: number, max: number): SQL =>
  sql`(${min} + floor(${rnd(key, salt)} * ${max - min + 1})::int)`;
/** One of `values`, uniformly (repeat a value to weight it). */
const pick = (key: SQL, salt: number, values: readonly (string | number)[]): SQL =>
  sql`(string_to_array(${values.join('|')}, '|'))[1 + floor(${rnd(key, salt)} * ${values.length})::int]`;
/** True with probability p. */
const chance = (key: SQL, salt: number, p: number): SQL => sql`(${rnd(key, salt)} < ${p})`;
/** An amount in [min, max] with cents. */
const money = (key: SQL, salt: number, min: number, max: number): SQL =>
  sql`round((${min} + ${rnd(key, salt)} * ${max - min})::numeric, 2)`;
/** A valid DNI: eight digits and the check letter of loans §5. */
const dni = (key: SQL, salt: number): SQL => {
  const d = int(key, salt, 10_000_000, 79_999_999);
  return sql`(${d}::text || substr('TRWAGMYFPDXBNJZSQVHLCKE', ${d} % 23 + 1, 1))`;
};
const phone = (key: SQL, salt: number): SQL =>
  sql`'6' || lpad(${int(key, salt, 0, 99_999_999)}::text, 8, '0')`;
/** slug() of seed/random.ts: folded, runs of other characters as one dot. */
const slug = (expr: SQL): SQL =>
  sql`trim(both '.' from regexp_replace(${foldSql(expr)}, '[^a-z0-9]+', '.', 'g'))`;
const daysAgo = (days: SQL): SQL => sql`(${SEED_TODAY}::date + time '10:00' - (${days}) * interval '1 day')`;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const LOAN_STATES_WEIGHTED: readonly string[] = [
  ...Array(12).fill(LOAN_PHASES.FA.states).flat(),
  ...LOAN_PHASES.FS.states,
  ...LOAN_PHASES.FE.states,
  ...LOAN_PHASES.FF.states,
  ...LOAN_PHASES.FD.states,
  ...LOAN_PHASES.FC.states,
];
const AMORTIZING = ['EAM', 'AMO', 'AMA', 'ACC', 'FAC', 'RET'];
const SCHEDULED = [...AMORTIZING, 'PUB', 'FIR'];
const FUNDED = [...SCHEDULED, 'DE1', 'DE2', 'DE3', 'DE4'];

// ---------------------------------------------------------------------------------------------

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

interface Ids {
  /** The last id before the bulk, in each table; users come in four consecutive blocks. */
  u0: number;
  admins: number;
  investorUsers: number;
  borrowers: number;
  sellers: number;
  d0: number;
  a0: number;
  i0: number;
  l0: number;
  s0: number;
}

const k = sql`k`;
const person = (salt: number) => ({
  first: pick(k, salt, FIRST_NAMES),
  last: sql`${pick(k, salt + 1, LAST_NAMES)} || ' ' || ${pick(k, salt + 2, LAST_NAMES)}`,
});

/** Affiliates as the demo draws them: administrator, company, account, wallet, sellers, comments. */
async function affiliatesOf(tx: Tx, A: number, ids: Ids): Promise<void> {
  if (A === 0) return;
  const businesses = JSON.stringify(BUSINESSES);
  await tx.execute(sql`
    create temporary table scale_affiliates on commit drop as
    select k, p.purpose, (${businesses}::jsonb -> p.purpose ->> floor(${rnd(k, 102)} * jsonb_array_length(${businesses}::jsonb -> p.purpose))::int)
        || ' ' || ${pick(k, 103, LAST_NAMES)} as business,
      ${person(110).first} as first, ${person(110).last} as last,
      ${pick(k, 104, FORMAS_LEGALES)} as forma, ${int(k, 105, 0, CITIES.length - 1)} as city
    from generate_series(1, ${A}) k
    cross join lateral (select ${pick(k, 101, PURPOSES)} as purpose) p`);
  await tx.execute(sql`
    insert into users (id, username, email, password_hash, firstname, lastname, tipo, email_verificado, enabled, lw,
      wallet_status_code, dni, phone)
    select ${ids.admins} + k, 'afiliado' || (${ids.a0} + k),
      'admin@' || replace(${slug(sql`business`)}, '.', '') || (${ids.a0} + k) || '.test', '!', first, last, 'afiliado',
      true, true, false, ${pick(k, 120, [-1, 1, 2, 5, 6, 6, 7])}::int, ${dni(k, 121)}, ${phone(k, 122)}
    from scale_affiliates`);
  const cities = JSON.stringify(CITIES);
  await tx.execute(sql`
    insert into datos_empresas (id, nombre_comercial, sitio_web, nombre_pc, apellidos_pc, telefono_movil, email_pc,
      direccion_fiscal, cp_fiscal, localidad_fiscal, provincia_fiscal, direccion, cp, localidad, provincia,
      volumen_mensual, importe_medio, tipo_persona, cif, razon_social, nombre_representante, apellidos_representante,
      dni_representante, cargo_representante, socios)
    select ${ids.d0} + k, business, 'https://www.' || replace(${slug(sql`business`)}, '.', '') || (${ids.a0} + k) || '.test',
      first, last, ${phone(k, 130)}, 'contacto@' || replace(${slug(sql`business`)}, '.', '') || (${ids.a0} + k) || '.test',
      ${pick(k, 131, ['Mayor', 'Real', 'del Sol', 'de Alcalá', 'Gran Vía', 'Nueva'])}, c.cp, c.city, c.province,
      ${pick(k, 131, ['Mayor', 'Real', 'del Sol', 'de Alcalá', 'Gran Vía', 'Nueva'])}, c.cp, c.city, c.province,
      ${money(k, 132, 5_000, 250_000)}, ${money(k, 133, 300, 12_000)},
      case when forma = 'Autónomo' then 'fisica' else 'juridica' end,
      case when forma = 'Autónomo' then ${dni(k, 134)} else 'B' || lpad(${int(k, 135, 0, 99_999_999)}::text, 8, '0') end,
      case when forma = 'Autónomo' then first || ' ' || last else business || ' ' || forma end,
      first, last, ${dni(k, 136)}, 'Administrador', '[]'::jsonb
    from scale_affiliates
    cross join lateral (select ${cities}::jsonb -> city ->> 0 as city, ${cities}::jsonb -> city ->> 1 as province,
      (${cities}::jsonb -> city ->> 2) || lpad(${int(k, 137, 0, 999)}::text, 3, '0') as cp) c`);
  // Sales agents: the platform's (the demo COMERCIAL has a third of the affiliates, as in the demo).
  const [agents] = rowsOf<{ comercial: number; all: number[] }>(
    await tx.execute(sql`select (select id from users where username = 'comercial') as comercial,
      (select array_agg(user_id order by id) from sales_agents where affiliate_id is null) as all`),
  );
  const platform = agents?.all ?? [];
  const active = ACTIVE_AFFILIATE_STATES as readonly string[];
  await tx.execute(sql`
    insert into affiliates (id, code, nombre, estado_cd, origin, plataforma_sales_agent_id, assigned_sales_agent_id,
      score, simplai_score_onboarding, simplai_rating_onboarding, forma_legal, primary_reason, fintonic, bankia,
      santander, allow_own_investment, plataforma_cobros, risk_rating, administrador_id, datos_empresa_id, created_at)
    select ${ids.a0} + k, 'AF' || lpad((${ids.a0} + k)::text, 5, '0'), business,
      case when ${chance(k, 140, 0.55)} then ${pick(k, 141, active)} else ${pick(k, 142, AFFILIATE_STATES)} end,
      ${pick(k, 143, ['WEB', 'COMERCIAL', 'CONF', 'API', 'WEB'])},
      ${pick(k, 144, platform)}::int,
      case when k % 3 = 0 then ${agents?.comercial ?? null}::int else ${pick(k, 145, platform)}::int end,
      ${money(k, 146, 0, 10)}, ${money(k, 147, 0, 10)}, ${pick(k, 148, ['A', 'B', 'C', 'D', 'E'])}, forma, purpose,
      ${chance(k, 149, 0.2)}, ${chance(k, 150, 0.3)}, ${chance(k, 151, 0.3)}, ${chance(k, 152, 0.2)},
      ${chance(k, 153, 0.3)}, ${pick(k, 154, ['A', 'B', 'C', 'D'])}, ${ids.admins} + k, ${ids.d0} + k,
      ${daysAgo(int(k, 155, 30, 1500))}
    from scale_affiliates`);
  await tx.execute(sql`
    insert into accounts (user_id, iban, iban_validado_lw, lw_iban_id)
    select ${ids.admins} + k, 'ES' || lpad(${int(k, 160, 10, 99)}::text, 2, '0') || '2100' || lpad(k::text, 16, '0'),
      ${chance(k, 161, 0.7)}, 'LWI' || (${ids.admins} + k)
    from generate_series(1, ${A}) k`);
  await tx.execute(sql`
    insert into wallets (user_id, lw_id, balance, plataforma_payments, provision_fund)
    select ${ids.admins} + k, 'LW' || (${ids.admins} + k), ${money(k, 162, 0, 50_000)}, ${money(k, 163, 0, 80_000)},
      ${money(k, 164, 0, 15_000)}
    from generate_series(1, ${A}) k`);
  // One seller for every second affiliate: the loans of that affiliate name them.
  await tx.execute(sql`
    insert into users (id, username, email, password_hash, firstname, lastname, tipo, email_verificado, dni, reference)
    select ${ids.sellers} + k / 2, 'vendedor' || (${ids.a0} + k) || '.1', 'vendedor1.' || (${ids.a0} + k) || '@afiliados.test',
      '!', ${person(170).first}, ${person(170).last}, 'comercial_afiliado', true, ${dni(k, 173)}, 'V' || (${ids.a0} + k) || '-1'
    from generate_series(2, ${A}, 2) k`);
  await tx.execute(sql`
    insert into sales_agents (id, user_id, affiliate_id, active)
    select ${ids.s0} + k / 2, ${ids.sellers} + k / 2, ${ids.a0} + k, ${chance(k, 174, 0.85)}
    from generate_series(2, ${A}, 2) k`);
  // Comments (0 to 3) and provision-fund movements (0 to 6) per affiliate.
  await tx.execute(sql`
    insert into comments (section, record_id, departamento, user_id, date, tipo, mensaje)
    select 'afiliado', ${ids.a0} + k, ${pick(sql`k * 7 + n`, 180, DEPARTMENTS)}, (select id from users where username = 'micro-admin'),
      ${daysAgo(int(sql`k * 7 + n`, 181, 0, 300))}, 'comentario',
      ${pick(sql`k * 7 + n`, 182, [
        'Llamado al gerente, interesado en ampliar los planes.',
        'Pendiente de recibir el CIF y las escrituras.',
        'Visita realizada. Buen volumen de ventas en tienda.',
        'Solicita formación para dos vendedores nuevos.',
      ])}
    from generate_series(1, ${A}) k cross join lateral generate_series(1, ${int(k, 183, 0, 3)}) n`);
  await tx.execute(sql`
    insert into provision_fund_movements (affiliate_id, date, amount, concept)
    select ${ids.a0} + k, ${daysAgo(int(sql`k * 7 + n`, 190, 0, 720))}::date,
      case when ${chance(sql`k * 7 + n`, 191, 0.8)} then ${money(sql`k * 7 + n`, 192, 10, 900)} else -${money(sql`k * 7 + n`, 193, 10, 500)} end,
      ${pick(sql`k * 7 + n`, 194, ['Dotación por financiación', 'Recuperación', 'Aplicación por impago', 'Regularización'])}
    from generate_series(1, ${A}) k cross join lateral generate_series(1, ${int(k, 195, 0, 6)}) n`);
}

/** Investors: a user, the investor (a company one in four), wallet, account and preferences. */
async function investorsOf(tx: Tx, I: number, ids: Ids): Promise<void> {
  if (I === 0) return;
  await tx.execute(sql`
    insert into users (id, username, email, password_hash, firstname, lastname, tipo, email_verificado, lw,
      wallet_status_code, dni, phone, created_at)
    select ${ids.investorUsers} + k, 'inversor' || (${ids.i0} + k),
      ${slug(person(200).first)} || '.' || ${slug(person(200).last)} || '.' || (${ids.i0} + k) || '@inversores.test',
      '!', ${person(200).first}, ${person(200).last}, 'inversor', true, true,
      case when k % 11 = 0 then 10 else ${pick(k, 203, [5, 6, 7, 6, 6, 2])}::int end, ${dni(k, 204)}, ${phone(k, 205)},
      ${daysAgo(int(k, 206, 1, 3 * 365))}
    from generate_series(1, ${I}) k`);
  const statuses = INVESTOR_STATUS_CODES.flatMap((c) => Array(c === 'ACT' ? 6 : 1).fill(c) as string[]);
  await tx.execute(sql`
    insert into investors (id, user_id, status, legal_person, company_name, tax_id, position, frozen_by_lw, created_at,
      funds_origin, amount_to_invest, accreditation, optimistic_return, pessimistic_return, weighted_return)
    select ${ids.i0} + k, ${ids.investorUsers} + k, st.status, k % 4 = 1,
      case when k % 4 = 1 then ${pick(k, 210, ['Inversiones', 'Patrimonial', 'Capital', 'Gestión', 'Holding'])} || ' '
        || ${pick(k, 211, LAST_NAMES)} || ' ' || ${pick(k, 212, ['SL', 'SA', 'SLU'])} end,
      case when k % 4 = 1 then 'B' || lpad(${int(k, 213, 0, 99_999_999)}::text, 8, '0') end,
      case when k % 4 = 1 then 'Administrador único' end,
      st.status in ('BLO', 'FRA'), ${daysAgo(int(k, 206, 1, 3 * 365))},
      ${pick(k, 214, ['Ahorros', 'Herencia', 'Actividad profesional', 'Venta de inmueble'])},
      ${money(k, 215, 1000, 100_000)}, ${chance(k, 216, 0.3)}, ${money(k, 217, 6, 9)}, ${money(k, 218, 2, 5)},
      ${money(k, 219, 4, 7)}
    from generate_series(1, ${I}) k cross join lateral (select ${pick(k, 209, statuses)} as status) st`);
  await tx.execute(sql`
    insert into investor_preferences (investor_id, reinvestment, min_months, max_months, min_interest, max_interest,
      max_bet, loan_types, financing_type, points)
    select ${ids.i0} + k, ${chance(k, 220, 0.5)}, ${pick(k, 221, [3, 6, 12])}::int, ${pick(k, 222, [36, 60, 120])}::int,
      ${money(k, 223, 3, 6)}, ${money(k, 224, 10, 20)}, ${pick(k, 225, [50, 100, 250, 500])}::numeric,
      '["financiacion", "prestamo"]'::jsonb, ${pick(k, 226, ['financiacion', 'cobros'])}, ${int(k, 227, 0, 500)}
    from generate_series(1, ${I}) k`);
  await tx.execute(sql`
    insert into accounts (user_id, iban, iban_validado_lw, lw_iban_id)
    select ${ids.investorUsers} + k, 'ES' || lpad(${int(k, 230, 10, 99)}::text, 2, '0') || '0049' || lpad(k::text, 16, '0'),
      true, 'LWI' || (${ids.investorUsers} + k)
    from generate_series(1, ${I}) k where k % 10 <> 3`);
  await tx.execute(sql`
    insert into wallets (user_id, lw_id, balance, frozen_by_lw)
    select ${ids.investorUsers} + k, 'LW' || (${ids.investorUsers} + k),
      case when b.kind < 2 then 0 when b.kind < 5 then ${money(k, 232, 1, 1000)}
        when b.kind < 8 then ${money(k, 233, 1000, 10_000)} else ${money(k, 234, 10_000, 60_000)} end,
      i.status in ('BLO', 'FRA')
    from generate_series(1, ${I}) k join investors i on i.id = ${ids.i0} + k
    cross join lateral (select ${int(k, 231, 0, 9)} as kind) b`);
}

/** Borrowers: names from the demo's lists (so 'Núñez' and 'José' are many), DNI, phone, e-mail. */
async function borrowersOf(tx: Tx, B: number, ids: Ids): Promise<void> {
  if (B === 0) return;
  const [base] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from users where tipo = 'prestatario'`),
  );
  const n0 = base?.n ?? 0;
  await tx.execute(sql`
    insert into users (id, username, email, password_hash, firstname, lastname, tipo, email_verificado,
      wallet_status_code, dni, phone)
    select ${ids.borrowers} + k, 'cliente' || (${n0} + k),
      ${slug(sql`p.first`)} || '.' || ${slug(sql`p.last`)} || '.' || (${n0} + k) || '@clientes.test',
      '!', p.first, p.last, 'prestatario', ${chance(k, 303, 0.9)},
      case when k % 29 = 0 then 10 else ${pick(k, 304, [-1, 5, 6, 6, 7, 16, 2])}::int end, ${dni(k, 305)}, ${phone(k, 306)}
    from generate_series(1, ${B}) k cross join lateral (select ${person(300).first} as first, ${person(300).last} as last) p`);
}

/** The loans: type, amount, months, rate and status drawn as the demo draws them. */
async function loansOf(tx: Tx, N: number, B: number, ids: Ids): Promise<void> {
  if (N === 0) return;
  const active = sql.join(
    (ACTIVE_AFFILIATE_STATES as readonly string[]).map((s) => sql`${s}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into loans (id, code, tipo, estado_cd, origin, demo, funder, from_api, contract_signed, allow_own_investment,
      user_id, affiliate_id, sales_agent_id, money_out_sent, contract_verified, score_simplai, score_simplai_resolution,
      cobros, cantidad, cantidad_solicitada, meses, meses_solicitados, tin, tae, p_tin_i, cuota_mensual, categoria,
      sepa_day, estado_instantor, flags, created_at)
    select t.id, (case t.tipo when 'financiacion' then 'F' when 'bnpl' then 'B' else 'C' end) || lpad(t.id::text, 7, '0'),
      t.tipo, ${pick(k, 401, LOAN_STATES_WEIGHTED)}, ${pick(k, 402, ['WEB', 'TIENDA', 'API'])}, ${chance(k, 403, 0.01)},
      ${pick(k, 404, ['plataforma', 'plataforma', 'bankia', 'santander'])}, ${chance(k, 405, 0.2)}, ${chance(k, 406, 0.8)},
      ${chance(k, 407, 0.1)}, ${ids.borrowers} + 1 + (k - 1) % ${B}, a.id,
      case when a.id > ${ids.a0} and (a.id - ${ids.a0}) % 2 = 0 then ${ids.s0} + (a.id - ${ids.a0}) / 2 end,
      ${chance(k, 408, 0.7)}, ${chance(k, 409, 0.7)}, ${int(k, 410, 1, 5)},
      ${pick(k, 411, ['Aceptado', 'Aceptado con reservas', 'Rechazado'])}, ${chance(k, 412, 0.15)},
      m.cantidad, m.cantidad, m.meses, m.meses, m.tin, round(m.tin * 1.1, 2), m.tin,
      round(case when m.tin = 0 then m.cantidad / m.meses
        else m.cantidad * (m.tin / 1200) / (1 - power(1 + m.tin / 1200, -m.meses)) end, 2),
      nullif(${pick(k, 413, ['a', 'b', 'c', 'd', 'e', 'f', ''])}, ''), ${pick(k, 414, [1, 5, 10, 15, 20])}::int,
      ${pick(k, 415, ['OK', 'OK', 'PENDIENTE', 'ERROR'])},
      jsonb_build_object('t30', ${chance(k, 416, 0.05)}, 't60', ${chance(k, 417, 0.03)}, 't90', ${chance(k, 418, 0.02)},
        'fraud', ${chance(k, 419, 0.005)}),
      ${daysAgo(int(k, 420, 1, 1000))}
    from generate_series(1, ${N}) k
    cross join lateral (select ${ids.l0} + k as id, ${pick(k, 421, ['financiacion', 'financiacion', 'financiacion', 'bnpl', 'prestamo'])} as tipo) t
    cross join lateral (select
      round((300 + ${rnd(k, 422)} * (case when t.tipo = 'bnpl' then 2700 else 39700 end))::numeric, 2) as cantidad,
      case t.tipo when 'bnpl' then ${pick(k, 423, [3, 4, 6])}::int when 'prestamo' then ${pick(k, 424, [12, 24, 36, 48, 60])}::int
        else ${pick(k, 425, [6, 12, 12, 18, 24, 24, 36])}::int end as meses,
      case when t.tipo = 'bnpl' then 0 else ${money(k, 426, 0, 18)} end as tin) m
    -- Mostly affiliates in an active state, as the demo (the arrays are built once).
    cross join (select array_agg(id order by id) filter (where estado_cd in (${active})) as lending,
      array_agg(id order by id) as everyone from affiliates) f
    cross join lateral (select case when ${chance(k, 427, 0.95)}
      then f.lending[1 + floor(${rnd(k, 428)} * array_length(f.lending, 1))::int]
      else f.everyone[1 + floor(${rnd(k, 429)} * array_length(f.everyone, 1))::int] end as id) a`);
}

/** The loans' installments, investments, transfers, cancellations, cards, history and operations. */
async function loanRecords(tx: Tx, l0: number, log: Log): Promise<void> {
  const bulk = sql`l.id > ${l0}`;
  // The platform seed's schedule: the annuity split of each month, paid before the seed's day.
  // Per row, one power() and date arithmetic without time zones: the balance before the month
  // (`before`) gives the interest, the principal and the balance after it.
  await tx.execute(sql`
    insert into installments (loan_id, estado_cd, numero, fecha_inicio, fecha_cobro, saldo, principal, interest, opening_fee)
    select l.id,
      case
        when l.estado_cd not in (${list(AMORTIZING)}) or d.due >= ${SEED_TODAY}::date then 'PD'
        when l.id % 13 = 0 and (d.start + make_interval(months => n.n + 2))::date >= ${SEED_TODAY}::date
          then (array['RE','DV','GT','FR'])[1 + (l.id / 13) % 4]
        else 'CO'
      end,
      n.n, (d.start + make_interval(months => n.n - 1))::date, d.due,
      greatest(0, b.before * (1 + v.r) - v.c)::numeric(14, 2), (v.c - v.r * b.before)::numeric(14, 2),
      (v.r * b.before)::numeric(14, 2), case when n.n = 1 then round(l.cantidad * 0.02, 2) else 0 end
    from loans l
    cross join lateral (select coalesce(l.tin, 0)::float8 / 1200 as r, l.cantidad::float8 as p,
      l.cuota_mensual::float8 as c, (l.created_at at time zone 'UTC')::date as start) v
    cross join lateral generate_series(1, l.meses) as n(n)
    cross join lateral (select power(1 + v.r, n.n - 1) as q) q
    cross join lateral (select case when v.r = 0 then v.p - v.c * (n.n - 1)
      else v.p * q.q - v.c * (q.q - 1) / v.r end as before) b
    cross join lateral (select v.start as start, (v.start + make_interval(months => n.n))::date as due) d
    where ${bulk} and l.estado_cd in (${list(SCHEDULED)})`);
  log('cuotas');
  const [inv] = rowsOf<{ first: number; n: number }>(
    await tx.execute(sql`select min(id)::int as first, count(*)::int as n from investors`),
  );
  if (inv && inv.n > 0)
    await tx.execute(sql`
      insert into investments (investor_id, loan_id, amount, is_own_investment, created_at)
      select ${inv.first} + ((l.id::int8 * 7919 + k.k * 104729) % ${inv.n}), l.id, round(l.cantidad / (1 + l.id % 4), 2),
        l.allow_own_investment and k.k = 1, l.created_at + interval '2 days'
      from loans l cross join lateral generate_series(1, 1 + l.id % 4) as k(k)
      where ${bulk} and l.estado_cd in (${list(FUNDED)})`);
  log('inversiones');
  await tx.execute(sql`
    insert into transfers (affiliate_id, loan_id, date, direction, code, amount, status, comercial_id)
    select l.affiliate_id, l.id, l.created_at + interval '3 days', case when l.id % 17 = 0 then 'entrada' else 'salida' end,
      'TR' || lpad(l.id::text, 8, '0'), l.cantidad, case when l.id % 23 = 0 then 'pendiente' else 'realizada' end,
      a.assigned_sales_agent_id
    from loans l join affiliates a on a.id = l.affiliate_id
    where ${bulk} and l.money_out_sent and l.estado_cd in (${list(AMORTIZING)})`);
  await tx.execute(sql`
    insert into cancellation_operations (affiliate_id, loan_id, date, amount, final_amount, validated, by_transfer, sales_agent_id)
    select l.affiliate_id, l.id, (l.created_at + interval '20 days')::date, l.cantidad, round(l.cantidad * 0.98, 2),
      l.id % 2 = 0, l.id % 3 = 0, a.assigned_sales_agent_id
    from loans l join affiliates a on a.id = l.affiliate_id where ${bulk} and l.id % 41 = 0`);
  await tx.execute(sql`
    insert into payment_methods (user_id, loan_id, type, last4, expires_at, enabled, invalid)
    select l.user_id, l.id, case when l.id % 3 = 0 then 'sdd' else 'card' end, lpad(((l.id * 37) % 10000)::text, 4, '0'),
      (${SEED_TODAY}::date + ((l.id % 48) - 6) * interval '1 month')::date, l.id % 19 <> 0, l.id % 29 = 0
    from loans l where ${bulk}`);
  log('tarjetas');
  await tx.execute(sql`
    insert into status_history (section, record_id, date, previous_state, final_state)
    select 'credito', l.id, l.created_at, null, l.estado_cd from loans l where ${bulk}`);
  // Wallet movements of the loans: the money out, the first installments collected, a returned one.
  await tx.execute(sql`
    insert into loan_operations (loan_id, type, amount, date, description)
    select l.id, o.type, o.amount, l.created_at + o.days * interval '1 day', o.description
    from loans l cross join lateral (values
      ('moneyOut', l.cantidad, 3, 'Desembolso al afiliado'),
      ('cobroCuota', coalesce(l.cuota_mensual, 0), 35, 'Cobro de la primera cuota'),
      ('cobroCuota', coalesce(l.cuota_mensual, 0), 65, 'Cobro de la segunda cuota'),
      ('devolucion', -coalesce(l.cuota_mensual, 0), 96, 'Recibo devuelto')) as o(type, amount, days, description)
    where ${bulk} and l.estado_cd in (${list(AMORTIZING)}) and (o.type <> 'devolucion' or l.id % 13 = 0)
      and l.created_at + o.days * interval '1 day' < ${SEED_TODAY}::date`);
}
