/**
 * Plan and loan economics (platform-and-affiliates.md §9, loans-and-investors.md §3 and §9).
 *
 * Field letters follow the installment split of loans §3: `p` is the borrower (prestatario),
 * `a` the affiliate, `I` the investor's part and `Z` the platform's part. So pCaI/pCaMin is the
 * investor side of the borrower's opening fee, aCaI/aCaMin the affiliate fee, and
 * aCaZCobros/aCaCobrosMin the collections fee.
 */
import { code } from '../internal/codes';
import { roundTo, toNumber } from '../internal/number';
import { isOverdueInstallment, SETTLED_INSTALLMENT_STATUSES } from '../loan/catalogues';

/** loans §9 and platform §9: the day basis of a month. */
export const DAYS_PER_MONTH = 30.42;

/**
 * The fixed date the profitability cash flows start on (platform §9). Flows sit at whole
 * multiples of DAYS_PER_MONTH after it, so the figures never depend on today's date.
 */
export const PROFITABILITY_REFERENCE_DATE = '2020-01-01';

/** The larger of `pct` % of `amount` and `minimum` (§9), in euros to the cent. Bad input gives 0. */
export function openingFee(amount: unknown, pct: unknown, minimum: unknown): number {
  const a = toNumber(amount);
  if (a === null || a <= 0) return 0;
  const byPct = (a * (toNumber(pct) ?? 0)) / 100;
  return roundTo(Math.max(byPct, toNumber(minimum) ?? 0), 2);
}

/** A plan's fields as they arrive from the form or the API (numbers or numeric strings). */
export interface EconomicsPlan {
  readonly meses?: unknown;
  readonly minCantidad?: unknown;
  readonly maxCantidad?: unknown;
  readonly pCaI?: unknown;
  readonly pCaMin?: unknown;
  readonly pCaZ?: unknown;
  readonly pTinI?: unknown;
  readonly pTinZ?: unknown;
  readonly aCaI?: unknown;
  readonly aCaMin?: unknown;
  readonly aCaZCobros?: unknown;
  readonly aCaCobrosMin?: unknown;
  readonly mixedMonths1?: unknown;
  readonly mixedPerc1?: unknown;
  readonly downpayment?: unknown;
  readonly financedBorrowerFee?: unknown;
}

/** §9 "the investor-side opening fee is the larger of a percentage of the amount and a minimum". */
export function investorOpeningFee(amount: unknown, plan: EconomicsPlan | null | undefined): number {
  return openingFee(amount, plan?.pCaI, plan?.pCaMin);
}

/** §9 "The affiliate fee is likewise". */
export function affiliateOpeningFee(amount: unknown, plan: EconomicsPlan | null | undefined): number {
  return openingFee(amount, plan?.aCaI, plan?.aCaMin);
}

/** §9 "The collections fee is the larger of a percentage and a minimum". */
export function collectionsOpeningFee(amount: unknown, plan: EconomicsPlan | null | undefined): number {
  return openingFee(amount, plan?.aCaZCobros, plan?.aCaCobrosMin);
}

/** The platform part of the borrower's opening fee: pCaZ % of the amount (no minimum is given). */
export function platformOpeningFee(amount: unknown, plan: EconomicsPlan | null | undefined): number {
  return openingFee(amount, plan?.pCaZ, 0);
}

/** §9 "Borrower interest equals the investor rate plus the product's rate", in % a year. */
export function borrowerInterest(investorRate: unknown, productRate: unknown): number {
  return roundTo((toNumber(investorRate) ?? 0) + (toNumber(productRate) ?? 0), 6);
}

/**
 * §9: the annuity `P·r / (1 − (1 + r)^−n)` with r the monthly rate (annual % / 1200), or
 * straight division `P / n` when the interest is 0. Not rounded, so that a schedule built
 * on it repays the principal; round for display. Bad input (no months, no amount) gives 0.
 */
export function monthlyPayment(amount: unknown, annualRatePct: unknown, months: unknown): number {
  const p = toNumber(amount);
  const n = toNumber(months);
  const rate = toNumber(annualRatePct) ?? 0;
  if (p === null || n === null || n <= 0 || !Number.isFinite(p)) return 0;
  const r = rate / 1200;
  if (r === 0) return p / n;
  if (r <= -1) return 0;
  // expm1/log1p keep tiny rates exact, where 1 − (1 + r)^−n would cancel to 0.
  return (p * r) / -Math.expm1(-n * Math.log1p(r));
}

/** §9 "the instalment is the financed amount times the mixed percentage divided by the mixed months". */
export function mixedInstalment(financedAmount: unknown, mixedPerc1: unknown, mixedMonths1: unknown): number {
  const a = toNumber(financedAmount);
  const perc = toNumber(mixedPerc1);
  const m1 = toNumber(mixedMonths1);
  if (a === null || perc === null || m1 === null || m1 <= 0) return 0;
  return (a * perc) / 100 / m1;
}

// ---------------------------------------------------------------------------------------------
// IRR

export interface CashFlow {
  /** Days after the reference date. */
  readonly days: number;
  /** Positive in, negative out. */
  readonly amount: number;
}

function npv(flows: readonly CashFlow[], rate: number): number {
  let sum = 0;
  for (const f of flows) sum += f.amount * (1 + rate) ** (-f.days / 365);
  return sum;
}

function dNpv(flows: readonly CashFlow[], rate: number): number {
  let sum = 0;
  for (const f of flows) {
    const t = f.days / 365;
    sum += -t * f.amount * (1 + rate) ** (-t - 1);
  }
  return sum;
}

/**
 * The annual effective rate that zeroes the flows' present value (XIRR on a 365-day year),
 * or null when there is none to find. Robust: it first brackets a sign change between −99.99 %
 * and 10^6 %, then runs Newton steps that fall back to bisection whenever a step would leave
 * the bracket or stalls, so it cannot diverge.
 */
export function annualIrr(flows: readonly CashFlow[] | null | undefined): number | null {
  const fs = (flows ?? []).filter((f) => f && Number.isFinite(f.days) && Number.isFinite(f.amount));
  if (!fs.some((f) => f.amount > 0) || !fs.some((f) => f.amount < 0)) return null;
  let lo = -0.9999;
  let hi = 0.1;
  let fLo = npv(fs, lo);
  let fHi = npv(fs, hi);
  while (Math.sign(fLo) === Math.sign(fHi) && hi < 1e4) {
    hi *= 4;
    fHi = npv(fs, hi);
  }
  if (!Number.isFinite(fLo) || !Number.isFinite(fHi) || Math.sign(fLo) === Math.sign(fHi)) return null;
  if (fLo === 0) return lo;
  let x = 0.1 > lo && 0.1 < hi ? 0.1 : (lo + hi) / 2;
  for (let i = 0; i < 200; i++) {
    const fx = npv(fs, x);
    if (Math.abs(fx) < 1e-10) return x;
    if (Math.sign(fx) === Math.sign(fLo)) {
      lo = x;
      fLo = fx;
    } else {
      hi = x;
    }
    const d = dNpv(fs, x);
    let next = d !== 0 && Number.isFinite(d) ? x - fx / d : Number.NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (Math.abs(next - x) < 1e-14) return next;
    x = next;
  }
  return Math.abs(npv(fs, x)) < 1e-6 ? x : null;
}

// ---------------------------------------------------------------------------------------------
// Plan profitability

export interface PlanProfitability {
  /** Investor's annual return, % with 2 decimals, at the plan's minimum and maximum amounts. */
  readonly rentMin: number;
  readonly rentMax: number;
  /** Borrower's APR (TAE), % with 2 decimals, at the minimum and maximum amounts. */
  readonly aprMin: number;
  readonly aprMax: number;
}

/** §9: "on failure it is zeros". */
export const ZERO_PROFITABILITY: PlanProfitability = Object.freeze({
  rentMin: 0,
  rentMax: 0,
  aprMin: 0,
  aprMax: 0,
});

/** Monthly instalments of a principal: the mixed tranche first (if any), then the annuity. */
function schedule(
  principal: number,
  ratePct: number,
  months: number,
  mixedMonths1: number,
  mixedPerc1: number,
) {
  if (mixedMonths1 > 0 && mixedMonths1 < months && mixedPerc1 > 0) {
    const first = mixedInstalment(principal, mixedPerc1, mixedMonths1);
    const rest = principal * (1 - mixedPerc1 / 100);
    const second = monthlyPayment(rest, ratePct, months - mixedMonths1);
    return Array.from({ length: months }, (_, k) => (k < mixedMonths1 ? first : second));
  }
  const pay = monthlyPayment(principal, ratePct, months);
  return Array.from({ length: months }, () => pay);
}

const flowsOf = (start: number, payments: readonly number[]): CashFlow[] => [
  { days: 0, amount: start },
  ...payments.map((amount, k) => ({ days: (k + 1) * DAYS_PER_MONTH, amount })),
];

const pct = (rate: number | null) => (rate === null ? null : roundTo(rate * 100, 2));

/**
 * The cash-flow model behind one amount. Borrower: receives the amount less the down payment,
 * pays the opening fee (investor plus platform parts) at the start, or has it added to the
 * principal when financedBorrowerFee, then pays the instalments at pTinI + pTinZ. Investor: lends
 * the financed amount, takes the investor parts of the borrower and affiliate fees at the start,
 * then the instalments at pTinI. Mixed plans pay the mixed tranche first (§5, §9).
 */
function profitabilityAt(amount: number, plan: EconomicsPlan): { rent: number | null; apr: number | null } {
  const months = toNumber(plan.meses) ?? 0;
  if (!(amount > 0) || !(months > 0) || !Number.isInteger(months)) return { rent: null, apr: null };
  const financed = amount * (1 - (toNumber(plan.downpayment) ?? 0) / 100);
  const m1 = toNumber(plan.mixedMonths1) ?? 0;
  const perc1 = toNumber(plan.mixedPerc1) ?? 0;
  const investorRate = toNumber(plan.pTinI) ?? 0;
  const borrowerRate = borrowerInterest(plan.pTinI, plan.pTinZ);
  const borrowerFee = investorOpeningFee(financed, plan) + platformOpeningFee(financed, plan);
  const financedFee = plan.financedBorrowerFee === true || plan.financedBorrowerFee === 'true';
  const borrowerPrincipal = financedFee ? financed + borrowerFee : financed;
  const received = financedFee ? financed : financed - borrowerFee;
  const borrowerPays = schedule(borrowerPrincipal, borrowerRate, months, m1, perc1).map((p) => -p);
  const apr = annualIrr(flowsOf(received, borrowerPays));
  const investorStart = -financed + investorOpeningFee(financed, plan) + affiliateOpeningFee(financed, plan);
  const rent = annualIrr(flowsOf(investorStart, schedule(financed, investorRate, months, m1, perc1)));
  return { rent: pct(rent), apr: pct(apr) };
}

/**
 * §9: rent and APR at the plan's minimum and maximum amounts, from cash flows starting on
 * PROFITABILITY_REFERENCE_DATE with 30.42-day months. Any failure (missing fields, no
 * convergence) gives ZERO_PROFITABILITY, never a partial answer.
 */
export function planProfitability(plan: EconomicsPlan | null | undefined): PlanProfitability {
  if (!plan || typeof plan !== 'object') return ZERO_PROFITABILITY;
  const min = profitabilityAt(toNumber(plan.minCantidad) ?? Number.NaN, plan);
  const max = profitabilityAt(toNumber(plan.maxCantidad) ?? Number.NaN, plan);
  if (min.rent === null || min.apr === null || max.rent === null || max.apr === null)
    return ZERO_PROFITABILITY;
  return { rentMin: min.rent, rentMax: max.rent, aprMin: min.apr, aprMax: max.apr };
}

// ---------------------------------------------------------------------------------------------
// Installment and loan money figures (loans §3 "Installment" and "Computed values", §4, §5)
//
// Every money figure a screen or a certificate shows about installments is defined here, once:
// the API computes it with these functions, or with SQL that a test checks against them. An
// installment's `saldo` is the loan's balance left after it, not money the installment owes:
// adding balances up counts the same principal once per installment, so no figure does.

/** Whole cents of an amount (the columns hold two decimals): sums in cents are exact. */
const cents = (value: unknown) => Math.round((toNumber(value) ?? 0) * 100);

/** loans §3: the parts an installment charges the borrower; its amount is their sum. */
export const INSTALLMENT_AMOUNT_PARTS = [
  'principal',
  'interest',
  'openingFee',
  'defaultInterest',
  'defaultCommission',
  'bankExpenses',
] as const;
export type InstallmentAmountPart = (typeof INSTALLMENT_AMOUNT_PARTS)[number];

/** An installment's money as the database or the API holds it (numbers or numeric strings). */
export type InstallmentMoney = { readonly estadoCd: unknown } & {
  readonly [K in InstallmentAmountPart]?: unknown;
};

/**
 * What one installment charges (the detail's `cuotaMensual`): principal, interest, opening fee,
 * default interest, default commission and bank expenses, to the cent.
 */
export function installmentAmount(installment: Omit<InstallmentMoney, 'estadoCd'>): number {
  let total = 0;
  for (const part of INSTALLMENT_AMOUNT_PARTS) total += cents(installment[part]);
  return total / 100;
}

/** An installment still owed: any status but the settled ones (collected, advanced, cancelled…). */
export function isOwedInstallment(estadoCd: unknown): boolean {
  return !(SETTLED_INSTALLMENT_STATUSES as readonly string[]).includes(code(estadoCd));
}

function amountOf(
  rows: readonly InstallmentMoney[] | null | undefined,
  keep: (estadoCd: unknown) => boolean,
) {
  let total = 0;
  for (const row of rows ?? []) if (keep(row.estadoCd)) total += Math.round(installmentAmount(row) * 100);
  return total / 100;
}

/**
 * 'Saldo vencido' (loans §4, §5): what the overdue installments (RE, GT, DV, FR) charge, summed
 * to the cent. The credits dashboard shows it over every loan in the caller's scope.
 */
export function overdueAmount(rows: readonly InstallmentMoney[] | null | undefined): number {
  return amountOf(rows, isOverdueInstallment);
}

/**
 * The debt certificate of a lawsuit filing (loans §4): what the owed installments (every one not
 * settled, the frozen ones included) charge, summed to the cent.
 */
export function debtCertificateAmount(rows: readonly InstallmentMoney[] | null | undefined): number {
  return amountOf(rows, isOwedInstallment);
}

/**
 * The principal the borrower still owes: the owed installments' principal less the partial
 * cancellations (partial advance amortizations) already paid against it; never below 0.
 */
export function outstandingPrincipal(
  rows: readonly { readonly estadoCd: unknown; readonly principal: unknown }[] | null | undefined,
  partialCancellations: readonly unknown[] = [],
): number {
  let total = 0;
  for (const row of rows ?? []) if (isOwedInstallment(row.estadoCd)) total += cents(row.principal);
  for (const paid of partialCancellations) total -= cents(paid);
  return Math.max(0, total) / 100;
}

/** loans §3 "Computed values" of the loan header. */
export interface ComputedValues {
  borrowerOpeningFee: { investor: number; platform: number; total: number };
  affiliateOpeningFee: { investor: number; platform: number; total: number };
  cobrosOpeningFee: { investor: number; platform: number; total: number };
  interest: { borrower: number; investor: number; platform: number };
  monthlyPayment: number;
}

/** The loan fields the header's computed values read (the API's loan row has them all). */
export interface ComputedValuesLoan {
  readonly cantidad: unknown;
  readonly meses: unknown;
  readonly tin?: unknown;
  /** The investor's rate; the loan's `tin` when it has none. */
  readonly pTinI?: unknown;
  /** The platform's (product's) rate. */
  readonly pTinZ?: unknown;
  /** The platform parts of the affiliate and the collections fees, as the loan holds them. */
  readonly aCcZ?: unknown;
  readonly aCtZ?: unknown;
}

const split = (investor: number, platform: unknown) => {
  const p = roundTo(toNumber(platform) ?? 0, 2);
  return { investor, platform: p, total: (cents(investor) + cents(p)) / 100 };
};

/**
 * loans §3 "Computed values" with §9's rules: the opening fees of borrower, affiliate and
 * collections split into investor and platform part (the affiliate's plan of that term gives
 * the percentages and minimums), the three interests (borrower = investor + platform) and the
 * monthly payment at the borrower's rate.
 */
export function loanComputedValues(
  loan: ComputedValuesLoan,
  plan: EconomicsPlan | null | undefined,
): ComputedValues {
  const investorRate = toNumber(loan.pTinI) ?? toNumber(loan.tin) ?? 0;
  const platformRate = toNumber(loan.pTinZ) ?? 0;
  const borrowerRate = borrowerInterest(investorRate, platformRate);
  return {
    borrowerOpeningFee: split(
      investorOpeningFee(loan.cantidad, plan),
      platformOpeningFee(loan.cantidad, plan),
    ),
    affiliateOpeningFee: split(affiliateOpeningFee(loan.cantidad, plan), loan.aCcZ),
    cobrosOpeningFee: split(collectionsOpeningFee(loan.cantidad, plan), loan.aCtZ),
    interest: { borrower: borrowerRate, investor: investorRate, platform: platformRate },
    monthlyPayment: roundTo(monthlyPayment(loan.cantidad, borrowerRate, loan.meses), 2),
  };
}
