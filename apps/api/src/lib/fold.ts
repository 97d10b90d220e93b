import { type SQL, sql } from 'drizzle-orm';

const FROM = 'áàâäãéèêëíìîïóòôöõúùûüñç';
const TO = 'aaaaaeeeeiiiiooooouuuunc';

/** Lower-case without accents, as the SQL below folds a column: the search is accent-insensitive. */
export function foldText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** The same folding in SQL, on any text expression (no extension needed: PGlite and PostgreSQL alike). */
export function foldSql(expr: SQL | SQL.Aliased | unknown): SQL {
  return sql`translate(lower(coalesce(${expr}, '')), ${FROM}, ${TO})`;
}

/** A LIKE pattern that matches `text` anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
