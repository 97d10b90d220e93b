import { type CallContext, type SimulatedOptions, SimulatedProvider } from './simulated';

/** A loan as the open-banking provider knows it: by its id, for the borrower or the co-borrower. */
export interface BankLoanRef {
  loanId: number;
  cotitular?: boolean;
}

/**
 * The open-banking scrape provider (spec §1): the affiliate score (analizePDV), and on a loan the
 * Afterbanks process, the online-bank verifications and the deletion at Fintonic (loans §7).
 */
export interface OpenBankingProvider {
  /** A 0-10 score from the affiliate's financial figures and bank data. */
  scoreAffiliate(
    input: {
      affiliateId: number;
      figures: Record<string, number | null>;
    },
    by?: CallContext,
  ): Promise<{ score: number }>;
  /** Runs the Afterbanks process of the loan's bank connection; answers the bank-analysis status. */
  processAfterbanks(loan: BankLoanRef, by?: CallContext): Promise<{ reference: string; estado: string }>;
  /** Verifies the borrower's (or co-borrower's) online-bank data; answers the bank-analysis status. */
  verifyOnlineBankInfo(loan: BankLoanRef, by?: CallContext): Promise<{ estado: string }>;
  /** Verifies the main account holder's online-bank data. */
  verifyMainOnlineBankInfo(loan: BankLoanRef, by?: CallContext): Promise<{ estado: string }>;
  /** Deletes the loan at Fintonic. */
  deleteLoanInFintonic(loan: BankLoanRef, by?: CallContext): Promise<{ deleted: true }>;
}

export type OpenBankingOperation =
  | 'scoreAffiliate'
  | 'processAfterbanks'
  | 'verifyOnlineBankInfo'
  | 'verifyMainOnlineBankInfo'
  | 'deleteLoanInFintonic';

/** The bank-analysis status the simulated provider answers once the data is processed or verified. */
export const BANK_ANALYSIS_DONE = 'OK';

const loanIri = (id: number) => `/api/creditos/${id}`;

/** Deterministic scoring from the opportunity figures; `failNext()` makes the next score call fail. */
export class SimulatedOpenBankingProvider
  extends SimulatedProvider<OpenBankingOperation>
  implements OpenBankingProvider
{
  private counter = 0;

  constructor(options: SimulatedOptions = {}) {
    super('openBanking', options);
  }

  override failNext(operation: OpenBankingOperation = 'scoreAffiliate', code?: number): void {
    super.failNext(operation, code);
  }

  scoreAffiliate(input: { affiliateId: number; figures: Record<string, number | null> }, by?: CallContext) {
    return this.run('scoreAffiliate', by, `/api/afiliados/${input.affiliateId}`, () => {
      const f = input.figures;
      const ratio = (a: number | null | undefined, b: number | null | undefined) => (a && b ? a / b : 0);
      const liquidity = Math.min(2, ratio(f.activoCorriente, f.pasivoCorriente));
      const margin = Math.max(-1, Math.min(1, ratio(f.beneficio, f.facturacionAnual) * 5));
      const debt = Math.min(1, ratio((f.deudaCorto ?? 0) + (f.deudaLargo ?? 0), f.patrimonioNeto));
      const raw = 5 + liquidity * 1.5 + margin * 2 - debt * 2 + ((input.affiliateId * 7) % 10) / 10;
      return { score: Math.round(Math.max(0, Math.min(10, raw)) * 100) / 100 };
    });
  }

  processAfterbanks(loan: BankLoanRef, by?: CallContext) {
    return this.run('processAfterbanks', by, loanIri(loan.loanId), () => {
      this.counter += 1;
      return { reference: `AFB-${loan.loanId}-${this.counter}`, estado: BANK_ANALYSIS_DONE };
    });
  }

  verifyOnlineBankInfo(loan: BankLoanRef, by?: CallContext) {
    return this.run('verifyOnlineBankInfo', by, loanIri(loan.loanId), () => ({ estado: BANK_ANALYSIS_DONE }));
  }

  verifyMainOnlineBankInfo(loan: BankLoanRef, by?: CallContext) {
    return this.run('verifyMainOnlineBankInfo', by, loanIri(loan.loanId), () => ({
      estado: BANK_ANALYSIS_DONE,
    }));
  }

  deleteLoanInFintonic(loan: BankLoanRef, by?: CallContext) {
    return this.run('deleteLoanInFintonic', by, loanIri(loan.loanId), () => ({ deleted: true as const }));
  }
}
