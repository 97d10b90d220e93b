import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any('{1,2,3}'::int[])`: the ids as one bound parameter, however many there are.
 * drizzle's `inArray` binds one parameter per id, and PostgreSQL takes at most 65,535 in a
 * statement: a batch of 70,000 ids was a 500. Only integer ids (they are written into the literal).
 */
export function inIds(column: Column | SQL, ids: readonly number[]): SQL {
  if (!ids.every(Number.isSafeInteger)) throw new TypeError('inIds takes integer ids only');
  return sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
}
