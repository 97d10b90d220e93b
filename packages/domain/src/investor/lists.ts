/**
 * The investor list's declared sortable columns (`order[field]=asc|desc`; any other field is a
 * 400, read with parseOrder as the other lists are) and its page size.
 */

import type { RangePairs } from '../shared/validation';

export const INVESTOR_LIST_SORTABLE = ['id', 'name', 'email', 'status', 'createdAt', 'balance'] as const;
export type InvestorListSortable = (typeof INVESTOR_LIST_SORTABLE)[number];

/** Rows per page of `GET /api/inversores` (the same as the financing list, loans §9). */
export const INVESTOR_LIST_PAGE_SIZE = 100;

/** loans §9: the investment filters are inclusive ranges (an inverted one says why). */
export const INVESTMENT_RANGES = [
  ['rentabilityMin', 'rentabilityMax', 'number'],
  ['amountMin', 'amountMax', 'number'],
  ['durationMin', 'durationMax', 'number'],
  ['createdFrom', 'createdTo', 'date'],
] as const satisfies RangePairs;

/**
 * The dashboard's wallet-balance bands, in euros (`max` inclusive; null: no upper bound). The
 * bands and their labels are ours: the spec asks for the balances, not how to group them.
 */
export const WALLET_BALANCE_BANDS = [
  { key: 'none', label: 'Sin saldo', short: '0 €', max: 0 },
  { key: 'upTo1k', label: 'Hasta 1.000 €', short: '≤ 1 k€', max: 1000 },
  { key: 'upTo5k', label: 'De 1.000 a 5.000 €', short: '1–5 k€', max: 5000 },
  { key: 'upTo10k', label: 'De 5.000 a 10.000 €', short: '5–10 k€', max: 10_000 },
  { key: 'over10k', label: 'Más de 10.000 €', short: '> 10 k€', max: null },
] as const satisfies readonly { key: string; label: string; short: string; max: number | null }[];
export type WalletBalanceBand = (typeof WALLET_BALANCE_BANDS)[number]['key'];

/** The band of a balance (a negative balance counts as none). */
export function walletBalanceBand(balance: number): WalletBalanceBand {
  // The last band has no upper bound, so a band is always found.
  return WALLET_BALANCE_BANDS.find((b) => b.max === null || balance <= b.max)?.key ?? 'over10k';
}
