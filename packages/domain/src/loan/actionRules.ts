/**
 * The rules the loan admin actions compute with (issue 14): the regenerated schedule, the category
 * from the score, what is still owed. Pure; the API and the tests call the same functions.
 */
import { roundTo, toNumber } from '../internal/number';
import type { Category } from '../shared/catalogues';
import { monthlyPayment, outstandingPrincipal } from '../shared/economics';
import { messages } from '../shared/messages';

export interface ScheduledInstallment {
  readonly numero: number;
  readonly fechaInicio: string;
  readonly fechaCobro: string;
  /** What is left to repay after this installment. */
  readonly saldo: number;
  readonly principal: number;
  readonly interest: number;
}

/** 'YYYY-MM-DD' plus n months (the day kept, or the month's last day when it has fewer). */
export function addMonths(isoDay: string, n: number): string {
  const [y = 1970, m = 1, d = 1] = isoDay.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * A French-amortization schedule of `months` installments for `principal` at `annualRatePct`,
 * numbered from `firstNumber`, the first charged a month after `startDate`. The last installment
 * takes the rounding so the principals add up to the amount to the cent.
 */
export function installmentSchedule(input: {
  principal: unknown;
  annualRatePct: unknown;
  months: unknown;
  firstNumber: number;
  startDate: string;
}): ScheduledInstallment[] {
  const p = toNumber(input.principal) ?? 0;
  const n = Math.trunc(toNumber(input.months) ?? 0);
  if (p <= 0 || n <= 0) return [];
  const rate = (toNumber(input.annualRatePct) ?? 0) / 1200;
  const payment = monthlyPayment(p, input.annualRatePct, n);
  const rows: ScheduledInstallment[] = [];
  let balance = roundTo(p, 2);
  for (let k = 0; k < n; k += 1) {
    const interest = roundTo(balance * rate, 2);
    const principal = k === n - 1 ? balance : roundTo(Math.min(balance, payment - interest), 2);
    balance = roundTo(balance - principal, 2);
    rows.push({
      numero: input.firstNumber + k,
      fechaInicio: addMonths(input.startDate, k),
      fechaCobro: addMonths(input.startDate, k + 1),
      saldo: balance,
      principal,
      interest,
    });
  }
  return rows;
}

/**
 * The principal still owed: that of every installment not settled (loans §4 statuses), less the
 * partial cancellations already paid against it (economics' outstandingPrincipal).
 */
export function pendingPrincipal(
  rows: readonly { estadoCd: string; principal: number }[],
  partialCancellations: readonly number[] = [],
): number {
  return outstandingPrincipal(rows, partialCancellations);
}

/**
 * Why a partial cancellation (a partial advance amortization) of `amount` cannot be applied to a
 * loan with `outstanding` principal left, or null: together with the earlier ones it may never
 * repay more than the principal owed.
 */
export function partialCancellationRefusal(amount: number, outstanding: number): string | null {
  return Math.round(amount * 100) > Math.round(outstanding * 100)
    ? messages.loanActions.amountAbovePending(outstanding)
    : null;
}

/**
 * Why an advance amortization of `total` euros cannot be made, or null: repaying nothing (a loan
 * already repaid) is no amortization, and would only move the loan to AMA.
 */
export function advanceAmortizationRefusal(total: number): string | null {
  return Math.round(total * 100) > 0 ? null : messages.loanActions.nothingToAmortize;
}

/**
 * The lender change's categories (A–F), from the 0–10 score: 10–9 A … under 2 F; no score F. The
 * stored code, lower case as `normalizeCategory` keeps it ('a'…'f'; CATEGORY_LABELS shows 'A'…'F'),
 * so categorising a loan already in its category changes nothing.
 */
export function categoryFromScore(score: unknown): Category {
  const s = toNumber(score);
  if (s === null) return 'f';
  const grades = ['f', 'f', 'e', 'e', 'd', 'd', 'c', 'c', 'b', 'a', 'a'] as const;
  return grades[Math.max(0, Math.min(10, Math.floor(s)))] ?? 'f';
}
