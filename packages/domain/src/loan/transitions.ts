/**
 * Which loan action is allowed in which status, and which status it leads to (issue 14 "Server
 * rules"; loans §4 says "which status may follow which: not shown (decided by the server)").
 * ONE table for every admin action on a loan: the API refuses a call from any other status with
 * a 409 and `loanActionRefusal`'s text, the admin disables the button with the same text. The
 * README's "Loan actions: the status table" is this table (a test keeps them equal).
 *
 * Reading of the codes (loans §4): FC (CA0–CA4, REC) are the cancelled loans, FS the application,
 * FE the study, FF funding (PUB published, FIR signed), FA amortizing (AMA: amortized in advance),
 * FD denied, defaulted or failed (DE1–DE4, IKO, TEX, FAL).
 */
import { code } from '../internal/codes';
import { messages } from '../shared/messages';
import { LOAN_PHASES, type LoanPhase, type LoanStatus } from './catalogues';

const phases = (...list: LoanPhase[]): readonly LoanStatus[] => list.flatMap((p) => LOAN_PHASES[p].states);

/** Before any money reaches the borrower: application, study, funding. */
const OPEN = phases('FS', 'FE', 'FF');
/** Still being decided: application and study. */
const DECIDING = phases('FS', 'FE');
/** Amortizing, not yet amortized in advance. */
const AMORTIZING = LOAN_PHASES.FA.states.filter((s) => s !== 'AMA');
/** Amortizing or in arrears (defaulted, DE1–DE4): the borrower owes installments. */
const OWING = [...LOAN_PHASES.FA.states, 'DE1', 'DE2', 'DE3', 'DE4'] as const satisfies readonly LoanStatus[];

export interface LoanTransition {
  /** The statuses the action may start from; 'any' when the status does not matter. */
  readonly from: 'any' | readonly LoanStatus[];
  /** The status it leads to; null leaves the status as it is. */
  readonly to: LoanStatus | null;
  /**
   * Who builds it (lact: the status, type and money actions; lprov: providers; flows: machines;
   * tools: the issue-16 credit and IT tools, which act on many loans at once).
   */
  readonly owner: 'lact' | 'lprov' | 'flows' | 'appr' | 'tools';
}

/** Every admin action of issue 14 on a loan (§7 "Loan-detail writes"), by id. */
export const LOAN_TRANSITIONS = {
  // ---- Investments and money (lact)
  invest: { from: ['PUB'], to: null, owner: 'lact' },
  cancelInvestment: { from: phases('FF'), to: null, owner: 'lact' },
  /** DELETE an investor resource; the payment reset deletes them after moving the loan to EST. */
  deleteInvestment: { from: phases('FE', 'FF'), to: null, owner: 'lact' },
  // ---- Status (lact)
  cancelLoan: { from: OPEN, to: 'CA0', owner: 'lact' },
  denyLoan: { from: DECIDING, to: 'DE1', owner: 'lact' },
  failedLoan: { from: [...phases('FE', 'FF'), ...LOAN_PHASES.FA.states], to: 'FAL', owner: 'lact' },
  analizeLoan: { from: DECIDING, to: null, owner: 'lact' },
  categorizeInstantor: { from: DECIDING, to: null, owner: 'lact' },
  deleteScores: { from: DECIDING, to: null, owner: 'lact' },
  cancelDemo: { from: 'any', to: null, owner: 'lact' },
  changeAffiliate: { from: phases('FC', 'FS', 'FE'), to: null, owner: 'lact' },
  cobrosToFinanciacion: { from: OPEN, to: null, owner: 'lact' },
  financiacionToCobros: { from: OPEN, to: null, owner: 'lact' },
  // ---- Amortizing (lact)
  generateLoanInstallments: { from: [...phases('FF'), ...LOAN_PHASES.FA.states], to: null, owner: 'lact' },
  generateAMA: { from: AMORTIZING, to: 'AMA', owner: 'lact' },
  partialCancellation: { from: AMORTIZING, to: null, owner: 'lact' },
  advanceAmortizationAffiliate: { from: AMORTIZING, to: 'AMA', owner: 'lact' },
  advanceAmortizationBorrower: { from: AMORTIZING, to: 'AMA', owner: 'lact' },
  enableSigEam: { from: ['EAM', 'RET'], to: null, owner: 'lact' },
  rebillCurrentInstallment: { from: OWING, to: null, owner: 'lact' },
  // ---- Providers (lprov)
  uploadDocument: { from: 'any', to: null, owner: 'lprov' },
  deleteDocument: { from: 'any', to: null, owner: 'lprov' },
  disablePaymentMethod: { from: 'any', to: null, owner: 'lprov' },
  removeCoborrower: { from: phases('FC', 'FS', 'FE'), to: null, owner: 'lprov' },
  registerWalletLW: { from: 'any', to: null, owner: 'lprov' },
  cleanKYC: { from: 'any', to: null, owner: 'lprov' },
  registerIBANLW: { from: 'any', to: null, owner: 'lprov' },
  changeWalletStatus: { from: 'any', to: null, owner: 'lprov' },
  sendVTFSMS: { from: phases('FS'), to: null, owner: 'lprov' },
  sendCovid19SMS: { from: OWING, to: null, owner: 'lprov' },
  validateDNI: { from: DECIDING, to: null, owner: 'lprov' },
  processAfterbanks: { from: DECIDING, to: null, owner: 'lprov' },
  sendSEPANextMonth: { from: OWING, to: null, owner: 'lprov' },
  sendSEPANextTwoDays: { from: OWING, to: null, owner: 'lprov' },
  restoreACa: { from: OWING, to: null, owner: 'lprov' },
  generateIbanCertificate: { from: 'any', to: null, owner: 'lprov' },
  cleanContractsSignature: { from: OPEN, to: null, owner: 'lprov' },
  generateContractsSignatureCode: { from: OPEN, to: null, owner: 'lprov' },
  verifyOnlineBankInfo: { from: DECIDING, to: null, owner: 'lprov' },
  verifyMainOnlineBankInfo: { from: DECIDING, to: null, owner: 'lprov' },
  deleteLoanInFintonic: { from: 'any', to: null, owner: 'lprov' },
  callCenterAddContact: { from: OWING, to: null, owner: 'lprov' },
  // ---- Money tools with four-eyes (appr)
  moneyP2P: { from: 'any', to: null, owner: 'appr' },
  moneyOut: { from: 'any', to: null, owner: 'appr' },
  // ---- Flows (flows)
  approveLoan: { from: phases('FE'), to: 'PUB', owner: 'flows' },
  /** loans §4: EST is the target of the payment reset; only before the loan is amortized for long. */
  resetPayment: { from: [...phases('FF'), 'EAM'], to: 'EST', owner: 'flows' },
  frozeDebt: { from: OWING, to: null, owner: 'flows' },
  generateDebtCertificate: { from: OWING, to: null, owner: 'flows' },
  lawsuitFiling: { from: OWING, to: null, owner: 'flows' },
  // ---- Tools of issue 16 (tools): a row refused here is refused with the table's reason
  /** Subir acciones Excel GAP: the collection agency works on loans being repaid, not AMA. */
  excelGapAction: { from: AMORTIZING, to: null, owner: 'tools' },
  /** Subir acciones Excel judicial: only loans in arrears (RET). */
  excelJudicialAction: { from: ['RET'], to: null, owner: 'tools' },
  /** Titulizar: a loan still repaid, with cash flows left to sell (not AMA). */
  securitize: { from: AMORTIZING, to: null, owner: 'tools' },
  /** Destitulizar: whatever its status, a loan in a fund may leave it. */
  unsecuritize: { from: 'any', to: null, owner: 'tools' },
  /** Actualizar cuotas del mes: the installments of the loans that owe them move. */
  updateMonthInstallments: { from: OWING, to: null, owner: 'tools' },
} as const satisfies Record<string, LoanTransition>;

export type LoanActionId = keyof typeof LOAN_TRANSITIONS;

/** Every action id, in the table's order. */
export const LOAN_ACTION_IDS = Object.keys(LOAN_TRANSITIONS) as LoanActionId[];

export function isLoanActionId(value: unknown): value is LoanActionId {
  return typeof value === 'string' && Object.hasOwn(LOAN_TRANSITIONS, value);
}

/** Facts of the loan besides its status that some actions read (its type, the demo flag, a co-borrower). */
export interface LoanActionFacts {
  readonly cobros?: boolean;
  readonly demo?: boolean;
  /** Whether the loan has a co-borrower ('Eliminar cotitular' needs one). */
  readonly coborrower?: boolean;
}

/** The facts of a loan as the detail reads it (its co-borrower is a link, null when it has none). */
export function loanActionFacts(loan: {
  readonly cobros?: boolean;
  readonly demo?: boolean;
  readonly coborrower?: string | null;
}): LoanActionFacts {
  return {
    ...(loan.cobros === undefined ? {} : { cobros: loan.cobros }),
    ...(loan.demo === undefined ? {} : { demo: loan.demo }),
    ...(loan.coborrower === undefined ? {} : { coborrower: loan.coborrower !== null }),
  };
}

/**
 * Null when the action is allowed on a loan in this status; otherwise the Spanish reason the API
 * answers (409) and the panel shows on the disabled button.
 */
export function loanActionRefusal(
  action: LoanActionId,
  status: unknown,
  facts: LoanActionFacts = {},
): string | null {
  const { from } = LOAN_TRANSITIONS[action];
  const c = code(status);
  if (from !== 'any' && !(from as readonly string[]).includes(c))
    return messages.loanActions.notAllowedInStatus(c || '—');
  if (action === 'financiacionToCobros' && facts.cobros === true) return messages.loanActions.alreadyCobros;
  if (action === 'cobrosToFinanciacion' && facts.cobros === false)
    return messages.loanActions.alreadyFinanciacion;
  if (action === 'cancelDemo' && facts.demo === false) return messages.loanActions.notDemo;
  if (action === 'removeCoborrower' && facts.coborrower === false) return messages.loanProviders.noCoborrower;
  return null;
}

/** The status after the action: its target, or the status it had. */
export function nextStatus(action: LoanActionId, status: string): string {
  return LOAN_TRANSITIONS[action].to ?? status;
}

/** The table as README rows: action, allowed from (phases named when whole), leads to. */
export function loanTransitionRows(): { action: LoanActionId; from: string; to: string }[] {
  return LOAN_ACTION_IDS.map((action) => {
    const { from, to } = LOAN_TRANSITIONS[action];
    return { action, from: from === 'any' ? 'cualquiera' : describeStatuses(from), to: to ?? '(igual)' };
  });
}

/** 'FS, FE, PUB': a phase whose every status is listed is named by its phase. */
function describeStatuses(list: readonly string[]): string {
  const parts: string[] = [];
  const rest = new Set(list);
  for (const [phase, { states }] of Object.entries(LOAN_PHASES)) {
    if (states.every((s) => rest.has(s))) {
      parts.push(phase);
      for (const s of states) rest.delete(s);
    }
  }
  return [...parts, ...list.filter((s) => rest.has(s))].join(', ');
}
