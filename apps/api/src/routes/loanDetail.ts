import {
  affiliateOpeningFee,
  borrowerInterest,
  collectionsOpeningFee,
  investorOpeningFee,
  LIMITS,
  latestSuccessfulScrape,
  loanPhase,
  mayReadScrape,
  messages,
  monthlyPayment,
  platformOpeningFee,
  scoringView,
} from '@backoffice/domain';
import { INSTALLMENT_PARTS, type ProductQuery } from '@backoffice/domain/contract';
import type { Static, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import {
  accounts,
  affiliates,
  amortizations,
  asnefs,
  bankScrapeAccounts,
  bankScrapes,
  bankScrapeTitulars,
  bankScrapeTransactions,
  banks,
  configuracionAfiliados,
  configuracions,
  insResumens,
  installments,
  investments,
  investors,
  killers,
  loanBorrowerInfo,
  loanCarInfo,
  loanIdInfo,
  loanOperations,
  type loans,
  paymentMethods,
  scoreResults,
  users,
  wallets,
} from '../db/schema';
import { amortizationFigures, isoDay } from '../lib/amortization';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { iri, iriOf, paramId } from '../lib/iri';
import { ALL_ROWS, collection, member, pageOf, pagingFrom } from '../lib/jsonld';
import { assertLoanInScope, authOf } from '../lib/scope';
import { statusHistoryCollection } from '../lib/statusHistory';
import type { AuthUser } from '../plugins/auth';

type LoanRow = typeof loans.$inferSelect;
type ScrapeRow = typeof bankScrapes.$inferSelect;

const loanIri = (id: number) => iriOf('loan', id);
const forbidden = () => httpError(403, messages.auth.forbidden);
const notFound = () => httpError(404, messages.general.notFound);
const r2 = (n: number) => Math.round(n * 100) / 100;
const yes = (v: string | undefined) => v === '1' || v === 'true';

/** loans §3 "Computed values", from the domain's economics and the affiliate's plan of that term. */
function computedValues(l: LoanRow, plan: typeof configuracionAfiliados.$inferSelect | undefined) {
  const investorFee = investorOpeningFee(l.cantidad, plan);
  const platformFee = platformOpeningFee(l.cantidad, plan);
  const affiliateFee = affiliateOpeningFee(l.cantidad, plan);
  const affiliatePlatform = l.aCcZ ?? 0;
  const cobrosFee = collectionsOpeningFee(l.cantidad, plan);
  const cobrosPlatform = l.aCtZ ?? 0;
  const investorRate = l.pTinI ?? l.tin ?? 0;
  const platformRate = l.pTinZ ?? 0;
  const borrowerRate = borrowerInterest(investorRate, platformRate);
  return {
    borrowerOpeningFee: {
      investor: investorFee,
      platform: platformFee,
      total: r2(investorFee + platformFee),
    },
    affiliateOpeningFee: {
      investor: affiliateFee,
      platform: affiliatePlatform,
      total: r2(affiliateFee + affiliatePlatform),
    },
    cobrosOpeningFee: {
      investor: cobrosFee,
      platform: cobrosPlatform,
      total: r2(cobrosFee + cobrosPlatform),
    },
    interest: { borrower: borrowerRate, investor: investorRate, platform: platformRate },
    monthlyPayment: r2(monthlyPayment(l.cantidad, borrowerRate, l.meses)),
  };
}

/** The loan named by `?id{product}=` (idFinanciacion, idBnpl, idPrestamo or idCredito). */
function productId(q: Static<typeof ProductQuery>): number {
  return paramId(q.idFinanciacion ?? q.idBnpl ?? q.idPrestamo ?? q.idCredito);
}

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

/** loans §7 "Loan-detail reads" (issue 13): every GET of the loan detail, typed by the contract. */
export async function loanDetailRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/loanControlDetail/:id', spec('GET /api/loanControlDetail/:id'), async (request) => {
    const id = paramId(request.params.id);
    const l = await assertLoanInScope(db, authOf(request), id);
    const [owner] = await db.select().from(users).where(eq(users.id, l.userId));
    if (!owner) throw notFound();
    const [aff] = l.affiliateId
      ? await db
          .select({ nombre: affiliates.nombre })
          .from(affiliates)
          .where(eq(affiliates.id, l.affiliateId))
      : [];
    const [acc] = await db
      .select({ id: accounts.id, iban: accounts.iban })
      .from(accounts)
      .where(l.accountId ? eq(accounts.id, l.accountId) : eq(accounts.userId, l.userId))
      .orderBy(desc(accounts.id))
      .limit(1);
    const [asnef] = await db
      .select({ id: asnefs.id })
      .from(asnefs)
      .where(eq(asnefs.loanId, id))
      .orderBy(desc(asnefs.checkedAt), desc(asnefs.id))
      .limit(1);
    // loans §3 amaId and the AMA link: the loan's latest active advance amortization.
    const [ama] = await db
      .select({ id: amortizations.id })
      .from(amortizations)
      .where(and(eq(amortizations.loanId, id), eq(amortizations.active, true)))
      .orderBy(desc(amortizations.date), desc(amortizations.id))
      .limit(1);
    const [w] = await db
      .select({ frozen: wallets.frozenByLw })
      .from(wallets)
      .where(eq(wallets.userId, l.userId));
    const [plan] = l.affiliateId
      ? await db
          .select()
          .from(configuracionAfiliados)
          .where(
            and(
              eq(configuracionAfiliados.affiliateId, l.affiliateId),
              eq(configuracionAfiliados.meses, l.meses),
            ),
          )
          .orderBy(asc(configuracionAfiliados.id))
          .limit(1)
      : [];
    // a13b: the linked borrower, car and ID info, each null when the loan has none.
    const [[bi], [ci], [ii]] = await Promise.all([
      db.select({ id: loanBorrowerInfo.id }).from(loanBorrowerInfo).where(eq(loanBorrowerInfo.loanId, id)),
      db.select({ id: loanCarInfo.id }).from(loanCarInfo).where(eq(loanCarInfo.loanId, id)),
      db.select({ id: loanIdInfo.id }).from(loanIdInfo).where(eq(loanIdInfo.loanId, id)),
    ]);
    return {
      '@context': '/api/contexts/LoanControlDetail',
      '@id': `/api/loanControlDetail/${id}`,
      '@type': 'LoanControlDetail',
      creditId: l.id,
      code: l.code,
      tipo: l.tipo,
      estadoCd: l.estadoCd,
      phase: loanPhase(l.estadoCd),
      origin: l.origin,
      demo: l.demo,
      funder: l.funder,
      funderId: l.funderId,
      fund: l.fund,
      securitized: l.securitized,
      fromApi: l.fromApi,
      cancelledByAffiliate: l.cancelledByAffiliate,
      contractSigned: l.contractSigned,
      amaId: ama?.id ?? null,
      allowOwnInvestment: l.allowOwnInvestment,
      acceptOwnInvestment: l.acceptOwnInvestment,
      borrowerFee: l.borrowerFee,
      prescriberFee: l.prescriberFee,
      noBelender: l.noBelender,
      belenderUrl: l.belenderUrl,
      belenderId: l.belenderId,
      belenderData: l.belenderData,
      belenderCotData: l.belenderCotData,
      bankAnalysisError: l.bankAnalysisError,
      estadoInstantor: l.estadoInstantor,
      estadoInstantorCot: l.estadoInstantorCot,
      moneyOutSent: l.moneyOutSent,
      contractVerified: l.contractVerified,
      scoreSimplai: l.scoreSimplai,
      scoreSimplaiResolution: l.scoreSimplaiResolution,
      scoreSimplaiDescription: l.scoreSimplaiDescription,
      emailMoneyOut: l.emailMoneyOut,
      allowSDD: l.allowSDD,
      cobros: l.cobros,
      cantidad: l.cantidad,
      cantidadSolicitada: l.cantidadSolicitada,
      meses: l.meses,
      mesesSolicitados: l.mesesSolicitados,
      carencia: l.carencia,
      tin: l.tin,
      tae: l.tae,
      pTinI: l.pTinI,
      pTinZ: l.pTinZ,
      aCcZ: l.aCcZ,
      aCtZ: l.aCtZ,
      cuotaMensual: l.cuotaMensual,
      categoria: l.categoria,
      insurance: l.insurance,
      sepaDay: l.sepaDay,
      demandaJudicial: l.demandaJudicial,
      visibleRecobro: l.visibleRecobro,
      flags: l.flags,
      createdAt: l.createdAt.toISOString(),
      updatedAt: l.updatedAt.toISOString(),
      user: iriOf('user', l.userId),
      coborrower: iri('user', l.coborrowerId),
      afiliado: iri('afiliado', l.affiliateId),
      salesAgent: iri('salesAgent', l.salesAgentId),
      account: iri('account', acc?.id),
      asnef: asnef ? `/api/asnefs/${asnef.id}` : null,
      ama: ama ? `/api/amortizations/${ama.id}` : null,
      borrowerInfo: bi ? `/api/creditos/${id}/borrowerInfo` : null,
      carInfo: ci ? `/api/creditos/${id}/carInfo` : null,
      idInfo: ii ? `/api/creditos/${id}/idInfo` : null,
      userId: owner.id,
      username: owner.username,
      borrowerName: `${owner.firstname} ${owner.lastname}`.trim(),
      dni: owner.dni,
      walletStatusCode: owner.walletStatusCode,
      frozenByLw: w?.frozen ?? false,
      accountIban: acc?.iban ?? null,
      afiliadoName: aff?.nombre ?? null,
      computed: computedValues(l, plan),
    };
  });

  r.get(
    '/api/creditos/:id/statusHistoryList',
    spec('GET /api/creditos/:id/statusHistoryList'),
    async (request) => {
      const id = paramId(request.params.id);
      await assertLoanInScope(db, authOf(request), id);
      return statusHistoryCollection(
        db,
        'credito',
        id,
        `${loanIri(id)}/statusHistoryList`,
        request.query,
        pagingFrom(request.query, 100),
      );
    },
  );

  r.get('/api/creditos/:id/inversiones', spec('GET /api/creditos/:id/inversiones'), async (request) => {
    const id = paramId(request.params.id);
    await assertLoanInScope(db, authOf(request), id);
    const rows = await db
      .select({ inv: investments, i: investors, u: users })
      .from(investments)
      .innerJoin(investors, eq(investors.id, investments.investorId))
      .innerJoin(users, eq(users.id, investors.userId))
      .where(eq(investments.loanId, id))
      .orderBy(asc(investments.createdAt), asc(investments.id));
    const members = rows.map(({ inv, i, u }) =>
      member('Inversion', `/api/inversiones/${inv.id}`, {
        id: inv.id,
        investor: iriOf('investor', i.id),
        investorName: i.companyName ?? `${u.firstname} ${u.lastname}`.trim(),
        amount: inv.amount,
        isOwnInvestment: inv.isOwnInvestment,
        active: inv.active,
        createdAt: inv.createdAt.toISOString(),
      }),
    );
    return collection('Inversion', `${loanIri(id)}/inversiones`, {}, members, members.length, ALL_ROWS);
  });

  r.get('/api/creditos/:id/investorsList', spec('GET /api/creditos/:id/investorsList'), async (request) => {
    const id = paramId(request.params.id);
    await assertLoanInScope(db, authOf(request), id);
    const rows = await db
      .select({
        i: investors,
        u: users,
        amount: sql<number>`sum(${investments.amount})::float8`,
        n: sql<number>`count(*)::int`,
        own: sql<boolean>`bool_or(${investments.isOwnInvestment})`,
      })
      .from(investments)
      .innerJoin(investors, eq(investors.id, investments.investorId))
      .innerJoin(users, eq(users.id, investors.userId))
      .where(and(eq(investments.loanId, id), eq(investments.active, true)))
      .groupBy(investors.id, users.id)
      .orderBy(asc(investors.id));
    const members = rows.map(({ i, u, amount, n, own }) =>
      member('Inversor', iriOf('investor', i.id), {
        id: i.id,
        name: i.companyName ?? `${u.firstname} ${u.lastname}`.trim(),
        user: iriOf('user', u.id),
        status: i.status,
        amount: r2(amount),
        investments: n,
        isOwnInvestment: own,
      }),
    );
    return collection('Inversor', `${loanIri(id)}/investorsList`, {}, members, members.length, ALL_ROWS);
  });

  r.get('/api/creditos/:id/cuotas', spec('GET /api/creditos/:id/cuotas'), async (request) => {
    const id = paramId(request.params.id);
    await assertLoanInScope(db, authOf(request), id);
    // loans §4: AN is excluded from the active list.
    const where = and(
      eq(installments.loanId, id),
      yes(request.query.activa) ? sql`${installments.estadoCd} <> 'AN'` : undefined,
    ) as SQL;
    const paging = pagingFrom(request.query, 100);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(installments)
      .where(where);
    const q = db
      .select()
      .from(installments)
      .where(where)
      .orderBy(asc(installments.numero), asc(installments.subNumero));
    const rows = await pageOf(q, paging);
    return collection(
      'Cuota',
      `${loanIri(id)}/cuotas`,
      request.query,
      rows.map((c) => {
        const parts = Object.fromEntries(INSTALLMENT_PARTS.map((k) => [k, c.parts[k] ?? 0])) as Record<
          (typeof INSTALLMENT_PARTS)[number],
          number
        >;
        return member('Cuota', `/api/cuotas/${c.id}`, {
          id: c.id,
          credito: loanIri(id),
          estadoCd: c.estadoCd,
          numero: c.numero,
          subNumero: c.subNumero,
          fechaInicio: c.fechaInicio,
          fechaCobro: c.fechaCobro,
          saldo: c.saldo,
          principal: c.principal,
          interest: c.interest,
          openingFee: c.openingFee,
          defaultInterest: c.defaultInterest,
          defaultCommission: c.defaultCommission,
          bankExpenses: c.bankExpenses,
          cuotaMensual: r2(
            c.principal +
              c.interest +
              c.openingFee +
              c.defaultInterest +
              c.defaultCommission +
              c.bankExpenses,
          ),
          ...parts,
        });
      }),
      total,
      paging,
    );
  });

  // The full scoring: the route table lets only the scoring roles in (SCORING_ROLES); the domain's
  // scoringView says the same, and is asked again here so no other path can reach these rows.
  /** The loan of a score-detail read: in the caller's scope, and the caller sees the full scoring. */
  const scoredLoanId = async (request: { params: { id: string } } & Parameters<typeof authOf>[0]) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    await assertLoanInScope(db, auth, id);
    if (scoringView(auth.roles) !== 'full') throw forbidden();
    return id;
  };

  r.get('/api/creditos/:id/score_results', spec('GET /api/creditos/:id/score_results'), async (request) => {
    const id = await scoredLoanId(request);
    const rows = await db
      .select()
      .from(scoreResults)
      .where(eq(scoreResults.loanId, id))
      .orderBy(desc(scoreResults.createdAt), desc(scoreResults.id));
    const members = rows.map((s) =>
      member('ScoreResult', `/api/score_results/${s.id}`, {
        id: s.id,
        cotitular: s.cotitular,
        provider: s.provider,
        score: s.score,
        resolution: s.resolution,
        createdAt: s.createdAt.toISOString(),
        detail: s.detail,
      }),
    );
    return collection('ScoreResult', `${loanIri(id)}/score_results`, {}, members, members.length, ALL_ROWS);
  });

  r.get('/api/creditos/:id/ins_resumens', spec('GET /api/creditos/:id/ins_resumens'), async (request) => {
    const id = await scoredLoanId(request);
    const rows = await db
      .select()
      .from(insResumens)
      .where(eq(insResumens.loanId, id))
      .orderBy(desc(insResumens.createdAt), desc(insResumens.id));
    const members = rows.map((s) =>
      member('InsResumen', `/api/ins_resumens/${s.id}`, {
        id: s.id,
        cotitular: s.cotitular,
        scrape: s.scrapeId === null ? null : `/api/ins_scrape_reports/${s.scrapeId}`,
        createdAt: s.createdAt.toISOString(),
        data: s.data,
      }),
    );
    return collection('InsResumen', `${loanIri(id)}/ins_resumens`, {}, members, members.length, ALL_ROWS);
  });

  r.get('/api/creditos/:id/killers', spec('GET /api/creditos/:id/killers'), async (request) => {
    const id = await scoredLoanId(request);
    const rows = await db
      .select()
      .from(killers)
      .where(eq(killers.loanId, id))
      .orderBy(asc(killers.cotitular), asc(killers.id));
    const members = rows.map((k) =>
      member('Killer', `/api/killers/${k.id}`, {
        id: k.id,
        cotitular: k.cotitular,
        code: k.code,
        description: k.description,
        value: k.value,
        triggered: k.triggered,
        createdAt: k.createdAt.toISOString(),
      }),
    );
    return collection('Killer', `${loanIri(id)}/killers`, {}, members, members.length, ALL_ROWS);
  });

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

  r.get('/api/checkAsnef/:id', spec('GET /api/checkAsnef/:id'), async (request) => {
    const id = paramId(request.params.id);
    await assertLoanInScope(db, authOf(request), id);
    const [a] = await db
      .select()
      .from(asnefs)
      .where(eq(asnefs.loanId, id))
      .orderBy(desc(asnefs.checkedAt), desc(asnefs.id))
      .limit(1);
    return {
      '@id': `/api/checkAsnef/${id}`,
      creditId: id,
      asnef: a ? `/api/asnefs/${a.id}` : null,
      checkedAt: a ? a.checkedAt.toISOString() : null,
    };
  });

  r.get('/api/asnefs/:id', spec('GET /api/asnefs/:id'), async (request) => {
    const id = paramId(request.params.id);
    const [a] = await db.select().from(asnefs).where(eq(asnefs.id, id));
    if (!a) throw notFound();
    await assertLoanInScope(db, authOf(request), a.loanId);
    return {
      '@context': '/api/contexts/Asnef',
      '@id': `/api/asnefs/${a.id}`,
      '@type': 'Asnef',
      id: a.id,
      credito: loanIri(a.loanId),
      checkedAt: a.checkedAt.toISOString(),
      found: a.found,
      operations: a.operations,
      unpaidOperations: a.unpaidOperations,
      unpaidBalance: a.unpaidBalance,
    };
  });

  r.get(
    '/api/amountAdvancedAmortization/:id',
    spec('GET /api/amountAdvancedAmortization/:id'),
    async (request) => {
      const id = paramId(request.params.id);
      const loan = await assertLoanInScope(db, authOf(request), id);
      const q = request.query;
      const date = q.date ? q.date : isoDay(now());
      if (Number.isNaN(Date.parse(date))) throw httpError(400, messages.general.invalidParams);
      return amortizationFigures(db, loan, date, {
        borrower: q.borrower === undefined || q.borrower === '' ? true : yes(q.borrower),
        noService: yes(q.noService),
        consumedAmount: null,
      });
    },
  );

  r.get('/api/configuracions', spec('GET /api/configuracions'), async () => {
    const rows = await db.select().from(configuracions).orderBy(asc(configuracions.name));
    const members = rows.map((c) =>
      member('Configuracion', `/api/configuracions/${c.id}`, {
        id: c.id,
        name: c.name,
        value: c.value,
        description: c.description,
      }),
    );
    return collection('Configuracion', '/api/configuracions', {}, members, members.length, ALL_ROWS);
  });

  // loans §7 calls it with a trailing slash (`/api/amortizations/?id{product}=`): both paths answer.
  for (const path of ['/api/amortizations', '/api/amortizations/'] as const)
    r.get(path, spec(`GET ${path}`), async (request) => {
      const id = productId(request.query);
      await assertLoanInScope(db, authOf(request), id);
      const rows = await db
        .select()
        .from(amortizations)
        .where(
          and(
            eq(amortizations.loanId, id),
            yes(request.query.active) ? eq(amortizations.active, true) : undefined,
          ) as SQL,
        )
        .orderBy(desc(amortizations.date), desc(amortizations.id));
      const members = rows.map((a) =>
        member('Amortization', `/api/amortizations/${a.id}`, {
          id: a.id,
          credito: loanIri(a.loanId),
          payer: a.payer,
          amount: a.amount,
          date: a.date,
          active: a.active,
          createdAt: a.createdAt.toISOString(),
        }),
      );
      return collection('Amortization', '/api/amortizations', {}, members, members.length, ALL_ROWS);
    });

  // loans §7 calls it with a trailing slash (`/api/operations/?id{product}=`): both paths answer.
  for (const path of ['/api/operations', '/api/operations/'] as const)
    r.get(path, spec(`GET ${path}`), async (request) => {
      const id = productId(request.query);
      await assertLoanInScope(db, authOf(request), id);
      const rows = await db
        .select()
        .from(loanOperations)
        .where(eq(loanOperations.loanId, id))
        .orderBy(desc(loanOperations.date), desc(loanOperations.id));
      const members = rows.map((o) =>
        member('Operation', `/api/operations/${o.id}`, {
          id: o.id,
          credito: loanIri(o.loanId),
          type: o.type,
          amount: o.amount,
          date: o.date.toISOString(),
          description: o.description,
        }),
      );
      return collection('Operation', '/api/operations', {}, members, members.length, ALL_ROWS);
    });

  r.get('/api/pay_methods', spec('GET /api/pay_methods'), async (request) => {
    const id = productId(request.query);
    await assertLoanInScope(db, authOf(request), id);
    // §9: fetched with limit 1000.
    const limit = Math.min(
      LIMITS.paymentMethodsLimit,
      Number(request.query.limit ?? LIMITS.paymentMethodsLimit),
    );
    const rows = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.loanId, id))
      .orderBy(desc(paymentMethods.id))
      .limit(Math.max(1, limit));
    const members = rows.map((p) =>
      member('PaymentMethod', `/api/payment_methods/${p.id}`, {
        id: p.id,
        user: iriOf('user', p.userId),
        loan: iri('loan', p.loanId),
        type: p.type,
        last4: p.last4,
        expiresAt: p.expiresAt,
        enabled: p.enabled,
        invalid: p.invalid,
        invalidType: p.invalidType,
      }),
    );
    return collection('PaymentMethod', '/api/pay_methods', {}, members, members.length, ALL_ROWS);
  });

  r.get('/api/banks', spec('GET /api/banks'), async (request) => {
    const rows = await db.select().from(banks).where(eq(banks.entityCode, request.query.entityCode));
    const members = rows.map((b) =>
      member('Bank', `/api/banks/${b.id}`, {
        id: b.id,
        entityCode: b.entityCode,
        name: b.name,
        bic: b.bic,
      }),
    );
    return collection(
      'Bank',
      '/api/banks',
      { entityCode: request.query.entityCode },
      members,
      members.length,
      ALL_ROWS,
    );
  });
}
