/**
 * The listing engine (issue 16): a listing is a declared object (its query, typed columns, typed
 * filters, default and allowed order, page size; its title and roles from the domain's route
 * table) and this module serves any of them as a JSON-LD page or as a streamed .xlsx.
 *
 * Every query is wrapped as `select * from (<query>) q`, so filters, order and paging are the
 * engine's and each listing's SQL stays a plain select. The export reads the rows in keyset
 * batches in the requested order (the order column, then the listing's unique key), on PGlite and
 * PostgreSQL alike: no transaction is held open and nothing is cut.
 */
import { hasAnyRole, isIsoDate, messages, type Role } from '@backoffice/domain';
import { type ListingColumn, type ListingFilter, listingRoute } from '@backoffice/domain/listings';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { containsPattern } from '../lib/fold';
import { httpError } from '../lib/httpError';
import { countRows, pageWindowOrThrow } from '../lib/paging';
import { rowsOf } from '../lib/rows';
import { loanIdsMatching } from '../lib/search';
import type { AuthUser } from '../plugins/auth';

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

/** How a filter compares its column with the value given. */
export type FilterOp = 'contains' | 'eq' | 'gte' | 'lte';

export interface EngineFilter extends ListingFilter {
  /**
   * The output column it applies to (default: the filter's name); a text filter may search several
   * (a row matches when any of them contains the text: 'Usuario o email').
   */
  readonly column?: string | readonly string[];
  readonly op: FilterOp;
  /**
   * A text filter on loans (code, borrower's name, DNI/NIE): the output column holding the loan's
   * id, matched against the trigram indexes (lib/search.ts) instead of the column's text.
   */
  readonly loanIds?: string;
}

export interface QueryContext {
  /** The route parameters, validated. */
  readonly params: Readonly<Record<string, string>>;
  readonly auth: AuthUser;
  /** The request's clock (ms), for "last 3 months" and "next month". */
  readonly now: number;
}

export interface ListingDef {
  readonly id: string;
  /** Default: the title of the listing's route in the domain table. */
  readonly title?: string;
  /** Default: the roles of the listing's route (ROUTES); a server report lists its own. */
  readonly roles?: readonly Role[];
  /** The route's parameters: allowed values, or a pattern. */
  readonly params?: Readonly<Record<string, readonly string[] | RegExp>>;
  readonly columns: readonly ListingColumn[];
  /** An output column unique per row and never null: the keyset's tie-breaker. */
  readonly key: string;
  readonly filters?: readonly EngineFilter[];
  readonly order: { readonly key: string; readonly dir: 'asc' | 'desc' };
  /** Columns the user may order by (default: every column). */
  readonly sortable?: readonly string[];
  readonly pageSize?: number;
  query(ctx: QueryContext): SQL;
}

export interface Resolved {
  readonly def: ListingDef;
  readonly title: string;
  readonly conditions: readonly SQL[];
  readonly order: { key: string; dir: 'asc' | 'desc' };
  readonly ctx: QueryContext;
}

const RESERVED = new Set(['page', 'itemsPerPage', 'format', 'pagination']);
const ident = (name: string) => sql.raw(`q."${name.replace(/"/g, '""')}"`);

export const titleOf = (def: ListingDef) => def.title ?? listingRoute(def.id)?.title ?? def.id;
export const rolesOf = (def: ListingDef): readonly Role[] => def.roles ?? listingRoute(def.id)?.roles ?? [];
export const sortableOf = (def: ListingDef) => def.sortable ?? def.columns.map((c) => c.key);

/**
 * The fields a row of the listing answers: its columns, the keys its links read and its unique
 * key. A query's other output columns (those its filters read, …) stay on the server.
 */
export const rowFieldsOf = (def: ListingDef): readonly string[] => [
  ...new Set([def.key, ...def.columns.flatMap((c) => (c.linkKey ? [c.key, c.linkKey] : [c.key]))]),
];

/** Checks the caller's roles, the route parameters, the filters and the order of a request. */
export function resolve(
  def: ListingDef,
  query: Readonly<Record<string, string | undefined>>,
  auth: AuthUser,
  now: number,
): Resolved {
  if (!hasAnyRole(auth.roles, rolesOf(def))) throw httpError(403, messages.auth.forbidden);
  const params: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(def.params ?? {})) {
    const value = query[name] ?? '';
    const ok = Array.isArray(allowed) ? allowed.includes(value) : (allowed as RegExp).test(value);
    if (!ok) throw httpError(400, messages.listings.badParam(name));
    params[name] = value;
  }
  const filters = new Map((def.filters ?? []).map((f) => [f.name, f]));
  const conditions: SQL[] = [];
  let order = { ...def.order };
  const sortable = sortableOf(def);
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || RESERVED.has(key) || key in params) continue;
    const orderKey = /^order\[(.+)\]$/.exec(key)?.[1];
    if (orderKey !== undefined) {
      if (!sortable.includes(orderKey) || (raw !== 'asc' && raw !== 'desc'))
        throw httpError(400, messages.lists.unknownOrder(orderKey));
      order = { key: orderKey, dir: raw };
      continue;
    }
    const filter = filters.get(key);
    if (!filter) throw httpError(400, messages.lists.badFilter(key));
    if (raw.trim() === '') continue;
    conditions.push(filterCondition(filter, raw.trim()));
  }
  return { def, title: titleOf(def), conditions, order, ctx: { params, auth, now } };
}

function filterCondition(filter: EngineFilter, value: string): SQL {
  if (filter.op === 'contains' && filter.loanIds) {
    if (value.length > 100) throw httpError(400, messages.lists.badFilter(filter.name));
    return sql`${ident(filter.loanIds)} in (${loanIdsMatching(value)})`;
  }
  const names = typeof filter.column === 'object' ? filter.column : [filter.column ?? filter.name];
  const column = ident(names[0] as string);
  const bad = () => httpError(400, messages.lists.badFilter(filter.name));
  let typed: SQL;
  switch (filter.type) {
    case 'date':
      if (!isIsoDate(value)) throw bad();
      typed = sql`${value}::date`;
      break;
    case 'number': {
      const n = Number(value.replace(',', '.'));
      if (!Number.isFinite(n) || value.length > 20) throw bad();
      typed = sql`${n}::float8`;
      break;
    }
    case 'select':
      if (!filter.options?.some((o) => o.value === value)) throw bad();
      typed = sql`${value}`;
      break;
    default:
      if (value.length > 100) throw bad();
      typed = sql`${value}`;
  }
  switch (filter.op) {
    // Folded as the finder folds ('nunez' finds 'Núñez').
    case 'contains': {
      const pattern = containsPattern(value);
      const any = names.map((name) => sql`search_fold(${ident(name)}::text) like ${pattern}`);
      return any.length === 1 ? (any[0] as SQL) : sql`(${sql.join(any, sql` or `)})`;
    }
    // Date columns hold the raw date or timestamp (the engine formats them): a day is inclusive.
    case 'gte':
      return sql`${column} >= ${typed}`;
    case 'lte':
      return filter.type === 'date' ? sql`${column} < ${typed} + 1` : sql`${column} <= ${typed}`;
    default:
      return sql`${column} = ${typed}`;
  }
}

const whereOf = (conditions: readonly SQL[]) =>
  conditions.length ? sql`where ${sql.join([...conditions], sql` and `)}` : sql``;

const dateKeys = (def: ListingDef) => new Set(def.columns.filter((c) => c.type === 'date').map((c) => c.key));

/**
 * The resolved order on the raw columns (dates are dates, not their text), then the unique key.
 * A date column keeps PostgreSQL's own NULL placement, so a date index serves the order; any other
 * puts NULLs last. `reverse` reads the list from its end: every key flips.
 */
const orderBy = (r: Resolved, reverse = false) => {
  const flip = (d: 'asc' | 'desc') => (reverse ? (d === 'asc' ? 'desc' : 'asc') : d);
  const nulls = dateKeys(r.def).has(r.order.key) ? '' : reverse ? ' nulls first' : ' nulls last';
  return sql`order by ${ident(r.order.key)} ${sql.raw(flip(r.order.dir) + nulls)}, ${ident(r.def.key)} ${sql.raw(flip('asc'))}`;
};

/** The row fields a page or an export reads, dates as 'YYYY-MM-DD'. */
function fieldList(def: ListingDef, fields: readonly string[]): SQL {
  const dates = dateKeys(def);
  return sql.join(
    fields.map((f) =>
      dates.has(f) ? sql`to_char(${ident(f)}, 'YYYY-MM-DD') as ${sql.identifier(f)}` : sql`${ident(f)}`,
    ),
    sql`, `,
  );
}

/**
 * One page: the total (exact up to lib/paging's threshold, else estimated) and the rows of page
 * `page` (1-based) in the resolved order, read from the nearer end of the list.
 */
export async function readPage(db: Db, r: Resolved, page: number, perPage: number) {
  const from = sql`(${r.def.query(r.ctx)}) q ${whereOf(r.conditions)}`;
  const { total } = await countRows(db, sql`select 1 from ${from}`);
  const w = pageWindowOrThrow(total, page, perPage);
  if (w.limit === 0) return { total, rows: [] };
  const rows = rowsOf<Row>(
    await db.execute(
      sql`select ${fieldList(r.def, rowFieldsOf(r.def))} from ${from} ${orderBy(r, w.reverse)} limit ${w.limit} offset ${w.offset}`,
    ),
  );
  return { total, rows: w.reverse ? rows.reverse() : rows };
}

/**
 * The export's select: the listing's columns, in their order, as one JSON array per row (field
 * `cells`), filtered and in the resolved order.
 */
export function exportQuery(r: Resolved): SQL {
  const dates = dateKeys(r.def);
  const fields = sql.join(
    r.def.columns.map((c) => (dates.has(c.key) ? sql`to_char(${ident(c.key)}, 'YYYY-MM-DD')` : ident(c.key))),
    sql`, `,
  );
  return sql`select json_build_array(${fields}) as cells from (${r.def.query(r.ctx)}) q ${whereOf(r.conditions)} ${orderBy(r)}`;
}

/** Every row of a listing in the resolved order, `batch` rows at a time (see eachQueryBatch). */
export function eachBatch(
  db: Db,
  r: Resolved,
  onBatch: (rows: Row[]) => Promise<void> | void,
  batch?: number,
): Promise<number> {
  return eachQueryBatch(
    db,
    sql`select ${fieldList(r.def, rowFieldsOf(r.def))} from (${r.def.query(r.ctx)}) q ${whereOf(r.conditions)} ${orderBy(r)}`,
    onBatch,
    batch,
  );
}

/**
 * Every row of an ordered select, `batch` rows at a time, from one server-side cursor (DECLARE …
 * CURSOR in a read-only transaction, then FETCH): the query runs once, whatever the row count, on
 * PostgreSQL and PGlite alike. (Keyset batches re-ran the query per batch: 58 s for 100,000 rows on
 * PGlite, where the cursor takes a few seconds; on PGlite the export holds the single connection
 * while it runs, as any transaction there does.) `onBatch` may wait (for the response to drain):
 * the next rows are fetched only then. 2,000 rows a FETCH: 5,000 saved no measurable CPU and
 * held more memory on PostgreSQL (bench/export.md).
 */
export async function eachQueryBatch(
  db: Db,
  query: SQL,
  onBatch: (rows: Row[]) => Promise<void> | void,
  batch = 2000,
): Promise<number> {
  let count = 0;
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`declare listing_export no scroll cursor for ${query}`);
      for (;;) {
        const rows = rowsOf<Row>(await tx.execute(sql.raw(`fetch forward ${batch} from listing_export`)));
        if (rows.length) await onBatch(rows);
        count += rows.length;
        if (rows.length < batch) break;
      }
      await tx.execute(sql`close listing_export`);
    },
    { accessMode: 'read only' },
  );
  return count;
}
