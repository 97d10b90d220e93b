import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf } from '../lib/rows';
import type { Db } from './client';

const dialect = new PgDialect();

/**
 * A raw SQL statement built once and prepared by name: on PostgreSQL the driver parses and plans
 * it once per pooled connection (a named server-side statement) instead of on every call; on
 * PGlite the SQL text is built once. Values go in through `sql.placeholder('name')`.
 *
 * For a hot read written as raw SQL (the affiliate list); query-builder reads use drizzle's own
 * `.prepare(name)` (authentication). The rest of the API builds its queries per call, which costs
 * little next to what they do.
 */
export function preparedSql<Row>(
  db: Db,
  /** undefined: an unnamed statement, planned on each call (for SQL that varies per request). */
  name: string | undefined,
  query: SQL,
): (values?: Record<string, unknown>) => Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values = {}) => rowsOf<Row>(await prepared.execute(values));
}
