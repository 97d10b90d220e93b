/**
 * Loan-side rules the API and the admin share (loans-and-investors.md §6, §7, §9): who sees the
 * scoring, the declared order and filters of the loan lists, and the advance-amortization figures.
 */

import { roundTo, toNumber } from '../internal/number';
import { DAYS_PER_MONTH } from '../shared/economics';
import { hasAnyRole, type Role, type RolesInput } from '../shared/roles';
import type { RangePairs } from '../shared/validation';

// ---------------------------------------------------------------------------------------------
// The collections view (loans §3 Flags "visibleRecobro", §4 lawsuit filing)

/**
 * Whether the caller works the loans as the collections team does (RECOBRO, not an admin): a
 * loan with visibleRecobro false (a lawsuit was filed: the lawyers have it) leaves their lists.
 */
export function seesCollectionsOnly(roles: RolesInput): boolean {
  const list = typeof roles === 'string' ? roles.split(',') : (roles ?? []);
  return (
    hasAnyRole(list, ['ROLE_RECOBRO', 'ROLE_MICRO_RECOBRO']) &&
    !hasAnyRole(list, ['ROLE_MICRO_ADMIN', 'ROLE_ADMIN', 'ROLE_ADMIN_PLUS'])
  );
}

// ---------------------------------------------------------------------------------------------
// The scoring gate (loans §6)

/** loans §6: "The full scoring and bank-statement analysis is visible only to" these roles. */
export const SCORING_ROLES = [
  'ROLE_MICRO_ADMIN',
  'ROLE_RISK',
  'ROLE_COMERCIAL_PLUS',
  'ROLE_BE',
] as const satisfies readonly Role[];

/** The status of a successful open-banking scrape. */
export const SUCCESSFUL_SCRAPE_STATUS = 'ok';

/**
 * What of the scoring a user sees (loans §6): 'full' (score results, summaries, killers, every
 * scrape) for the scoring roles and the roles that include one of them; 'latestScrape' (only the
 * latest successful scrape report, no score detail) for everyone else.
 */
export function scoringView(roles: RolesInput): 'full' | 'latestScrape' {
  const list = typeof roles === 'string' ? roles.split(',') : (roles ?? []);
  return hasAnyRole(list, SCORING_ROLES) ? 'full' : 'latestScrape';
}

/**
 * Whether a user may read one scrape (its accounts, transactions and holders): every scrape with
 * the full view, otherwise only the latest successful one of its loan and holder.
 */
export function mayReadScrape(
  roles: RolesInput,
  scrape: { readonly id: number },
  latestSuccessfulId: number | null,
): boolean {
  return scoringView(roles) === 'full' || scrape.id === latestSuccessfulId;
}

/**
 * The latest successful scrape of a list (newest by date, then by id), or null: what a user without
 * the full view gets of a borrower's bank analysis.
 */
export function latestSuccessfulScrape<T extends { id: number; status: string; createdAt: string | Date }>(
  scrapes: readonly T[],
): T | null {
  let best: T | null = null;
  for (const s of scrapes) {
    if (s.status !== SUCCESSFUL_SCRAPE_STATUS) continue;
    const t = new Date(s.createdAt).getTime();
    const b = best ? new Date(best.createdAt).getTime() : Number.NEGATIVE_INFINITY;
    if (!best || t > b || (t === b && s.id > best.id)) best = s;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Lists: declared sortable columns (issue 13: `order[field]=asc|desc`, unknown field → 400)

export const LOAN_LIST_SORTABLE = [
  'id',
  'code',
  'createdAt',
  'cantidad',
  'meses',
  'estadoCd',
  'tipo',
  'tin',
] as const;
export const INSTALLMENT_LIST_SORTABLE = [
  'id',
  'fechaCobro',
  'fechaInicio',
  'saldo',
  'estadoCd',
  'numero',
] as const;
export const AMA_LIST_SORTABLE = ['id', 'date', 'amount'] as const;

/** The from–to filters of the financing, installment and AMA lists (an inverted one says why). */
export const LOAN_LIST_RANGES = [
  ['createdFrom', 'createdTo', 'date'],
  ['amountMin', 'amountMax', 'number'],
] as const satisfies RangePairs;
export const INSTALLMENT_LIST_RANGES = [['dueFrom', 'dueTo', 'date']] as const satisfies RangePairs;
export const AMA_LIST_RANGES = [['dateFrom', 'dateTo', 'date']] as const satisfies RangePairs;

export type SortDirection = 'asc' | 'desc';

/**
 * Reads `order[field]=asc|desc` entries of a query, in their order, against the declared columns.
 * An unknown field or direction is named in `error` (the API answers 400).
 */
export function parseOrder<F extends string>(
  query: Readonly<Record<string, unknown>>,
  sortable: readonly F[],
): { order: [F, SortDirection][]; error: null } | { order: null; error: string } {
  const order: [F, SortDirection][] = [];
  for (const [key, value] of Object.entries(query)) {
    const m = /^order\[(.*)\]$/.exec(key);
    if (!m) continue;
    const field = m[1] as string;
    const dir = typeof value === 'string' ? value.toLowerCase() : '';
    if (!(sortable as readonly string[]).includes(field) || (dir !== 'asc' && dir !== 'desc')) {
      return { order: null, error: field };
    }
    order.push([field as F, dir]);
  }
  return { order, error: null };
}

// ---------------------------------------------------------------------------------------------
// Advance amortization (AMA)

/**
 * The commission for repaying early, in % of the principal repaid: 1 % with more than a year of
 * the term left, 0.5 % otherwise (the Spanish consumer-credit cap, Ley 16/2011 art. 30).
 */
export function earlyRepaymentFeePct(monthsLeft: unknown): number {
  const m = toNumber(monthsLeft) ?? 0;
  return m > 12 ? 1 : 0.5;
}

export interface AdvanceAmortizationInput {
  /** The principal not yet repaid. */
  readonly pendingPrincipal: unknown;
  /** The borrower's annual rate in %. */
  readonly annualRatePct: unknown;
  /** Days since the last installment date: interest accrues on the day basis of §9. */
  readonly daysAccrued: unknown;
  readonly monthsLeft: unknown;
  /** No commission (`noService`). */
  readonly noService?: boolean;
  /**
   * A cancellation simulation: the borrower returns only what was consumed (at most the pending
   * principal), with neither interest nor commission.
   */
  readonly cancellation?: { readonly consumedAmount: unknown } | null;
}

export interface AdvanceAmortization {
  readonly principal: number;
  readonly interest: number;
  readonly fee: number;
  readonly total: number;
}

/** The amount to repay a loan early (or to cancel it), in euros to the cent. */
export function advanceAmortization(input: AdvanceAmortizationInput): AdvanceAmortization {
  const pending = Math.max(0, toNumber(input.pendingPrincipal) ?? 0);
  if (input.cancellation) {
    const consumed = Math.max(0, toNumber(input.cancellation.consumedAmount) ?? 0);
    const principal = roundTo(Math.min(pending, consumed), 2);
    return { principal, interest: 0, fee: 0, total: principal };
  }
  const rate = toNumber(input.annualRatePct) ?? 0;
  const days = Math.max(0, toNumber(input.daysAccrued) ?? 0);
  const principal = roundTo(pending, 2);
  const interest = roundTo((pending * rate * days) / 1200 / DAYS_PER_MONTH, 2);
  const fee = input.noService ? 0 : roundTo((pending * earlyRepaymentFeePct(input.monthsLeft)) / 100, 2);
  return { principal, interest, fee, total: roundTo(principal + interest + fee, 2) };
}
