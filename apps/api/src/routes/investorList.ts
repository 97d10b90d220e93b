import {
  INVESTOR_LIST_PAGE_SIZE,
  INVESTOR_LIST_SORTABLE,
  INVESTOR_STATUS_CODES,
  investorName,
  messages,
  parseOrder,
  WALLET_BALANCE_BANDS,
} from '@backoffice/domain';
import { INVESTOR_LIST_QUERY_KEYS, type QueryOf, type ResponseOf } from '@backoffice/domain/contract';
import {
  INVESTOR_EXPORT_COLUMNS,
  INVESTOR_KIND_LABELS,
  INVESTOR_LIST_TITLE,
  investorStatusLook,
} from '@backoffice/domain/investor';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { investments, investors, users, wallets } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { containsPattern } from '../lib/fold';
import { httpError } from '../lib/httpError';
import { iri, iriOf } from '../lib/iri';
import { collection, type Paging } from '../lib/jsonld';
import { rowsOf } from '../lib/rows';
import { authOf } from '../lib/scope';
import { VersionedCache } from '../lib/versionedCache';
import type { Row } from '../listings/engine';
import { sendSheet } from '../listings/xlsx';

type InvestorListAnswer = ResponseOf<'GET /api/inversores'>;
type InvestorDashboardAnswer = ResponseOf<'GET /api/inversores/dashboard'>;

const round2 = (n: number) => Math.round(n * 100) / 100;
const MONTHS = 12;

/**
 * The user's fields as scalar subqueries by primary key: the list filters and orders the investors
 * alone (a few hundred rows), never joining the users table, which holds every borrower too.
 */
const userField = (field: string) =>
  sql`(select ${sql.raw(field)} from ${users} u where u.id = ${investors.userId})`;
/** investorName() in SQL, for the order and the text filter (the rows use investorName itself). */
const nameSql = sql<string>`(case when ${investors.legalPerson} and coalesce(trim(${investors.companyName}), '') <> ''
  then trim(${investors.companyName}) else ${userField("trim(u.firstname || ' ' || u.lastname)")} end)`;
const balanceSql = sql<number>`coalesce((select w.balance from ${wallets} w where w.user_id = ${investors.userId}), 0)`;

const SORT_COLUMNS = {
  id: investors.id,
  name: sql`lower(${nameSql})`,
  email: sql`lower(${userField('u.email')})`,
  status: investors.status,
  createdAt: investors.createdAt,
  balance: balanceSql,
} as const satisfies Record<(typeof INVESTOR_LIST_SORTABLE)[number], unknown>;

/** The list's filters: every filter but the status (`common`, the counts' filter) and all of them. */
function investorConditions(q: QueryOf<'GET /api/inversores'>) {
  const text = q.q?.trim();
  const statuses = q.status ? q.status.toUpperCase().split(',') : [];
  const legal = q.legalPerson === undefined ? undefined : q.legalPerson === '1' || q.legalPerson === 'true';
  const common = and(
    legal === undefined ? undefined : eq(investors.legalPerson, legal),
    // Folded as the finder folds ('nunez' finds 'Núñez'), from the trigram indexes of investors
    // (company, tax id) and of their users (name, e-mail, DNI/NIE).
    text
      ? sql`(search_fold(${investors.companyName}) like ${containsPattern(text)}
          or search_fold(${investors.taxId}) like ${containsPattern(text)}
          or ${investors.userId} in (select u.id from ${users} u
            where search_fold(u.firstname || ' ' || u.lastname) like ${containsPattern(text)}
              or search_fold(u.email) like ${containsPattern(text)} or search_fold(u.dni) like ${containsPattern(text)}))`
      : undefined,
  );
  return { common, where: and(common, statuses.length ? inArray(investors.status, statuses) : undefined) };
}

/** An export row as the screen shows it (INVESTOR_EXPORT_COLUMNS' order). */
function investorExportCells(row: Row): readonly unknown[] {
  const legal = row.legalPerson === true;
  return [
    investorName(row),
    legal ? INVESTOR_KIND_LABELS.legal : INVESTOR_KIND_LABELS.natural,
    row.email ?? '',
    (legal ? row.taxId : row.dni) ?? '',
    investorStatusLook(String(row.status ?? '')).label,
    row.balance,
    row.createdAt,
  ];
}

/** Issue 15: the investors list and dashboard (loans §2 "Investors"; §6 MICRO_ADMIN). */
export async function investorListRoutes(app: FastifyInstance, { db, readCache }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // Every caller sees every investor (the area is MICRO_ADMIN's and above), so an answer is kept
  // per URL, and serves only while the 'investor_list' data version is unchanged (the triggers of
  // migration 0009 bump it on any change to investors, their users' names, their wallets or the
  // investments).
  const listCache = readCache ? new VersionedCache<InvestorListAnswer>() : null;
  const dashboardCache = readCache ? new VersionedCache<InvestorDashboardAnswer>() : null;
  const cached = <V>(
    cache: VersionedCache<V> | null,
    version: number | undefined,
    key: string,
    build: () => Promise<V>,
  ) => (cache ? cache.get(version, key, build) : build());

  r.get('/api/inversores', spec('GET /api/inversores'), async (request, reply) => {
    const q = request.query;
    const version = authOf(request).dataVersions.investor_list;
    for (const key of Object.keys(q)) {
      if (!INVESTOR_LIST_QUERY_KEYS.includes(key) && !/^order\[.*\]$/.test(key)) {
        throw httpError(400, messages.lists.badFilter(key));
      }
    }
    const parsed = parseOrder(q, INVESTOR_LIST_SORTABLE);
    if (parsed.error !== null) throw httpError(400, messages.lists.unknownOrder(parsed.error));
    const { common, where } = investorConditions(q);
    // Newest first unless asked otherwise.
    const order = parsed.order.length ? parsed.order : ([['createdAt', 'desc']] as const);
    const orderBy: SQL[] = order.map(([f, dir]) =>
      dir === 'asc' ? asc(SORT_COLUMNS[f]) : desc(SORT_COLUMNS[f]),
    );
    // A stable page order: the id last, in the direction of the first key (newest first by default).
    orderBy.push(order[0]?.[1] === 'asc' ? asc(investors.id) : desc(investors.id));
    if (q.format === 'xlsx')
      return sendSheet(reply, db, {
        title: INVESTOR_LIST_TITLE,
        columns: INVESTOR_EXPORT_COLUMNS,
        query: sql`select ${investors.id} as id, ${investors.legalPerson} as "legalPerson",
            ${investors.companyName} as "companyName", ${investors.taxId} as "taxId",
            ${users.firstname} as firstname, ${users.lastname} as lastname, ${users.email} as email,
            ${users.dni} as dni, ${investors.status} as status, ${balanceSql}::float8 as balance,
            to_char(${investors.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as "createdAt"
          from ${investors} left join ${users} on ${users.id} = ${investors.userId}
          where ${where ?? sql`true`} order by ${sql.join(orderBy, sql`, `)}`,
        cells: investorExportCells,
      });
    return cached(listCache, version, request.url, async () => {
      const statuses = q.status ? q.status.toUpperCase().split(',') : [];
      const paging: Paging = {
        page: Math.max(1, Number(q.page ?? '1') || 1),
        itemsPerPage: INVESTOR_LIST_PAGE_SIZE,
        enabled: true,
      };
      const [counts, page] = await Promise.all([
        db
          .select({ status: investors.status, n: sql<number>`count(*)::int` })
          .from(investors)
          .where(common)
          .groupBy(investors.status),
        db
          .select()
          .from(investors)
          .where(where)
          .orderBy(...orderBy)
          .limit(paging.itemsPerPage)
          .offset((paging.page - 1) * paging.itemsPerPage),
      ]);
      // The page's users and wallets, by their keys.
      const userIds = page.map((i) => i.userId);
      const [people, purses] =
        userIds.length === 0
          ? [[], []]
          : await Promise.all([
              db
                .select({
                  id: users.id,
                  firstname: users.firstname,
                  lastname: users.lastname,
                  email: users.email,
                  dni: users.dni,
                  phone: users.phone,
                })
                .from(users)
                .where(inArray(users.id, userIds)),
              db
                .select({ userId: wallets.userId, balance: wallets.balance })
                .from(wallets)
                .where(inArray(wallets.userId, userIds)),
            ]);
      const personOf = new Map(people.map((u) => [u.id, u]));
      const balanceOf = new Map(purses.map((w) => [w.userId, Number(w.balance)]));
      const rows = page.map((i) => {
        const u = personOf.get(i.userId);
        return {
          ...i,
          firstname: u?.firstname ?? '',
          lastname: u?.lastname ?? '',
          email: u?.email ?? '',
          dni: u?.dni ?? null,
          phone: u?.phone ?? null,
          balance: balanceOf.get(i.userId) ?? 0,
        };
      });
      const statusCounts: Record<string, number> = Object.fromEntries(
        INVESTOR_STATUS_CODES.map((c) => [c, 0]),
      );
      for (const c of counts) statusCounts[c.status] = c.n;
      const total = statuses.length
        ? statuses.reduce((s, c) => s + (statusCounts[c] ?? 0), 0)
        : counts.reduce((s, c) => s + c.n, 0);
      const members = rows.map((row) => ({
        '@id': iriOf('investor', row.id),
        '@type': 'InvestorListRow',
        id: row.id,
        user: iriOf('user', row.userId),
        name: investorName(row),
        legalPerson: row.legalPerson,
        companyName: row.companyName,
        taxId: row.taxId,
        firstname: row.firstname,
        lastname: row.lastname,
        email: row.email,
        dni: row.dni,
        phone: row.phone,
        status: row.status,
        balance: row.balance,
        frozenByLw: row.frozenByLw,
        afiliado: iri('afiliado', row.affiliateId),
        createdAt: row.createdAt.toISOString(),
      }));
      return {
        ...collection('InvestorListRow', '/api/inversores', q, members, total, paging),
        statusCounts,
      };
    });
  });

  r.get('/api/inversores/dashboard', spec('GET /api/inversores/dashboard'), async (request) =>
    cached(dashboardCache, authOf(request).dataVersions.investor_list, 'dashboard', () => dashboard()),
  );

  async function dashboard(): Promise<InvestorDashboardAnswer> {
    const month = sql<string>`to_char(${investments.createdAt} at time zone 'Europe/Madrid', 'YYYY-MM')`;
    // The band of each balance, by the domain's upper bounds (inclusive).
    const bandSql = sql.raw(
      `case ${WALLET_BALANCE_BANDS.map((b, i) =>
        b.max === null ? `else ${i}` : `when coalesce(w.balance, 0) <= ${b.max} then ${i}`,
      ).join(' ')} end`,
    );
    // Investors by status and person kind in one pass, the investments by month (with their active
    // part, summed here for the totals) in one pass, and the wallet bands.
    const [byKind, byMonthAll, bands] = await Promise.all([
      db
        .select({ status: investors.status, legal: investors.legalPerson, n: sql<number>`count(*)::int` })
        .from(investors)
        .groupBy(investors.status, investors.legalPerson),
      db
        .select({
          month,
          n: sql<number>`count(*)::int`,
          amount: sql<string>`coalesce(sum(${investments.amount}), 0)`,
          active: sql<number>`(count(*) filter (where ${investments.active}))::int`,
          activeAmount: sql<string>`coalesce(sum(${investments.amount}) filter (where ${investments.active}), 0)`,
        })
        .from(investments)
        .groupBy(month)
        .orderBy(sql`1 desc`),
      db.execute(
        sql`select ${bandSql} as band, count(*)::int as n, coalesce(sum(w.balance), 0)::float8 as amount
          from ${investors} i left join ${wallets} w on w.user_id = i.user_id group by 1`,
      ),
    ]);
    const byStatusMap = new Map<string, number>();
    for (const k of byKind) byStatusMap.set(k.status, (byStatusMap.get(k.status) ?? 0) + k.n);
    const byStatus = [...byStatusMap].map(([status, n]) => ({ status, n }));
    const people = [true, false].map((legal) => ({
      legal,
      n: byKind.filter((k) => k.legal === legal).reduce((s, k) => s + k.n, 0),
    }));
    const invested = [
      {
        n: byMonthAll.reduce((s, m) => s + m.active, 0),
        amount: byMonthAll.reduce((s, m) => s + Number(m.activeAmount), 0),
      },
    ];
    const byMonth = byMonthAll.slice(0, MONTHS);
    const statusCount = new Map(byStatus.map((s) => [s.status, s.n]));
    const others = byStatus
      .map((s) => s.status)
      .filter((c) => !(INVESTOR_STATUS_CODES as string[]).includes(c));
    const bandRows = rowsOf<{ band: number; n: number; amount: number }>(bands);
    const walletBalances = WALLET_BALANCE_BANDS.map((b, i) => {
      const row = bandRows.find((x) => Number(x.band) === i);
      return { band: b.key, count: Number(row?.n ?? 0), amount: round2(Number(row?.amount ?? 0)) };
    });
    const investorsTotal = byStatus.reduce((s, x) => s + x.n, 0);
    const legalPersons = people.find((p) => p.legal)?.n ?? 0;
    return {
      '@id': '/api/inversores/dashboard',
      '@type': 'InvestorDashboard',
      totals: {
        investors: investorsTotal,
        legalPersons,
        naturalPersons: investorsTotal - legalPersons,
        invested: round2(Number(invested[0]?.amount ?? 0)),
        activeInvestments: invested[0]?.n ?? 0,
        walletBalance: round2(walletBalances.reduce((s, b) => s + b.amount, 0)),
        withBalance: walletBalances.filter((b) => b.band !== 'none').reduce((s, b) => s + b.count, 0),
      },
      byStatus: [...INVESTOR_STATUS_CODES, ...others].map((status) => ({
        status,
        count: statusCount.get(status) ?? 0,
      })),
      investedByMonth: byMonth
        .map((m) => ({ month: m.month, count: m.n, amount: round2(Number(m.amount)) }))
        .reverse(),
      walletBalances,
    };
  }
}
