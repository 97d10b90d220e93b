/**
 * The loan's open-banking scrapes (loans §6, §7): reports, accounts, transactions, holders.
 */
import { latestSuccessfulScrape, mayReadScrape, scoringView } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { bankScrapeAccounts, bankScrapes, bankScrapeTitulars, bankScrapeTransactions } from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { paramId } from '../../lib/iri';
import { ALL_ROWS, collection, member, pageOf, pagingFrom } from '../../lib/jsonld';
import { assertLoanInScope, authOf } from '../../lib/scope';
import type { AuthUser } from '../../plugins/auth';
import { forbidden, loanIri, notFound } from './shared';

type ScrapeRow = typeof bankScrapes.$inferSelect;

/** The id of the latest successful scrape of a loan's borrower or co-borrower. */
async function latestSuccessfulId(db: Db, loanId: number, cotitular: boolean): Promise<number | null> {
  const rows = await db
    .select({ id: bankScrapes.id, status: bankScrapes.status, createdAt: bankScrapes.createdAt })
    .from(bankScrapes)
    .where(and(eq(bankScrapes.loanId, loanId), eq(bankScrapes.cotitular, cotitular)));
  return latestSuccessfulScrape(rows)?.id ?? null;
}

/** A scrape the caller may read: its loan in scope, and the domain's scoring gate (loans §6). */
async function readableScrape(db: Db, auth: AuthUser, scrape: ScrapeRow | undefined): Promise<ScrapeRow> {
  if (!scrape) throw notFound();
  await assertLoanInScope(db, auth, scrape.loanId);
  const latest = await latestSuccessfulId(db, scrape.loanId, scrape.cotitular);
  if (!mayReadScrape(auth.roles, scrape, latest)) throw forbidden();
  return scrape;
}

async function readableAccount(db: Db, auth: AuthUser, accountId: number) {
  const [row] = await db
    .select({ a: bankScrapeAccounts, s: bankScrapes })
    .from(bankScrapeAccounts)
    .innerJoin(bankScrapes, eq(bankScrapes.id, bankScrapeAccounts.scrapeId))
    .where(eq(bankScrapeAccounts.id, accountId));
  if (!row) throw notFound();
  await readableScrape(db, auth, row.s);
  return row.a;
}

/** The scrape reports of a loan and, under each, its accounts, transactions and holders. */
export async function bankScrapeRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/creditos/:id/ins_scrape_reports',
    spec('GET /api/creditos/:id/ins_scrape_reports'),
    async (request) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      await assertLoanInScope(db, auth, id);
      const view = scoringView(auth.roles);
      const rows = await db
        .select({
          s: bankScrapes,
          accounts: sql<number>`(select count(*)::int from bank_scrape_accounts a where a.scrape_id = "bank_scrapes"."id")`,
        })
        .from(bankScrapes)
        .where(eq(bankScrapes.loanId, id))
        .orderBy(desc(bankScrapes.createdAt), desc(bankScrapes.id));
      const latest = new Set(
        [false, true]
          .map((cot) => latestSuccessfulScrape(rows.map((x) => x.s).filter((s) => s.cotitular === cot))?.id)
          .filter((x): x is number => x !== undefined),
      );
      // loans §6: other roles get only the latest successful scrape report, with no score detail.
      const visible = view === 'full' ? rows : rows.filter((x) => latest.has(x.s.id));
      const members = visible.map(({ s, accounts: n }) =>
        member('InsScrapeReport', `/api/ins_scrape_reports/${s.id}`, {
          id: s.id,
          cotitular: s.cotitular,
          provider: s.provider,
          status: s.status,
          successful: s.status === 'ok',
          latest: latest.has(s.id),
          createdAt: s.createdAt.toISOString(),
          accounts: n,
          insCuentas: `/api/ins_scrape_reports/${s.id}/ins_cuentas`,
          score: view === 'full' ? s.score : null,
        }),
      );
      return {
        ...collection(
          'InsScrapeReport',
          `${loanIri(id)}/ins_scrape_reports`,
          {},
          members,
          members.length,
          ALL_ROWS,
        ),
        scoringView: view,
      };
    },
  );

  r.get(
    '/api/ins_scrape_reports/:id/ins_cuentas',
    spec('GET /api/ins_scrape_reports/:id/ins_cuentas'),
    async (request) => {
      const id = paramId(request.params.id);
      const [s] = await db.select().from(bankScrapes).where(eq(bankScrapes.id, id));
      await readableScrape(db, authOf(request), s);
      const rows = await db
        .select({
          a: bankScrapeAccounts,
          n: sql<number>`(select count(*)::int from bank_scrape_transactions t where t.account_id = "bank_scrape_accounts"."id")`,
        })
        .from(bankScrapeAccounts)
        .where(eq(bankScrapeAccounts.scrapeId, id))
        .orderBy(asc(bankScrapeAccounts.id));
      const members = rows.map(({ a, n }) =>
        member('InsCuenta', `/api/ins_cuentas/${a.id}`, {
          id: a.id,
          scrape: `/api/ins_scrape_reports/${id}`,
          iban: a.iban,
          account: a.account,
          principals: a.principals,
          ready: a.ready,
          transactions: n,
          insTrans: `/api/ins_cuentas/${a.id}/ins_trans`,
          insTitulars: `/api/ins_cuentas/${a.id}/ins_titulars`,
        }),
      );
      return collection(
        'InsCuenta',
        `/api/ins_scrape_reports/${id}/ins_cuentas`,
        {},
        members,
        members.length,
        ALL_ROWS,
      );
    },
  );

  r.get('/api/ins_cuentas/:id/ins_trans', spec('GET /api/ins_cuentas/:id/ins_trans'), async (request) => {
    const id = paramId(request.params.id);
    await readableAccount(db, authOf(request), id);
    const paging = pagingFrom(request.query, 30);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(bankScrapeTransactions)
      .where(eq(bankScrapeTransactions.accountId, id));
    const q = db
      .select()
      .from(bankScrapeTransactions)
      .where(eq(bankScrapeTransactions.accountId, id))
      .orderBy(desc(bankScrapeTransactions.date), desc(bankScrapeTransactions.id));
    const rows = await pageOf(q, paging);
    return collection(
      'InsTran',
      `/api/ins_cuentas/${id}/ins_trans`,
      request.query,
      rows.map((t) =>
        member('InsTran', `/api/ins_trans/${t.id}`, {
          id: t.id,
          date: t.date,
          amount: t.amount,
          description: t.description,
          tag: t.tag,
        }),
      ),
      total,
      paging,
    );
  });

  r.get(
    '/api/ins_cuentas/:id/ins_titulars',
    spec('GET /api/ins_cuentas/:id/ins_titulars'),
    async (request) => {
      const id = paramId(request.params.id);
      await readableAccount(db, authOf(request), id);
      const rows = await db
        .select()
        .from(bankScrapeTitulars)
        .where(eq(bankScrapeTitulars.accountId, id))
        .orderBy(desc(bankScrapeTitulars.main), asc(bankScrapeTitulars.id));
      const members = rows.map((t) =>
        member('InsTitular', `/api/ins_titulars/${t.id}`, {
          id: t.id,
          name: t.name,
          dni: t.dni,
          main: t.main,
        }),
      );
      return collection(
        'InsTitular',
        `/api/ins_cuentas/${id}/ins_titulars`,
        {},
        members,
        members.length,
        ALL_ROWS,
      );
    },
  );
}
