import { type CallContext, type SimulatedOptions, SimulatedProvider } from './simulated';

/** The SEPA direct-debit provider: sends a loan's pending installment for collection (loans §7). */
export interface SepaProvider {
  /** Charges on the loan's SEPA day of next month. */
  sendSEPANextMonth(input: SepaInput, by?: CallContext): Promise<SepaRemittance>;
  /** Charges in two business days. */
  sendSEPANextTwoDays(input: SepaInput, by?: CallContext): Promise<SepaRemittance>;
}

export interface SepaInput {
  loanId: number;
  /** The installment sent, and its amount in euros. */
  installmentId: number;
  amount: number;
  /** The loan's SEPA day (1-28), or null for the 1st. */
  sepaDay: number | null;
}

export interface SepaRemittance {
  remittanceId: string;
  /** The charge date, YYYY-MM-DD. */
  chargeDate: string;
}

export type SepaOperation = 'sendSEPANextMonth' | 'sendSEPANextTwoDays';

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** Two business days after `from` (Saturday and Sunday are skipped). */
export function twoBusinessDaysAfter(from: Date): Date {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = 2;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return d;
}

/** The loan's SEPA day of the month after `from` (day 1 when it has none; capped at 28). */
export function sepaDayNextMonth(from: Date, sepaDay: number | null): Date {
  const day = Math.min(28, Math.max(1, sepaDay ?? 1));
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, day));
}

export class SimulatedSepaProvider extends SimulatedProvider<SepaOperation> implements SepaProvider {
  private counter = 0;

  constructor(options: SimulatedOptions = {}) {
    super('sepa', options);
  }

  private remit(operation: SepaOperation, input: SepaInput, date: (now: Date) => Date, by?: CallContext) {
    return this.run(operation, by, `/api/creditos/${input.loanId}`, () => {
      this.counter += 1;
      return { remittanceId: `SEPA-${this.counter}`, chargeDate: ymd(date(new Date(this.now()))) };
    });
  }

  sendSEPANextMonth(input: SepaInput, by?: CallContext) {
    return this.remit('sendSEPANextMonth', input, (now) => sepaDayNextMonth(now, input.sepaDay), by);
  }

  sendSEPANextTwoDays(input: SepaInput, by?: CallContext) {
    return this.remit('sendSEPANextTwoDays', input, twoBusinessDaysAfter, by);
  }
}
