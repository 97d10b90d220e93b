import type { AffiliateListSortable, SortDirection } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedSql } from '../db/prepared';
import { foldSql } from './fold';

/** One row of `affiliatesInDepthList`, as the database builds it. */
export interface AffiliateListRow {
  id: number;
  code: string;
  origin: string | null;
  name: string;
  status: string;
  email: string | null;
  kyc: number | null;
  salesAgentId: number | null;
  salesAgentName: string | null;
  plataformaAgentId: number | null;
  plataformaAgentName: string | null;
  lastComment: string | null;
}

/** The filters of one call; null when a filter is not applied. */
export interface AffiliateListFilters {
  /** COMERCIAL callers: only the affiliates assigned to them. */
  scopeUser: number | null;
  /** Someone else's list (`/api/users/{id}/...` with another id). */
  listUser: number | null;
  salesAgent: number | null;
  /** A folded LIKE pattern (containsPattern). */
  pattern: string | null;
  statuses: readonly string[];
  /** `order[field]=asc|desc`, already checked against AFFILIATE_LIST_SORTABLE; [] is newest first. */
  order: readonly [AffiliateListSortable, SortDirection][];
  /** null: every row (pagination=false). */
  limit: number | null;
  offset: number;
}

export interface AffiliateListResult {
  /** Per status, for the filters other than the status filter. */
  counts: Record<string, number>;
  rows: AffiliateListRow[];
}

const ph = sql.placeholder;

/** Assigned to this user, as sales agent or as the platform's sales agent. */
const ownedBy = (name: string) =>
  sql`(a.assigned_sales_agent_id = ${ph(name)}::int or a.plataforma_sales_agent_id = ${ph(name)}::int)`;

/**
 * The statement for one combination of filters. Only the filters in use appear in the SQL, so
 * each combination gets a plan of its own (index scans for the agent filters, a backward scan of
 * the primary key for the newest page) rather than one generic plan full of `$n is null or ...`.
 * One round trip answers both the counts per status and the page, as JSON built by the database;
 * the joins and the last comment are looked up for the page's rows only.
 */
/** Each sortable field's column, in the affiliates table (`a`) and in the page's rows (`r`). */
const ORDER_COLUMNS: Record<AffiliateListSortable, readonly [string, string]> = {
  id: ['a.id', 'r.id'],
  code: ['a.code', 'r.code'],
  name: ['a.nombre', 'r.name'],
  origin: ['a.origin', 'r.origin'],
  status: ['a.estado_cd', 'r.status'],
};

/** The page's order: the asked columns, then the id (in the first column's direction) for a stable page. */
function orderSql(order: AffiliateListFilters['order'], side: 0 | 1): SQL {
  const last = order[0]?.[1] ?? 'desc';
  const keys = order.filter(([f]) => f !== 'id').map(([f, dir]) => `${ORDER_COLUMNS[f][side]} ${dir}`);
  const idDir = order.find(([f]) => f === 'id')?.[1] ?? last;
  // The columns are the declared ones above, never text from the request.
  return sql.raw([...keys, `${ORDER_COLUMNS.id[side]} ${idDir}`].join(', '));
}

function listStatement(f: AffiliateListFilters): SQL {
  const conds: SQL[] = [];
  if (f.scopeUser !== null) conds.push(ownedBy('scopeUser'));
  if (f.listUser !== null) conds.push(ownedBy('listUser'));
  if (f.salesAgent !== null) conds.push(ownedBy('salesAgent'));
  if (f.pattern !== null)
    conds.push(
      sql`(${foldSql(sql`a.code`)} like ${ph('pattern')}::text or ${foldSql(sql`a.nombre`)} like ${ph('pattern')}::text)`,
    );
  const pageConds = f.statuses.length
    ? [...conds, sql`a.estado_cd = any(string_to_array(${ph('statuses')}::text, ','))`]
    : conds;
  const where = (c: SQL[]) => (c.length ? sql`where ${sql.join(c, sql` and `)}` : sql``);
  return sql`
    select
      (select json_object_agg(c.estado_cd, c.n) from (
        select a.estado_cd, count(*)::int as n from affiliates a ${where(conds)} group by a.estado_cd
      ) c) as counts,
      (select json_agg(r order by ${orderSql(f.order, 1)}) from (
        select b.id, b.code, b.origin, b.nombre as name, b.estado_cd as status,
          ad.email, ad.wallet_status_code as kyc,
          ag.id as "salesAgentId", nullif(trim(ag.firstname || ' ' || ag.lastname), '') as "salesAgentName",
          pa.id as "plataformaAgentId", nullif(trim(pa.firstname || ' ' || pa.lastname), '') as "plataformaAgentName",
          lc.mensaje as "lastComment"
        from (
          select a.id, a.code, a.origin, a.nombre, a.estado_cd, a.administrador_id,
            a.assigned_sales_agent_id, a.plataforma_sales_agent_id
          from affiliates a ${where(pageConds)}
          order by ${orderSql(f.order, 0)}
          limit ${ph('limit')}::int offset ${ph('offset')}::int
        ) b
        left join users ad on ad.id = b.administrador_id
        left join users ag on ag.id = b.assigned_sales_agent_id
        left join users pa on pa.id = b.plataforma_sales_agent_id
        left join lateral (
          select c.mensaje from comments c
          where c.section = 'afiliado' and c.record_id = b.id
          order by c.date desc, c.id desc limit 1
        ) lc on true
      ) r) as rows`;
}

function shapeOf(f: AffiliateListFilters): string {
  return [f.scopeUser, f.listUser, f.salesAgent, f.pattern, f.statuses.length ? 1 : null]
    .map((x) => (x === null ? 0 : 1))
    .join('');
}

interface StatementRow {
  counts: Record<string, number> | null;
  rows: AffiliateListRow[] | null;
}
type Statement = (values?: Record<string, unknown>) => Promise<StatementRow[]>;

const statements = new WeakMap<Db, Map<string, Statement>>();

/** Counts per status and one page of the affiliate list, in one prepared round trip. */
export async function queryAffiliateList(db: Db, f: AffiliateListFilters): Promise<AffiliateListResult> {
  let byShape = statements.get(db);
  if (!byShape) {
    byShape = new Map();
    statements.set(db, byShape);
  }
  const shape = shapeOf(f);
  // Only the default order (the busy path) is kept as a named statement; an asked order is
  // built per call, so the number of prepared statements stays bounded.
  let run = f.order.length ? preparedSql<StatementRow>(db, undefined, listStatement(f)) : byShape.get(shape);
  if (!run) {
    run = preparedSql<StatementRow>(db, `affiliate_list_${shape}`, listStatement(f));
    byShape.set(shape, run);
  }
  const [result] = await run({
    scopeUser: f.scopeUser,
    listUser: f.listUser,
    salesAgent: f.salesAgent,
    pattern: f.pattern,
    statuses: f.statuses.join(','),
    limit: f.limit,
    offset: f.offset,
  });
  return { counts: result?.counts ?? {}, rows: result?.rows ?? [] };
}
