/**
 * The loan detail's header and Estado tab (loans §3, §7): the control detail with its computed
 * values, and the loan's status history.
 */
import {
  affiliateOpeningFee,
  borrowerInterest,
  collectionsOpeningFee,
  investorOpeningFee,
  loanPhase,
  monthlyPayment,
  platformOpeningFee,
} from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accounts,
  affiliates,
  amortizations,
  asnefs,
  configuracionAfiliados,
  loanBorrowerInfo,
  loanCarInfo,
  loanIdInfo,
  type loans,
  users,
  wallets,
} from '../../db/schema';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { iri, iriOf, paramId } from '../../lib/iri';
import { pagingFrom } from '../../lib/jsonld';
import { etagOf, sendVersion } from '../../lib/recordVersion';
import { assertLoanInScope, authOf } from '../../lib/scope';
import { statusHistoryCollection } from '../../lib/statusHistory';
import { loanIri, notFound, r2 } from './shared';

type LoanRow = typeof loans.$inferSelect;

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

/** GET /api/loanControlDetail/:id and the loan's status history. */
export async function controlDetailRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  // The loan's version as the ETag: the detail's actions send it back (If-Match) as the loan's.
  r.get('/api/loanControlDetail/:id', spec('GET /api/loanControlDetail/:id'), async (request, reply) => {
    const id = paramId(request.params.id);
    const l = await assertLoanInScope(db, authOf(request), id);
    sendVersion(reply, etagOf(l.version));
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
    // The linked borrower, car and ID info, each null when the loan has none.
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
}
