/** What every part of the seed shares: the seed's day, bulk inserts, people and dates. */
import { businessDay, type TransactionTag } from '@backoffice/domain';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { FIRST_NAMES, LAST_NAMES, type Rng } from './random';

/**
 * The day the seed is dated from: the day it runs (in Madrid), so the demo's payments, arrears and
 * histories lead up to today, never past it. `SEED_TODAY=YYYY-MM-DD` pins it (the API tests pin
 * it, so their fixed clocks agree with the data); two runs with the same day give the same rows.
 */
export const SEED_TODAY = seedDay(process.env.SEED_TODAY);
function seedDay(pinned: string | undefined): string {
  if (pinned === undefined || pinned === '') return businessDay(Date.now());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(pinned) || Number.isNaN(Date.parse(pinned)))
    throw new Error(`SEED_TODAY is not a day (YYYY-MM-DD): ${pinned}`);
  return pinned;
}
const DAY = 86_400_000;
const today = Date.parse(`${SEED_TODAY}T10:00:00Z`);
export const daysAgo = (n: number) => new Date(today - n * DAY);
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** A user that cannot log in: no argon2 hash verifies against it. */
export const NO_LOGIN = '!';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Bulk inserts: each chunk of rows travels as one JSON parameter and is expanded by
 * jsonb_populate_recordset, which is several times faster than thousands of bind parameters.
 */
export async function bulk<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r as object)))];
  const names = keys.map((k) => {
    const col = columns[k];
    if (!col) throw new Error(`unknown column ${k}`);
    return col.name;
  });
  const tableName = getTableName(table);
  const cols = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000).map((r) => {
      const o: Record<string, unknown> = {};
      keys.forEach((k, j) => {
        o[names[j] as string] = (r as Record<string, unknown>)[k] ?? null;
      });
      return o;
    });
    const out = rowsOf<{ id: number }>(
      await tx.execute(
        sql`insert into ${sql.identifier(tableName)} (${cols}) select ${cols} from jsonb_populate_recordset(null::${sql.identifier(tableName)}, ${JSON.stringify(chunk)}::jsonb) with ordinality as r order by r.ordinality returning id`,
      ),
    );
    for (const r of out) ids.push(r.id);
  }
  return ids;
}

export function person(rng: Rng) {
  const firstname = rng.pick(FIRST_NAMES);
  const lastname = `${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  return { firstname, lastname };
}

/**
 * The bank movements the seed writes: for each category, what the statement says and whether
 * money comes in. A movement's description, sign and category always agree ('Nómina' is an income
 * tagged payroll, never a charge tagged cash).
 */
export const BANK_MOVEMENTS = {
  payroll: { description: 'Nómina', income: true },
  pension: { description: 'Pensión de jubilación', income: true },
  unemployment: { description: 'Prestación por desempleo', income: true },
  taxes: { description: 'Agencia Tributaria', income: false },
  supermarkets: { description: 'Mercadona', income: false },
  transport: { description: 'Renfe', income: false },
  health: { description: 'Farmacia', income: false },
  telecoms: { description: 'Movistar', income: false },
  gambling: { description: 'Apuestas online', income: false },
  insurance: { description: 'Recibo seguro', income: false },
  loans: { description: 'Cuota préstamo', income: false },
  cards: { description: 'Liquidación tarjeta', income: false },
  transfers: { description: 'Transferencia recibida', income: true },
  cash: { description: 'Retirada de cajero', income: false },
  others: { description: 'Bizum', income: false },
} as const satisfies Record<TransactionTag, { description: string; income: boolean }>;

/** BANK_MOVEMENTS as rows of a VALUES list: (k, tag, description, income), k from 1. */
export function bankMovementValues() {
  const rows = Object.entries(BANK_MOVEMENTS).map(
    ([tag, m], i) => sql`(${i + 1}::int, ${tag}::text, ${m.description}::text, ${m.income}::boolean)`,
  );
  return { values: sql.join(rows, sql`, `), count: rows.length };
}
