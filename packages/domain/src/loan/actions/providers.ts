/**
 * The provider-backed loan actions (issue 14, lprov; loans §7 "Loan-detail writes", §8 texts):
 * SMS, DNI, open banking, SEPA, ACa, certificates and contract signature, call centre, wallet/KYC/
 * IBAN at LW, the co-borrower, documents, the payment method and the money tools from the loan.
 * Who may run each is who may call its route (API_ACCESS); from which status, the status table
 * (loan/transitions.ts). The wallet, KYC, IBAN and money entries act on the loan's borrower.
 */
import { moneyMovement } from '../../shared/actions';
import { messages } from '../../shared/messages';
import {
  isWalletStatusCode,
  LOAN_RECORD_WRITE_ROLES,
  WALLET_STATUS_OPTIONS,
  WALLET_STATUS_ROLES,
} from '../providerRules';
import { BORROWER, LOAN_ACTION_GROUPS as GROUP, LOAN, type LoanAction } from './types';

const S = messages.loan.success;
const E = messages.loan.errors;
const P = messages.loanProviders;

/** The KYC clean the wallet registration falls back to on LW's code 152 (§8). */
const cleanKYC: LoanAction = {
  id: 'cleanKYC',
  transition: 'cleanKYC',
  route: 'PUT /api/tools/cleanKYC/:id',
  params: BORROWER,
  caption: 'Limpiar KYC',
  group: GROUP.wallet,
  confirm: { question: '¿Está seguro de limpiar el KYC del prestatario? Tendrá que volver a validarse.' },
  successMessage: S.kycCleaned,
  errorMessage: E.cleanKyc,
};

/** A wallet status code as typed: §4's codes only. */
function walletStatusError(value: unknown): string | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return isWalletStatusCode(n) ? null : P.walletStatusInvalid;
}

/** A wallet status code as the select names it ('5 · KYC1'). */
const walletStatusOption = (code: unknown) =>
  WALLET_STATUS_OPTIONS.find((o) => String(o.value) === String(code))?.label ?? String(code);

/** MP2P and money out to the loan's borrower (moneyMovement), with an idempotency key. */
function moneyAction(id: 'moneyP2P' | 'moneyOut'): LoanAction {
  return {
    id,
    transition: id,
    route: id === 'moneyP2P' ? 'POST /api/tools/admin/moneyP2P' : 'POST /api/tools/admin/moneyOut',
    group: GROUP.wallet,
    ...moneyMovement(id === 'moneyP2P' ? 'mp2p' : 'moneyOut', S, E),
    body: (p, record) => ({ amount: p.amount, msg: p.msg, user: `/api/users/${String(record.userId)}` }),
  };
}

/** A loan action that asks first and sends no body. */
function simple(
  id: LoanAction['id'],
  route: LoanAction['route'],
  caption: string,
  group: string,
  question: string | false,
  successMessage: string,
  errorMessage: string,
  params: LoanAction['params'] = LOAN,
): LoanAction {
  return {
    id,
    transition: id,
    route,
    params,
    caption,
    group,
    confirm: question ? { question } : false,
    successMessage,
    errorMessage,
  };
}

export const PROVIDER_ACTIONS: readonly LoanAction[] = [
  // ---- Messages and SEPA
  simple(
    'sendVTFSMS',
    'PUT /api/tools/sendVTFSMS/:id',
    'Enviar SMS VTF',
    GROUP.messages,
    '¿Está seguro de enviar el SMS VTF al prestatario?',
    S.messageSent,
    E.sendMessage,
  ),
  simple(
    'sendCovid19SMS',
    'PUT /api/tools/sendCovid19SMS/:id',
    'Enviar SMS Covid-19',
    GROUP.messages,
    '¿Está seguro de enviar el SMS Covid-19 al prestatario?',
    S.messageSent,
    E.sendMessage,
  ),
  simple(
    'sendSEPANextMonth',
    'PUT /api/tools/microadmin/sendSEPANextMonth/:id',
    'Enviar SEPA el mes que viene',
    GROUP.messages,
    '¿Está seguro de enviar la cuota pendiente por SEPA el mes que viene?',
    S.sepaProcessed,
    E.sepaSending,
  ),
  simple(
    'sendSEPANextTwoDays',
    'PUT /api/tools/microadmin/sendSEPANextTwoDays/:id',
    'Enviar SEPA en dos días',
    GROUP.messages,
    '¿Está seguro de enviar la cuota pendiente por SEPA en dos días hábiles?',
    S.sepaProcessed,
    E.sepaSending,
  ),
  simple(
    'callCenterAddContact',
    'PUT /api/tools/microadmin/callCenter/addContact/:id',
    'Crear contacto en el call center',
    GROUP.messages,
    false,
    S.callCenterContactCreated,
    E.callCenterContact,
  ),
  // ---- Analysis: DNI and open banking
  simple(
    'validateDNI',
    'PUT /api/tools/validateDNI/:id',
    'Validar DNI',
    GROUP.analysis,
    false,
    P.dniValidated,
    P.validateDni,
  ),
  simple(
    'processAfterbanks',
    'PUT /api/tools/microadmin/processAfterbanks/:id',
    'Procesar Afterbanks',
    GROUP.analysis,
    false,
    S.openBankingProcessed,
    E.openBankingProcess,
  ),
  simple(
    'verifyOnlineBankInfo',
    'PUT /api/tools/microadmin/verifyOnlineBankInfo/:id',
    'Verificar banca online',
    GROUP.analysis,
    false,
    S.onlineBankVerified,
    E.verifyOnlineBank,
  ),
  simple(
    'verifyMainOnlineBankInfo',
    'PUT /api/tools/microadmin/verifyMainOnlineBankInfo/:id',
    'Verificar banca online del titular',
    GROUP.analysis,
    false,
    S.onlineBankVerified,
    E.verifyOnlineBank,
  ),
  simple(
    'deleteLoanInFintonic',
    'PUT /api/tools/admin/deleteLoanInFintonic/:id',
    'Borrar crédito en Fintonic',
    GROUP.analysis,
    '¿Está seguro de borrar el crédito en Fintonic?',
    S.deletedInFintonic,
    E.deleteInFintonic,
  ),
  // ---- Amortization: the ACa
  simple(
    'restoreACa',
    'PUT /api/restoreACa/:id',
    'Recuperar ACa',
    GROUP.amortization,
    '¿Está seguro de recuperar la ACa de las cuotas pendientes?',
    S.aCaRecovered,
    E.recoverACa,
  ),
  // ---- Documents and signature
  simple(
    'generateIbanCertificate',
    'PUT /api/tools/microadmin/generateIbanCertificate/:id',
    'Generar certificado IBAN',
    GROUP.documents,
    false,
    S.certificateGenerated,
    E.generateCertificate,
  ),
  simple(
    'generateContractsSignatureCode',
    'PUT /api/tools/generateContractsSignatureCode/:id',
    'Generar código de firma',
    GROUP.documents,
    false,
    S.signingCodeGenerated,
    E.generateSigningCode,
  ),
  simple(
    'cleanContractsSignature',
    'PUT /api/tools/microadmin/cleanContractsSignature/:id',
    'Borrar contratos',
    GROUP.documents,
    '¿Está seguro de borrar los contratos del crédito? Habrá que volver a firmarlos.',
    S.contractsDeleted,
    E.deleteContracts,
  ),
  {
    ...simple(
      'removeCoborrower',
      'DELETE /api/creditos/:id/coborrower',
      'Eliminar cotitular',
      GROUP.type,
      '¿Está seguro de eliminar el cotitular del crédito? Se borrará también su análisis bancario.',
      S.coborrowerDeleted,
      E.deleteCoborrower,
    ),
  },
  // ---- Wallet and KYC (the borrower's), money from the loan
  {
    id: 'registerWalletLW',
    transition: 'registerWalletLW',
    route: 'PUT /api/tools/registerWalletLW/:id',
    params: BORROWER,
    caption: 'Registrar wallet en LW',
    group: GROUP.wallet,
    confirm: { question: '¿Está seguro de registrar el wallet del prestatario en LW?' },
    successMessage: S.walletRegistered,
    errorMessage: E.registerWallet,
    // §8: a 500 whose body starts with code 152 cleans the KYC automatically.
    cleanKycOn152: cleanKYC,
  },
  cleanKYC,
  simple(
    'registerIBANLW',
    'PUT /api/tools/microadmin/registerIBANLW/:id',
    'Registrar IBAN en LW',
    GROUP.wallet,
    '¿Está seguro de registrar el IBAN del prestatario en LW?',
    S.ibanRegistered,
    E.registerIbanLw,
    BORROWER,
  ),
  {
    id: 'changeWalletStatus',
    transition: 'changeWalletStatus',
    route: 'PUT /api/users/:id',
    roles: WALLET_STATUS_ROLES,
    params: BORROWER,
    caption: 'Cambiar estado LW',
    group: GROUP.wallet,
    inputs: [
      {
        name: 'walletStatusCode',
        label: 'Estado LW',
        kind: 'select',
        options: WALLET_STATUS_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })),
        required: true,
        validate: walletStatusError,
      },
    ],
    confirm: {
      question: (p) =>
        `¿Está seguro de cambiar el estado LW del prestatario a «${walletStatusOption(p.walletStatusCode)}»?`,
    },
    successMessage: S.lwStatusChanged,
    errorMessage: E.updateLwStatus,
    body: (p) => ({ walletStatusCode: Number(p.walletStatusCode) }),
  },
  moneyAction('moneyP2P'),
  moneyAction('moneyOut'),
  // ---- Row actions, listed by their tab: a document, a payment method
  {
    ...simple(
      'deleteDocument',
      'DELETE /api/documents/:id',
      'Eliminar documento',
      GROUP.documents,
      '¿Está seguro de eliminar el documento?',
      messages.success.documentDeleted,
      E.deleteDocument,
      { id: 'documentId' },
    ),
    roles: LOAN_RECORD_WRITE_ROLES,
  },
  {
    ...simple(
      'disablePaymentMethod',
      'PUT /api/payment_methods/:id',
      'Deshabilitar método de pago',
      GROUP.wallet,
      '¿Está seguro de deshabilitar el método de pago?',
      S.paymentMethodDisabled,
      E.disablePaymentMethod,
      { id: 'paymentMethodId' },
    ),
    // The method's version as its row in the loan's list shows it.
    version: 'paymentMethodVersion',
    body: () => ({ invalidType: true, enabled: false }),
  },
];
