/** The financing list (GET /api/financiaciones): loans with counts per status and phase, and its .xlsx. */
import {
  financingName,
  LOAN_LIST_SORTABLE,
  LOAN_PHASES,
  type LoanPhase,
  loanPhase,
} from '@backoffice/domain';
import { LIST_QUERY_KEYS, type QueryOf, type ResponseOf } from '@backoffice/domain/contract';
import { FINANCING_EXPORT_COLUMNS, FINANCING_LIST_TITLE, LOAN_TYPE_LABELS } from '@backoffice/domain/loan';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, gte, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { affiliates, loanCounts, loans, users } from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { iri, iriOf } from '../../lib/iri';
import { collection } from '../../lib/jsonld';
import { type Count, countRows, DEEP_PAGE_ROWS, reachablePages } from '../../lib/paging';
import { affiliateScope, authOf, isRestricted } from '../../lib/scope';
import { loanIdsMatching } from '../../lib/search';
import { VersionedCache } from '../../lib/versionedCache';
import type { Row } from '../../listings/engine';
import { sendSheet } from '../../listings/xlsx';
import type { AuthUser } from '../../plugins/auth';
import {
  amountsInOrder,
  borrowerName,
  checkQuery,
  dayRange,
  loanScope,
  orderBy,
  pageFrom,
  pageOf,
} from './shared';

/** Every status a phase names; any other code (UNK or unknown) is in 'other'. */
const NAMED_STATUSES = (Object.keys(LOAN_PHASES) as LoanPhase[])
  .filter((p) => p !== 'other')
  .flatMap((p) => [...LOAN_PHASES[p].states]);

type FinanciacionesAnswer = ResponseOf<'GET /api/financiaciones'>;
type StatusCount = { estadoCd: string; n: number };
type StatusCounts = { rows: StatusCount[]; estimated: boolean };
type FinanciacionesQuery = QueryOf<'GET /api/financiaciones'>;

/** The financing list's sortable columns. */
const ORDER_COLUMNS = {
  id: loans.id,
  code: loans.code,
  createdAt: loans.createdAt,
  cantidad: loans.cantidad,
  meses: loans.meses,
  estadoCd: loans.estadoCd,
  tipo: loans.tipo,
  tin: loans.tin,
};

/**
 * The counts per status under the filters the loan_counts rows carry (the caller's scope, status,
 * type, affiliate), read from them; null when another filter is on (the loans are counted).
 */
function countsFromCounters(db: RouteDeps['db'], auth: AuthUser, q: FinanciacionesQuery) {
  if (
    q.q?.trim() ||
    q.salesAgent ||
    q['createdAt[after]'] ||
    q['createdAt[before]'] ||
    q['cantidad[gte]'] ||
    q['cantidad[lte]']
  )
    return null;
  const scope = affiliateScope(auth);
  return db
    .select({ estadoCd: loanCounts.estadoCd, n: sql<number>`sum(${loanCounts.n})::int` })
    .from(loanCounts)
    .where(
      and(
        scope ? sql`${loanCounts.affiliateId} in (select id from ${affiliates} where ${scope})` : undefined,
        q.estadoCd ? inArray(loanCounts.estadoCd, q.estadoCd.split(',')) : undefined,
        q.tipo ? eq(loanCounts.tipo, q.tipo) : undefined,
        q.afiliado ? eq(loanCounts.affiliateId, Number(q.afiliado)) : undefined,
      ),
    )
    .groupBy(loanCounts.estadoCd)
    .having(sql`sum(${loanCounts.n}) > 0`);
}

/** The list's filters: the caller's scope and every filter (`common`), and the phase's. */
function financingConditions(auth: AuthUser, q: FinanciacionesQuery) {
  const phase = q.phase as LoanPhase | undefined;
  const phaseCond = phase
    ? phase === 'other'
      ? notInArray(loans.estadoCd, NAMED_STATUSES)
      : inArray(loans.estadoCd, [...LOAN_PHASES[phase].states])
    : undefined;
  const text = q.q?.trim();
  const common = [
    loanScope(auth),
    q.estadoCd ? inArray(loans.estadoCd, q.estadoCd.split(',')) : undefined,
    q.tipo ? eq(loans.tipo, q.tipo) : undefined,
    q.afiliado ? eq(loans.affiliateId, Number(q.afiliado)) : undefined,
    q.salesAgent ? eq(loans.salesAgentId, Number(q.salesAgent)) : undefined,
    ...dayRange(loans.createdAt, q['createdAt[after]'], q['createdAt[before]'], true),
    amountsInOrder(q['cantidad[gte]'], q['cantidad[lte]']),
    q['cantidad[gte]'] ? gte(loans.cantidad, Number(q['cantidad[gte]'])) : undefined,
    q['cantidad[lte]'] ? lte(loans.cantidad, Number(q['cantidad[lte]'])) : undefined,
    text ? sql`${loans.id} in (${loanIdsMatching(text)})` : undefined,
  ];
  return { common, phaseCond, text };
}

/**
 * Every loan of the filtered list in its order, with the borrower's and the affiliate's names:
 * the list's .xlsx reads it through a cursor, whatever the row count.
 */
function financingExportQuery(where: SQL | undefined, order: SQL[]): SQL {
  return sql`select ${loans.id} as id, ${loans.tipo} as tipo, ${loans.estadoCd} as "estadoCd",
      ${borrowerName} as borrower, ${affiliates.nombre} as affiliate, ${loans.cantidad}::float8 as amount,
      ${loans.meses} as months, ${loans.tin}::float8 as tin,
      to_char(${loans.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as "createdAt"
    from ${loans} inner join ${users} on ${users.id} = ${loans.userId}
      left join ${affiliates} on ${affiliates.id} = ${loans.affiliateId}
    where ${where ?? sql`true`} order by ${sql.join(order, sql`, `)}`;
}

/** An export row as the screen shows it (FINANCING_EXPORT_COLUMNS' order). */
function financingExportCells(row: Row): readonly unknown[] {
  const estadoCd = String(row.estadoCd ?? '');
  const tipo = String(row.tipo ?? '');
  return [
    financingName(row.id, tipo),
    row.borrower,
    row.affiliate ?? '',
    (LOAN_TYPE_LABELS as Record<string, string>)[tipo] ?? tipo,
    `${estadoCd} · ${LOAN_PHASES[loanPhase(estadoCd)].label}`,
    row.amount,
    row.months,
    row.tin,
    row.createdAt,
  ];
}

export async function financingListRoutes(app: FastifyInstance, { db, readCache }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // The financing list is read by every loan screen's back link and by each filter change: its
  // answers, and apart from them its counts per status (the same for every page, order and phase),
  // are kept per caller scope and serve only while the 'loan_list' data version is unchanged
  // (triggers of migration 0005 bump it on any change to loans, affiliates or borrowers' names).
  const pageCache = readCache ? new VersionedCache<FinanciacionesAnswer>() : null;
  const countCache = readCache ? new VersionedCache<StatusCounts>() : null;
  const cached = <V>(
    cache: VersionedCache<V> | null,
    version: number | undefined,
    key: string,
    build: () => Promise<V>,
  ) => (cache ? cache.get(version, key, build) : build());

  r.get('/api/financiaciones', spec('GET /api/financiaciones'), async (request, reply) => {
    const auth = authOf(request);
    const q = request.query;
    const order_ = checkQuery(q, LIST_QUERY_KEYS.financiaciones, LOAN_LIST_SORTABLE);
    const scopeKey = affiliateScope(auth) === undefined ? '*' : isRestricted(auth) ? String(auth.id) : '-';
    const version = auth.dataVersions.loan_list;
    const { common, phaseCond } = financingConditions(auth, q);
    if (q.format === 'xlsx')
      return sendSheet(reply, db, {
        title: FINANCING_LIST_TITLE,
        columns: FINANCING_EXPORT_COLUMNS,
        query: financingExportQuery(and(...common, phaseCond), orderBy(order_, ORDER_COLUMNS, loans.id)),
        cells: financingExportCells,
      });
    return cached(pageCache, version, `${scopeKey} ${request.url}`, async () => {
      const phase = q.phase as LoanPhase | undefined;
      const where = and(...common, phaseCond);
      const paging = pageFrom(q.page);
      // Counts per status: from loan_counts when its columns carry the filters, else the loans
      // (exact up to lib/paging's threshold, then estimated). Keyed by every filter but the phase,
      // the page and the order.
      const countKey = `${scopeKey} ${JSON.stringify(
        Object.entries(q)
          .filter(([k]) => k !== 'phase' && k !== 'page' && !k.startsWith('order['))
          .sort(([a], [b]) => a.localeCompare(b)),
      )}`;
      const countsQuery = async (): Promise<StatusCounts> => {
        const counters = countsFromCounters(db, auth, q);
        if (counters) return { rows: await counters, estimated: false };
        const c = await countRows(
          db,
          sql`select ${loans.estadoCd} as "estadoCd" from ${loans} where ${and(...common) ?? sql`true`}`,
          'estadoCd',
        );
        return {
          rows: [...c.groups].map(([estadoCd, n]) => ({ estadoCd, n })),
          estimated: c.total.estimated,
        };
      };
      const order = orderBy(order_, ORDER_COLUMNS, loans.id);
      const ids = (reverse: boolean) =>
        db
          .select({ id: loans.id })
          .from(loans)
          .where(where)
          .orderBy(...orderBy(order_, ORDER_COLUMNS, loans.id, reverse))
          .$dynamic();
      const rowsOf = (inWindow: SQL) =>
        db
          .select({ l: loans, name: borrowerName, afiliadoName: affiliates.nombre })
          .from(loans)
          .innerJoin(users, eq(users.id, loans.userId))
          .leftJoin(affiliates, eq(affiliates.id, loans.affiliateId))
          .where(inWindow)
          .$dynamic();
      // The first pages need no total: read beside the counts. A deeper one waits for the total
      // (it may be read from the end).
      const firstPages = (paging.page - 1) * paging.itemsPerPage <= DEEP_PAGE_ROWS;
      const countsPromise = cached(countCache, version, countKey, countsQuery);
      const early = firstPages
        ? pageOf(rowsOf, ids, loans.id, { n: Number.MAX_SAFE_INTEGER, estimated: false }, paging, order)
        : null;
      const counts = await countsPromise;
      const phaseCounts: Record<string, number> = Object.fromEntries(
        Object.keys(LOAN_PHASES).map((p) => [p, 0]),
      );
      for (const c of counts.rows) {
        const p = loanPhase(c.estadoCd);
        phaseCounts[p] = (phaseCounts[p] ?? 0) + c.n;
      }
      const total: Count = {
        n: phase ? (phaseCounts[phase] ?? 0) : Object.values(phaseCounts).reduce((s, n) => s + n, 0),
        estimated: counts.estimated,
      };
      const rows = await (early ?? pageOf(rowsOf, ids, loans.id, total, paging, order));
      const members = rows.map(({ l, name, afiliadoName }) => ({
        '@id': iriOf('loan', l.id),
        '@type': 'Financiacion',
        id: l.id,
        code: l.code,
        tipo: l.tipo,
        estadoCd: l.estadoCd,
        phase: loanPhase(l.estadoCd),
        cantidad: l.cantidad,
        meses: l.meses,
        tin: l.tin,
        demo: l.demo,
        securitized: l.securitized,
        cobros: l.cobros,
        createdAt: l.createdAt.toISOString(),
        user: iriOf('user', l.userId),
        borrowerName: name,
        afiliado: iri('afiliado', l.affiliateId),
        afiliadoName: afiliadoName ?? null,
        salesAgent: iri('salesAgent', l.salesAgentId),
      }));
      return {
        ...collection(
          'Financiacion',
          '/api/financiaciones',
          q,
          members,
          total.n,
          paging,
          reachablePages(total, paging.itemsPerPage),
        ),
        phaseCounts,
        countsEstimated: total.estimated,
      };
    });
  });
}
