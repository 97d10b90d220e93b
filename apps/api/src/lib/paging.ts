/**
 * Bounded reads for the lists at production size (docs/scale.md):
 *
 * - Counts are exact up to EXACT_COUNT_ROWS rows (a count of at most that many rows, read from an
 *   index); above it they are the planner's estimate, and the answer says so (`countsEstimated`).
 *   The loan counts per status come from the loan_counts table instead, exact at any size.
 * - A page is read from whichever end of the list is nearer: the last pages cost what the first
 *   ones do (OFFSET counts rows from the start, so the tail is read in the reversed order).
 *   A page further than DEEP_PAGE_ROWS rows from both ends is refused (400, lists.pageTooDeep),
 *   and the `hydra:view` links never point at one: filters or another order reach those rows.
 */
import { messages } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { httpError } from './httpError';
import { rowsOf } from './rows';

/** Above this many rows a count is the planner's estimate. */
export const EXACT_COUNT_ROWS = 20_000;
/** How far from the nearer end of a list a page may start. */
export const DEEP_PAGE_ROWS = 10_000;

export interface Count {
  n: number;
  /** The planner's estimate (more than EXACT_COUNT_ROWS rows matched). */
  estimated: boolean;
}

/** The planner's row estimate for a select. */
async function estimate(db: Db, select: SQL): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${select}`));
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * Rows of `select` (any select; its columns are ignored), grouped by its `group` column when given:
 * exact up to EXACT_COUNT_ROWS rows in all, else the estimate spread as the first rows were.
 */
export async function countRows(
  db: Db,
  select: SQL,
  group?: string,
): Promise<{ total: Count; groups: Map<string, number> }> {
  const key = group ? sql.raw(`x."${group}"`) : sql`''`;
  const rows = rowsOf<{ k: string; n: number }>(
    await db.execute(
      sql`select ${key} as k, count(*)::int as n from (${select} limit ${EXACT_COUNT_ROWS + 1}) x group by 1`,
    ),
  );
  const seen = rows.reduce((s, r) => s + Number(r.n), 0);
  if (seen <= EXACT_COUNT_ROWS)
    return { total: { n: seen, estimated: false }, groups: new Map(rows.map((r) => [r.k, Number(r.n)])) };
  const n = Math.max(EXACT_COUNT_ROWS + 1, await estimate(db, select));
  return {
    total: { n, estimated: true },
    groups: new Map(rows.map((r) => [r.k, Math.round((Number(r.n) * n) / seen)])),
  };
}

export interface PageWindow {
  /** Rows to skip, from the start (or from the end when `reverse`). */
  offset: number;
  limit: number;
  /** Read in the reversed order (the page is nearer the end). */
  reverse: boolean;
}

/**
 * Where page `page` (1-based) of a list of `total` rows is read; null when it lies further than
 * DEEP_PAGE_ROWS rows from both ends (or from the start, when the total is an estimate).
 */
export function pageWindow(total: Count, page: number, perPage: number): PageWindow | null {
  const offset = (page - 1) * perPage;
  if (!total.estimated && offset >= total.n) return { offset, limit: 0, reverse: false };
  if (offset <= DEEP_PAGE_ROWS) return { offset, limit: perPage, reverse: false };
  if (total.estimated) return null;
  const after = total.n - offset - perPage;
  if (after > DEEP_PAGE_ROWS) return null;
  return { offset: Math.max(0, after), limit: Math.min(perPage, total.n - offset), reverse: true };
}

/** pageWindow, refusing a page too deep with a 400. */
export function pageWindowOrThrow(total: Count, page: number, perPage: number): PageWindow {
  const window = pageWindow(total, page, perPage);
  if (!window) throw httpError(400, messages.lists.pageTooDeep);
  return window;
}

/** Whether a link may point at page `page` (collection()'s `reachable`). */
export const reachablePages =
  (total: Count, perPage: number) =>
  (page: number): boolean =>
    pageWindow(total, page, perPage) !== null;
