import { normalizeSearch } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What unaccent does beyond normalizeSearch (which only removes the marks of letters that
 * decompose): ligatures and letters with a stroke. Lower case, as after normalizeSearch.
 */
const LIGATURES: Readonly<Record<string, string>> = {
  æ: 'ae',
  ð: 'd',
  '×': '*',
  ø: 'o',
  þ: 'th',
  ß: 'ss',
  '÷': '/',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ĳ: 'ij',
  ĸ: 'q',
  ŀ: 'l',
  ł: 'l',
  ŉ: "'n",
  ŋ: 'n',
  œ: 'oe',
  ŧ: 't',
  ſ: 's',
};
const LIGATURE = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'gu');

/**
 * The text as search_fold() (migration 0019: unaccent, then lower case) folds a column: the
 * finder's normalizeSearch ('Núñez' → 'nunez'), and ligatures spelled out. test/scaleReads.test.ts
 * checks the two agree on every letter of Latin-1 and Latin Extended-A, on both databases.
 */
export function foldText(s: string): string {
  return normalizeSearch(s).replace(LIGATURE, (c) => LIGATURES[c] ?? c);
}

/**
 * The same folding in SQL, on any text expression: the expression the trigram indexes are built
 * on, so `search_fold(col) like pattern` is read from them.
 */
export function foldSql(expr: SQL | SQL.Aliased | unknown): SQL {
  return sql`search_fold(${expr})`;
}

/** A LIKE pattern that matches `text` anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
