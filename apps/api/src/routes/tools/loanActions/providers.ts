/**
 * The provider-backed loan actions (issue 14, lprov; loans §7 "Loan-detail writes"): SMS, DNI,
 * open banking, SEPA, ACa, IBAN certificate, contract signature, call centre and the co-borrower
 * removal. Each runs through `loanActionRoute` (run.ts): lock, scope, status table, provider call
 * inside the transaction (a failure rolls back and answers a Spanish 502), audit and answer are
 * there; here is what each checks, asks its provider and changes.
 */
import { createHash } from 'node:crypto';
import {
  aCaRestoration,
  IBAN_CERTIFICATE_TYPE,
  installmentAmount,
  isContractDocument,
  messages,
  SEPA_SENT_STATUS,
  sepaInstallment,
} from '@backoffice/domain';
import { type AnyColumn, and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accounts,
  bankScrapes,
  documents,
  insResumens,
  installments,
  killers,
  scoreResults,
  users,
} from '../../../db/schema';
import type { Tx } from '../../../lib/audit';
import type { RouteDeps } from '../../../lib/deps';
import { httpError } from '../../../lib/httpError';
import { iri, iriOf } from '../../../lib/iri';
import { type LoanActionContext, type LoanRow, loanActionRoute } from './run';

const S = messages.loan.success;
const P = messages.loanProviders;

/** The provider names the 502 answer gives ('El proveedor de SMS no ha respondido…'). */
const NAMES = {
  sms: 'de SMS',
  identity: 'de validación de DNI',
  afterbanks: 'Afterbanks',
  openBanking: 'de banca online',
  fintonic: 'Fintonic',
  sepa: 'SEPA',
  signature: 'de firma',
  callCenter: 'de call center',
} as const;

const by = (ctx: LoanActionContext) => ({ userId: ctx.auth.id });

async function userOf(tx: Tx, id: number) {
  const [u] = await tx.select().from(users).where(eq(users.id, id));
  if (!u) throw httpError(404, messages.general.notFound);
  return u;
}

/** The loan's schedule, for the SEPA sending and the ACa. */
const scheduleOf = (tx: Tx, loanId: number) =>
  tx.select().from(installments).where(eq(installments.loanId, loanId));

/** The loan's account, else its borrower's latest one with an IBAN. */
async function ibanOf(tx: Tx, loan: LoanRow): Promise<string | null> {
  const rows = await tx
    .select({ id: accounts.id, iban: accounts.iban })
    .from(accounts)
    .where(eq(accounts.userId, loan.userId));
  const own = rows.find((a) => a.id === loan.accountId && a.iban);
  const latest = rows.filter((a) => a.iban).sort((a, b) => b.id - a.id)[0];
  return (own ?? latest)?.iban ?? null;
}

/** `?cotitular=1` (loans §7 validateDNI). */
const forCoborrower = (ctx: LoanActionContext<'PUT /api/tools/validateDNI/:id'>) =>
  ctx.query.cotitular === '1';

export async function loanProviderActionsRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { sms, identity, openBanking, sepa, signature, callCenter } = deps;

  // ---- Messages (SMS)
  for (const [key, action, send] of [
    ['PUT /api/tools/sendVTFSMS/:id', 'sendVTFSMS', sms.sendVTFSMS.bind(sms)],
    ['PUT /api/tools/sendCovid19SMS/:id', 'sendCovid19SMS', sms.sendCovid19SMS.bind(sms)],
  ] as const) {
    loanActionRoute(app, deps, {
      key,
      action,
      validate: async (ctx) => {
        const u = await userOf(ctx.tx, ctx.loan.userId);
        return u.phone?.trim() ? null : { phone: P.noPhone };
      },
      provider: {
        name: NAMES.sms,
        call: async (ctx) => {
          const u = await userOf(ctx.tx, ctx.loan.userId);
          return send({ loanId: ctx.loan.id, phone: (u.phone ?? '').trim() }, by(ctx));
        },
      },
      apply: (_ctx, sent) => ({ changes: { messageId: sent.messageId } }),
      message: S.messageSent,
    });
  }

  // ---- DNI (borrower, or co-borrower with ?cotitular=1)
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/validateDNI/:id',
    action: 'validateDNI',
    validate: (ctx) =>
      forCoborrower(ctx) && ctx.loan.coborrowerId === null ? { cotitular: P.noCoborrower } : null,
    provider: {
      name: NAMES.identity,
      call: async (ctx) => {
        const userId = forCoborrower(ctx) ? (ctx.loan.coborrowerId as number) : ctx.loan.userId;
        const u = await userOf(ctx.tx, userId);
        return { userId, ...(await identity.validateDni({ userId, dni: u.dni }, by(ctx))) };
      },
    },
    apply: (ctx, result) => {
      // An invalid document is the answer, not a change: a 422 with the forms' own text.
      if (!result.valid) throw httpError(422, messages.validation.dniInvalid);
      return {
        changes: { dniValid: true, user: iriOf('user', result.userId), cotitular: forCoborrower(ctx) },
      };
    },
    message: P.dniValidated,
  });

  // ---- Open banking
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/processAfterbanks/:id',
    action: 'processAfterbanks',
    provider: {
      name: NAMES.afterbanks,
      call: (ctx) => openBanking.processAfterbanks({ loanId: ctx.loan.id }, by(ctx)),
    },
    apply: (_ctx, r) => ({ set: { estadoInstantor: r.estado }, changes: { reference: r.reference } }),
    message: S.openBankingProcessed,
  });
  for (const [key, action, verify] of [
    [
      'PUT /api/tools/microadmin/verifyOnlineBankInfo/:id',
      'verifyOnlineBankInfo',
      openBanking.verifyOnlineBankInfo.bind(openBanking),
    ],
    [
      'PUT /api/tools/microadmin/verifyMainOnlineBankInfo/:id',
      'verifyMainOnlineBankInfo',
      openBanking.verifyMainOnlineBankInfo.bind(openBanking),
    ],
  ] as const) {
    loanActionRoute(app, deps, {
      key,
      action,
      provider: { name: NAMES.openBanking, call: (ctx) => verify({ loanId: ctx.loan.id }, by(ctx)) },
      apply: (_ctx, r) => ({ set: { estadoInstantor: r.estado } }),
      message: S.onlineBankVerified,
    });
  }
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/admin/deleteLoanInFintonic/:id',
    action: 'deleteLoanInFintonic',
    provider: {
      name: NAMES.fintonic,
      call: (ctx) => openBanking.deleteLoanInFintonic({ loanId: ctx.loan.id }, by(ctx)),
    },
    apply: () => ({ changes: { deletedInFintonic: true } }),
    message: S.deletedInFintonic,
  });

  // ---- SEPA: the first chargeable installment goes to collection (EC), for what it charges (its
  // amount, the domain's installmentAmount: default interest and commissions included); one that
  // charges nothing is no remittance.
  const chargeable = async (ctx: LoanActionContext) =>
    sepaInstallment((await scheduleOf(ctx.tx, ctx.loan.id)).filter((c) => installmentAmount(c) > 0));
  for (const [key, action, remit] of [
    [
      'PUT /api/tools/microadmin/sendSEPANextMonth/:id',
      'sendSEPANextMonth',
      sepa.sendSEPANextMonth.bind(sepa),
    ],
    [
      'PUT /api/tools/microadmin/sendSEPANextTwoDays/:id',
      'sendSEPANextTwoDays',
      sepa.sendSEPANextTwoDays.bind(sepa),
    ],
  ] as const) {
    loanActionRoute(app, deps, {
      key,
      action,
      validate: async (ctx) => ((await chargeable(ctx)) ? null : { installment: P.noSepaInstallment }),
      provider: {
        name: NAMES.sepa,
        call: async (ctx) => {
          const cuota = await chargeable(ctx);
          if (!cuota) throw httpError(400, P.noSepaInstallment);
          const amount = installmentAmount(cuota);
          const sent = await remit(
            { loanId: ctx.loan.id, installmentId: cuota.id, amount, sepaDay: ctx.loan.sepaDay },
            by(ctx),
          );
          return { cuota, amount, ...sent };
        },
      },
      apply: async (ctx, r) => {
        await ctx.tx
          .update(installments)
          .set({ estadoCd: SEPA_SENT_STATUS })
          .where(eq(installments.id, r.cuota.id));
        const cuota = `/api/cuotas/${r.cuota.id}`;
        return {
          before: { installment: { '@id': cuota, estadoCd: r.cuota.estadoCd } },
          changes: {
            installment: { '@id': cuota, estadoCd: SEPA_SENT_STATUS },
            amount: r.amount,
            remittanceId: r.remittanceId,
            chargeDate: r.chargeDate,
          },
        };
      },
      message: S.sepaProcessed,
    });
  }

  // ---- ACa: unsettled installments that lost their ACa get it back
  loanActionRoute(app, deps, {
    key: 'PUT /api/restoreACa/:id',
    action: 'restoreACa',
    validate: async (ctx) => {
      const r = aCaRestoration(await scheduleOf(ctx.tx, ctx.loan.id));
      if (!r) return { aCa: P.noACaToRestore };
      return r.targets.length === 0 ? { aCa: P.aCaComplete } : null;
    },
    apply: async (ctx) => {
      const r = aCaRestoration(await scheduleOf(ctx.tx, ctx.loan.id));
      if (!r) throw httpError(400, P.noACaToRestore);
      const ids = r.targets.map((t) => t.id);
      await ctx.tx
        .update(installments)
        .set({ parts: sql`${installments.parts} || ${JSON.stringify(r.parts)}::jsonb` })
        .where(inArray(installments.id, ids));
      return {
        before: {
          installments: r.targets.map((t) => ({
            id: t.id,
            aCaI: t.parts.aCaI ?? null,
            aCaZ: t.parts.aCaZ ?? null,
          })),
        },
        changes: { installments: ids, ...r.parts },
      };
    },
    message: S.aCaRecovered,
  });

  // ---- Certificates and contract signature
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/generateIbanCertificate/:id',
    action: 'generateIbanCertificate',
    validate: async (ctx) => ((await ibanOf(ctx.tx, ctx.loan)) ? null : { iban: P.noIban }),
    provider: {
      name: NAMES.signature,
      call: async (ctx) =>
        signature.generateIbanCertificate(
          { loanId: ctx.loan.id, iban: await ibanOf(ctx.tx, ctx.loan) },
          by(ctx),
        ),
    },
    apply: async (ctx, pdf) => {
      // Gaps: written through the transaction's file stage, so a rollback leaves no file behind.
      const storedName = await ctx.files.write('.pdf', pdf.content);
      const [d] = await ctx.tx
        .insert(documents)
        .values({
          userId: ctx.loan.userId,
          loanId: ctx.loan.id,
          type: IBAN_CERTIFICATE_TYPE,
          description: IBAN_CERTIFICATE_TYPE,
          status: 0,
          name: pdf.filename,
          storedName,
          mime: 'application/pdf',
          size: pdf.content.length,
          sha256: createHash('sha256').update(pdf.content).digest('hex'),
          createdBy: ctx.auth.id,
        })
        .returning({ id: documents.id });
      return { changes: { document: d ? iriOf('document', d.id) : null } };
    },
    message: S.certificateGenerated,
  });
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/cleanContractsSignature/:id',
    action: 'cleanContractsSignature',
    provider: {
      name: NAMES.signature,
      call: (ctx) => signature.cleanContractsSignature({ loanId: ctx.loan.id }, by(ctx)),
    },
    apply: async (ctx) => {
      const docs = await ctx.tx
        .select({
          id: documents.id,
          type: documents.type,
          name: documents.name,
          storedName: documents.storedName,
        })
        .from(documents)
        .where(eq(documents.loanId, ctx.loan.id));
      const contracts = docs.filter((d) => isContractDocument(d.type));
      // Gaps: their files go too, once the deletion is committed.
      for (const d of contracts) ctx.files.removeAfterCommit(d.storedName);
      if (contracts.length > 0)
        await ctx.tx.delete(documents).where(
          inArray(
            documents.id,
            contracts.map((d) => d.id),
          ),
        );
      return {
        set: { contractSigned: false },
        before: {
          documents: contracts.map((d) => ({ '@id': iriOf('document', d.id), type: d.type, name: d.name })),
        },
        changes: { documents: contracts.map((d) => iriOf('document', d.id)) },
      };
    },
    message: S.contractsDeleted,
  });
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/generateContractsSignatureCode/:id',
    action: 'generateContractsSignatureCode',
    provider: {
      name: NAMES.signature,
      call: (ctx) => signature.generateContractsSignatureCode({ loanId: ctx.loan.id }, by(ctx)),
    },
    apply: (_ctx, r) => ({ changes: { signatureReference: r.reference } }),
    message: S.signingCodeGenerated,
  });

  // ---- Call centre
  loanActionRoute(app, deps, {
    key: 'PUT /api/tools/microadmin/callCenter/addContact/:id',
    action: 'callCenterAddContact',
    provider: {
      name: NAMES.callCenter,
      call: async (ctx) => {
        const u = await userOf(ctx.tx, ctx.loan.userId);
        const name = `${u.firstname} ${u.lastname}`.trim() || u.username;
        return callCenter.addContact({ loanId: ctx.loan.id, name, phone: u.phone }, by(ctx));
      },
    },
    apply: (_ctx, r) => ({ changes: { contactId: r.contactId } }),
    message: S.callCenterContactCreated,
  });

  // ---- Co-borrower: "PUT {financing} with cotitular null, then DELETE {coborrower}" as one
  // atomic action: the loan forgets its co-borrower and the co-borrower's analysis of this loan
  // (scrapes with their accounts, summaries, scores, killers) goes with it.
  loanActionRoute(app, deps, {
    key: 'DELETE /api/creditos/:id/coborrower',
    action: 'removeCoborrower',
    apply: async (ctx) => {
      const { tx, loan } = ctx;
      const cot = <T extends { loanId: AnyColumn; cotitular: AnyColumn }>(t: T) =>
        and(eq(t.loanId, loan.id), eq(t.cotitular, true));
      const removed = {
        insResumens: (await tx.delete(insResumens).where(cot(insResumens)).returning({ id: insResumens.id }))
          .length,
        scoreResults: (
          await tx.delete(scoreResults).where(cot(scoreResults)).returning({ id: scoreResults.id })
        ).length,
        killers: (await tx.delete(killers).where(cot(killers)).returning({ id: killers.id })).length,
        scrapes: (await tx.delete(bankScrapes).where(cot(bankScrapes)).returning({ id: bankScrapes.id }))
          .length,
      };
      return {
        set: { coborrowerId: null, estadoInstantorCot: null },
        before: { coborrower: iri('user', loan.coborrowerId) },
        changes: { coborrower: null, removed },
      };
    },
    message: S.coborrowerDeleted,
  });
}
