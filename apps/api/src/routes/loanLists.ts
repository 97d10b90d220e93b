import {
  AMA_LIST_SORTABLE,
  financingName,
  INSTALLMENT_LIST_SORTABLE,
  isOverdueInstallment,
  LIMITS,
  LOAN_LIST_SORTABLE,
  LOAN_PHASES,
  type LoanPhase,
  loanPhase,
  messages,
  parseOrder,
  rangeError,
  type SortDirection,
} from '@backoffice/domain';
import { LIST_QUERY_KEYS, type QueryOf, type ResponseOf } from '@backoffice/domain/contract';
import { FINANCING_EXPORT_COLUMNS, FINANCING_LIST_TITLE, LOAN_TYPE_LABELS } from '@backoffice/domain/loan';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, gte, inArray, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { affiliates, amortizations, installments, loans, users } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';

import { iri, iriOf } from '../lib/iri';
import { collection, type Paging } from '../lib/jsonld';
import { affiliateScope, authOf, isRestricted } from '../lib/scope';
import { VersionedCache } from '../lib/versionedCache';
import type { Row } from '../listings/engine';
import { sendSheet } from '../listings/xlsx';
import type { AuthUser } from '../plugins/auth';

/** A query key neither declared nor `order[...]` is refused, as is an order on an undeclared column. */
function checkQuery<F extends string>(
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

function orderBy<F extends string>(
  order: [F, SortDirection][],
  columns: Record<F, AnyPgColumn | SQL>,
  tieBreak: AnyPgColumn,
): SQL[] {
  const out = order.map(([f, dir]) => (dir === 'asc' ? asc(columns[f]) : desc(columns[f])));
  // A stable page order: the id last, in the direction of the first key (newest first by default).
  out.push(order[0]?.[1] === 'asc' ? asc(tieBreak) : desc(tieBreak));
  return out;
}

/** Loans the caller may see: through their affiliate's scope (a COMERCIAL sees only their own). */
function loanScope(auth: AuthUser): SQL | undefined {
  const scope = affiliateScope(auth);
  return scope ? sql`${loans.affiliateId} in (select id from ${affiliates} where ${scope})` : undefined;
}

/** `createdAt[after]=D` and `createdAt[before]=D` as inclusive days (the whole of D counts). */
function dayRange(
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
function amountsInOrder(min: string | undefined, max: string | undefined): undefined {
  const inverted = rangeError(min, max, 'number');
  if (inverted) throw httpError(400, inverted);
  return undefined;
}

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const pageFrom = (page: string | undefined): Paging => ({
  page: Math.max(1, Number(page ?? '1') || 1),
  itemsPerPage: LIMITS.financingPageSize,
  enabled: true,
});
const offsetOf = (p: Paging) => (p.page - 1) * p.itemsPerPage;
const borrowerName = sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`;
/** Every status a phase names; any other code (UNK or unknown) is in 'other'. */
const NAMED_STATUSES = (Object.keys(LOAN_PHASES) as LoanPhase[])
  .filter((p) => p !== 'other')
  .flatMap((p) => [...LOAN_PHASES[p].states]);

type FinanciacionesAnswer = ResponseOf<'GET /api/financiaciones'>;
type StatusCount = { estadoCd: string; n: number };
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
    text
      ? sql`(${loans.code} ilike ${likeText(text)} or ${borrowerName} ilike ${likeText(text)} or ${users.dni} ilike ${likeText(text)})`
      : undefined,
  ];
  return { common, phaseCond, text };
}

/**
 * Every loan of the filtered list in its order, with the borrower's and the affiliate's names:
 * the list's .xlsx (issue 16) reads it through a cursor, whatever the row count.
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

/** Issue 13 "Collections for the lists": loans (financiaciones), installments (cuotas) and AMA. */
export async function loanListsRoutes(app: FastifyInstance, { db, readCache }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // The financing list is read by every loan screen's back link and by each filter change: its
  // answers, and apart from them its counts per status (the same for every page, order and phase),
  // are kept per caller scope and serve only while the 'loan_list' data version is unchanged
  // (triggers of migration 0005 bump it on any change to loans, affiliates or borrowers' names).
  const pageCache = readCache ? new VersionedCache<FinanciacionesAnswer>() : null;
  const countCache = readCache ? new VersionedCache<StatusCount[]>() : null;
  const cached = <V>(
    cache: VersionedCache<V> | null,
    version: number | undefined,
    key: string,
    build: () => Promise<V>,
  ) => (cache ? cache.get(version, key, build) : build());

  r.get('/api/financiaciones', spec('GET /api/financiaciones'), async (request, reply) => {
    const auth = authOf(request);
    const q = request.query;
    const order = checkQuery(q, LIST_QUERY_KEYS.financiaciones, LOAN_LIST_SORTABLE);
    const scopeKey = affiliateScope(auth) === undefined ? '*' : isRestricted(auth) ? String(auth.id) : '-';
    const version = auth.dataVersions.loan_list;
    const { common, phaseCond, text } = financingConditions(auth, q);
    if (q.format === 'xlsx')
      return sendSheet(reply, db, {
        title: FINANCING_LIST_TITLE,
        columns: FINANCING_EXPORT_COLUMNS,
        query: financingExportQuery(and(...common, phaseCond), orderBy(order, ORDER_COLUMNS, loans.id)),
        cells: financingExportCells,
      });
    return cached(pageCache, version, `${scopeKey} ${request.url}`, async () => {
      const phase = q.phase as LoanPhase | undefined;
      const where = and(...common, phaseCond);
      const paging = pageFrom(q.page);
      // Counts per status (an index-only scan without a text filter), summed per phase here.
      const countQuery = db.select({ estadoCd: loans.estadoCd, n: sql<number>`count(*)::int` }).from(loans);
      // Keyed by every filter but the phase, the page and the order.
      const countKey = `${scopeKey} ${JSON.stringify(
        Object.entries(q)
          .filter(([k]) => k !== 'phase' && k !== 'page' && !k.startsWith('order['))
          .sort(([a], [b]) => a.localeCompare(b)),
      )}`;
      const counts = await cached(countCache, version, countKey, () =>
        (text ? countQuery.innerJoin(users, eq(users.id, loans.userId)) : countQuery)
          .where(and(...common))
          .groupBy(loans.estadoCd),
      );
      const phaseCounts: Record<string, number> = Object.fromEntries(
        Object.keys(LOAN_PHASES).map((p) => [p, 0]),
      );
      for (const c of counts) {
        const p = loanPhase(c.estadoCd);
        phaseCounts[p] = (phaseCounts[p] ?? 0) + c.n;
      }
      const total = phase ? (phaseCounts[phase] ?? 0) : Object.values(phaseCounts).reduce((s, n) => s + n, 0);
      // The page's ids first (on the loans alone, unless the text filter needs the borrower), then
      // their rows with the borrower and the affiliate: the joins touch 100 rows, not 20,000.
      const idQuery = db.select({ id: loans.id }).from(loans);
      const pageIds = (
        await (text ? idQuery.innerJoin(users, eq(users.id, loans.userId)) : idQuery)
          .where(where)
          .orderBy(...orderBy(order, ORDER_COLUMNS, loans.id))
          .limit(paging.itemsPerPage)
          .offset(offsetOf(paging))
      ).map((r) => r.id);
      // Three lookups by primary key (loans, their borrowers, their affiliates) rather than a join
      // the planner may answer by hashing every borrower.
      const found =
        pageIds.length === 0 ? [] : await db.select().from(loans).where(inArray(loans.id, pageIds));
      const userIds = [...new Set(found.map((l) => l.userId))];
      const affIds = [...new Set(found.flatMap((l) => (l.affiliateId === null ? [] : [l.affiliateId])))];
      const names = new Map(
        (userIds.length === 0
          ? []
          : await db
              .select({ id: users.id, name: borrowerName })
              .from(users)
              .where(inArray(users.id, userIds))
        ).map((u) => [u.id, u.name]),
      );
      const affNames = new Map(
        (affIds.length === 0
          ? []
          : await db
              .select({ id: affiliates.id, nombre: affiliates.nombre })
              .from(affiliates)
              .where(inArray(affiliates.id, affIds))
        ).map((a) => [a.id, a.nombre]),
      );
      const byId = new Map(found.map((l) => [l.id, l]));
      const rows = pageIds.flatMap((id) => {
        const l = byId.get(id);
        return l
          ? [
              {
                l,
                name: names.get(l.userId) ?? '',
                afiliadoName: l.affiliateId === null ? null : (affNames.get(l.affiliateId) ?? null),
              },
            ]
          : [];
      });
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
        afiliadoName,
        salesAgent: iri('salesAgent', l.salesAgentId),
      }));
      return {
        ...collection('Financiacion', '/api/financiaciones', q, members, total, paging),
        phaseCounts,
      };
    });
  });

  r.get('/api/cuotas', spec('GET /api/cuotas'), async (request) => {
    const auth = authOf(request);
    const q = request.query;
    const order = checkQuery(q, LIST_QUERY_KEYS.cuotas, INSTALLMENT_LIST_SORTABLE);
    const where = and(
      loanScope(auth),
      // loans §4: AN is hidden.
      sql`${installments.estadoCd} <> 'AN'`,
      q.estadoCd ? inArray(installments.estadoCd, q.estadoCd.split(',')) : undefined,
      q.credito ? eq(installments.loanId, Number(q.credito)) : undefined,
      ...dayRange(installments.fechaCobro, q['fechaCobro[after]'], q['fechaCobro[before]'], false),
    );
    const paging = pageFrom(q.page);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(installments)
      .innerJoin(loans, eq(loans.id, installments.loanId))
      .where(where);
    const columns = {
      id: installments.id,
      fechaCobro: installments.fechaCobro,
      fechaInicio: installments.fechaInicio,
      saldo: installments.saldo,
      estadoCd: installments.estadoCd,
      numero: installments.numero,
    };
    const rows = await db
      .select({ c: installments, code: loans.code, affiliateId: loans.affiliateId, name: borrowerName })
      .from(installments)
      .innerJoin(loans, eq(loans.id, installments.loanId))
      .innerJoin(users, eq(users.id, loans.userId))
      .where(where)
      .orderBy(...orderBy(order, columns, installments.id))
      .limit(paging.itemsPerPage)
      .offset(offsetOf(paging));
    const members = rows.map(({ c, code, affiliateId, name }) => ({
      '@id': `/api/cuotas/${c.id}`,
      '@type': 'Cuota',
      id: c.id,
      credito: iriOf('loan', c.loanId),
      code,
      borrowerName: name,
      afiliado: iri('afiliado', affiliateId),
      estadoCd: c.estadoCd,
      numero: c.numero,
      fechaInicio: c.fechaInicio,
      fechaCobro: c.fechaCobro,
      saldo: c.saldo,
      principal: c.principal,
      interest: c.interest,
      overdue: isOverdueInstallment(c.estadoCd),
    }));
    return collection('Cuota', '/api/cuotas', q, members, total, paging);
  });

  r.get('/api/amas', spec('GET /api/amas'), async (request) => {
    const auth = authOf(request);
    const q = request.query;
    const order = checkQuery(q, LIST_QUERY_KEYS.amas, AMA_LIST_SORTABLE);
    const active = q.active === '1' || q.active === 'true';
    const where = and(
      loanScope(auth),
      active ? eq(amortizations.active, true) : undefined,
      ...dayRange(amortizations.date, q['date[after]'], q['date[before]'], false),
    );
    const paging = pageFrom(q.page);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(amortizations)
      .innerJoin(loans, eq(loans.id, amortizations.loanId))
      .where(where);
    const columns = { id: amortizations.id, date: amortizations.date, amount: amortizations.amount };
    const rows = await db
      .select({ a: amortizations, code: loans.code, affiliateId: loans.affiliateId, name: borrowerName })
      .from(amortizations)
      .innerJoin(loans, eq(loans.id, amortizations.loanId))
      .innerJoin(users, eq(users.id, loans.userId))
      .where(where)
      .orderBy(...orderBy(order, columns, amortizations.id))
      .limit(paging.itemsPerPage)
      .offset(offsetOf(paging));
    const members = rows.map(({ a, code, affiliateId, name }) => ({
      '@id': `/api/amortizations/${a.id}`,
      '@type': 'Amortization',
      id: a.id,
      credito: iriOf('loan', a.loanId),
      code,
      borrowerName: name,
      afiliado: iri('afiliado', affiliateId),
      payer: a.payer,
      amount: a.amount,
      date: a.date,
      active: a.active,
    }));
    return collection('Amortization', '/api/amas', q, members, total, paging);
  });
}
