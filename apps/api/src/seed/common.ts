/** What every part of the seed shares: the seed's fixed day, bulk inserts, people and dates. */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rowsOf } from '../lib/rows';
import { FIRST_NAMES, LAST_NAMES, type Rng } from './random';

/** Seeded data is dated from this fixed day, so two runs give the same rows. */
export const SEED_TODAY = '2026-11-20';
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
