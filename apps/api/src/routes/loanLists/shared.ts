/** What the loan lists share: query checks, order, paging by id windows, the loan scope, ranges. */
import { LIMITS, messages, parseOrder, rangeError, type SortDirection } from '@backoffice/domain';
import { asc, desc, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { affiliates, loans, users } from '../../db/schema';
import { httpError } from '../../lib/httpError';
import type { Paging } from '../../lib/jsonld';
import { type Count, DEEP_PAGE_ROWS, pageWindowOrThrow } from '../../lib/paging';
import { affiliateScope } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';

/** A query key neither declared nor `order[...]` is refused, as is an order on an undeclared column. */
export function checkQuery<F extends string>(
  query: Readonly<Record<string, unknown>>,
  declared: readonly string[],
  sortable: readonly F[],
): [F, SortDirection][] {
  for (const key of Object.keys(query)) {
    if (!declared.includes(key) && !/^order\[.*\]$/.test(key)) {
      throw httpError(400, messages.lists.badFilter(key));
    }
  }
  const parsed = parseOrder(query, sortable);
  if (parsed.error !== null) throw httpError(400, messages.lists.unknownOrder(parsed.error));
  return parsed.order;
}

export function orderBy<F extends string>(
  order: [F, SortDirection][],
  columns: Record<F, AnyPgColumn | SQL>,
  tieBreak: AnyPgColumn,
  reverse = false,
): SQL[] {
  // `reverse` reads the list from its end (lib/paging.ts): every key flips, NULLs too.
  const dir = (d: SortDirection | undefined) => ((d === 'asc') !== reverse ? asc : desc);
  const out = order.map(([f, d]) => dir(d)(columns[f]));
  // A stable page order: the id last, in the direction of the first key (newest first by default).
  out.push(dir(order[0]?.[1])(tieBreak));
  return out;
}

/**
 * The total and one page: the first pages (within DEEP_PAGE_ROWS of the start) are read beside
 * the count; a deeper one waits for the total, which says whether it is read from the end.
 */
export async function countedPage<R>(
  count: () => Promise<Count>,
  page: (total: Count) => Promise<R[]>,
  paging: Paging,
): Promise<{ total: Count; rows: R[] }> {
  const near = (paging.page - 1) * paging.itemsPerPage <= DEEP_PAGE_ROWS;
  const [total, early] = await Promise.all([
    count(),
    near ? page({ n: Number.MAX_SAFE_INTEGER, estimated: false }) : null,
  ]);
  return { total, rows: early ?? (await page(total)) };
}

/**
 * One page of a list: the ids of the window (on the list's own table, from an index in the
 * order's direction), then their rows in the list's order, in one statement.
 */
export async function pageOf<R>(
  rows: (ids: SQL) => { orderBy(...order: SQL[]): PromiseLike<R[]> },
  ids: (reverse: boolean) => PgSelect,
  idColumn: AnyPgColumn,
  total: Count,
  paging: Paging,
  order: SQL[],
): Promise<R[]> {
  const w = pageWindowOrThrow(total, paging.page, paging.itemsPerPage);
  if (w.limit === 0) return [];
  const window = ids(w.reverse).limit(w.limit).offset(w.offset);
  return rows(sql`${idColumn} in (${window})`).orderBy(...order);
}

/** Loans the caller may see: through their affiliate's scope (a COMERCIAL sees only their own). */
export function loanScope(auth: AuthUser): SQL | undefined {
  const scope = affiliateScope(auth);
  return scope ? sql`${loans.affiliateId} in (select id from ${affiliates} where ${scope})` : undefined;
}

/** `createdAt[after]=D` and `createdAt[before]=D` as inclusive days (the whole of D counts). */
export function dayRange(
  column: AnyPgColumn,
  after: string | undefined,
  before: string | undefined,
  timestamp: boolean,
) {
  // An inverted range selects nothing: refused with the reason the list shows under the field.
  const inverted = rangeError(after, before, 'date');
  if (inverted) throw httpError(400, inverted);
  return [
    after ? gte(column, timestamp ? sql`${after}::date::timestamptz` : after) : undefined,
    before
      ? timestamp
        ? lt(column, sql`(${before}::date + 1)::timestamptz`)
        : lte(column, before)
      : undefined,
  ];
}

/** Refuses an inverted amount range (as the list says under the field); adds no condition. */
export function amountsInOrder(min: string | undefined, max: string | undefined): undefined {
  const inverted = rangeError(min, max, 'number');
  if (inverted) throw httpError(400, inverted);
  return undefined;
}

export const pageFrom = (page: string | undefined): Paging => ({
  page: Math.max(1, Number(page ?? '1') || 1),
  itemsPerPage: LIMITS.financingPageSize,
  enabled: true,
});
export const borrowerName = sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`;
