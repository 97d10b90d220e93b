/**
 * The loan detail's pure rules (issue 13, loans §2, §4, §5, §9): the installment bar, the
 * installment table's overdue and cumulative figures, the scraped-account ownership match, the
 * month-change markers of a transaction list and the scoring detail's rows. The screens only
 * render what these give.
 */

import { roundTo, toNumber } from '../internal/number';
import type { Tone } from '../shared/catalogues';
import { isoToDisplay } from '../shared/dates';
import type { ComputedValues } from '../shared/economics';
import { formatDaysNegativeRatio, formatEur } from '../shared/format';
import { ownsAccount } from '../shared/iban';
import {
  installmentStatusLabel,
  installmentStatusTone,
  isHiddenInstallment,
  isOverdueInstallment,
  SCORING_KEYS,
  type ScoringKey,
  type ScoringValueKind,
} from './catalogues';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** 'YYYY-MM' of an ISO date or date-time; '' when it is not one. */
export function monthKey(value: unknown): string {
  return typeof value === 'string' && /^\d{4}-\d{2}/.test(value) ? value.slice(0, 7) : '';
}

/** '2026-03-05' → 'marzo 2026'; '' when it is not a date. */
export function monthLabel(value: unknown): string {
  const key = monthKey(value);
  if (!key) return '';
  const month = MONTHS[Number(key.slice(5, 7)) - 1];
  return month ? `${month} ${key.slice(0, 4)}` : '';
}

export interface InstallmentLike {
  estadoCd: string;
  fechaCobro: string;
  numero?: number;
  subNumero?: number;
  cuotaMensual?: number;
}

/** loans §4: AN installments are hidden (and excluded from the active list). */
export function visibleInstallments<T extends InstallmentLike>(rows: readonly T[] | null | undefined): T[] {
  return (rows ?? []).filter((r) => !isHiddenInstallment(r.estadoCd));
}

export interface InstallmentSegment {
  estadoCd: string;
  tone: Tone;
  /** loans §2: month plus status name, 'marzo 2026 · Cobrada'. */
  title: string;
  /** Percent of the bar's width, so every segment together fill 100. */
  widthPct: number;
}

/**
 * loans §2: the installment bar, one segment per visible installment, coloured by its status,
 * titled with month and status name, each as wide as its share of the bar.
 */
export function installmentBar(rows: readonly InstallmentLike[] | null | undefined): InstallmentSegment[] {
  const visible = visibleInstallments(rows);
  const width = visible.length === 0 ? 0 : roundTo(100 / visible.length, 4);
  return visible.map((r) => ({
    estadoCd: r.estadoCd,
    tone: installmentStatusTone(r.estadoCd),
    title: [monthLabel(r.fechaCobro), installmentStatusLabel(r.estadoCd)].filter(Boolean).join(' · '),
    widthPct: width,
  }));
}

export interface InstallmentRow<T> {
  row: T;
  /** loans §4: RE, GT, DV, FR count as delayed. */
  overdue: boolean;
  /** loans §5: the running total of the overdue monthly payments up to this one, to 2 decimals. */
  cumulativeOverdue: number;
}

/** The installment table: visible installments with their overdue mark and running overdue total. */
export function installmentRows<T extends InstallmentLike>(
  rows: readonly T[] | null | undefined,
): InstallmentRow<T>[] {
  const visible = visibleInstallments(rows);
  let total = 0;
  return visible.map((row) => {
    const overdue = isOverdueInstallment(row.estadoCd);
    if (overdue) total += toNumber(row.cuotaMensual) ?? 0;
    return { row, overdue, cumulativeOverdue: roundTo(total, 2) };
  });
}

/** loans §2: a scraped account is the borrower's when its IBAN or its account number ends as theirs. */
export function accountOwnedByBorrower(
  account: { iban?: string | null; account?: string | null },
  borrowerAccount: unknown,
): boolean {
  return ownsAccount(borrowerAccount, account.iban) || ownsAccount(borrowerAccount, account.account);
}

/**
 * loans §2: the month-change marker of each transaction in list order: true for the first one and
 * for every one whose month differs from the one before it.
 */
export function monthChangeMarkers(rows: readonly { date: string }[] | null | undefined): boolean[] {
  let previous: string | null = null;
  return (rows ?? []).map((r) => {
    const key = monthKey(r.date);
    const changed = key !== previous;
    previous = key;
    return changed;
  });
}

/** The `page` of a Hydra `next` link ('/api/ins_cuentas/5/ins_trans?page=3' → 3), or null. */
export function nextPageOf(view: { 'hydra:next'?: string } | null | undefined): number | null {
  const next = view?.['hydra:next'];
  if (!next) return null;
  const m = /[?&]page=(\d+)/.exec(next);
  return m ? Number(m[1]) : null;
}

/**
 * How a scoring key reads: as its catalogue says; a key the catalogue does not know by its name
 * (ratios as percentages, volume and balance fields as money, dates) or its value (booleans).
 */
export function scoringValueKind(key: string, value: unknown): ScoringValueKind {
  if (Object.hasOwn(SCORING_KEYS, key)) return SCORING_KEYS[key as ScoringKey].kind;
  if (typeof value === 'boolean') return 'boolean';
  const k = key.toLowerCase();
  if (k.includes('ratio')) return 'ratio';
  if (/(volum|saldo|balance|ingreso|gasto)/.test(k)) return 'money';
  if (k.startsWith('fecha') || k.endsWith('date')) return 'date';
  return 'text';
}

/** A scoring key's Spanish caption ('gastosMensuales' → 'Gastos mensuales'). */
export function scoringLabel(key: string): string {
  return Object.hasOwn(SCORING_KEYS, key) ? SCORING_KEYS[key as ScoringKey].label : key;
}

export interface ScoringRow {
  key: string;
  /** The key's Spanish caption. */
  label: string;
  kind: ScoringValueKind;
  text: string;
}

/**
 * loans §2 and §9: the scoring detail as key/value rows under their Spanish captions: booleans read
 * Sí or No, the days-negative ratio as a percentage with 2 decimals, money fields (balances,
 * volume, monthly income and expenses) as euros, dates as D/MM/YYYY.
 */
export function scoringRows(detail: Readonly<Record<string, unknown>> | null | undefined): ScoringRow[] {
  return Object.entries(detail ?? {}).map(([key, value]) => {
    const kind = scoringValueKind(key, value);
    const text =
      kind === 'boolean'
        ? value
          ? 'Sí'
          : 'No'
        : kind === 'ratio'
          ? formatDaysNegativeRatio(value)
          : kind === 'money'
            ? formatEur(value)
            : kind === 'date'
              ? isoToDisplay(value) || String(value ?? '')
              : value === null || value === undefined
                ? ''
                : String(value);
    return { key, label: scoringLabel(key), kind, text };
  });
}

/** loans §8: a failed other-info read with status 0 (never answered) shows nothing. */
export function shownReadError(status: number | null | undefined): boolean {
  return status !== 0;
}

export type { ComputedValues } from '../shared/economics';

export type HeaderFigureKey =
  | 'borrowerFeeInvestor'
  | 'borrowerFeePlatform'
  | 'affiliateFeeInvestor'
  | 'affiliateFeePlatform'
  | 'cobrosFeeInvestor'
  | 'cobrosFeePlatform'
  | 'interestBorrower'
  | 'interestInvestor'
  | 'interestPlatform'
  | 'monthlyPayment';

export interface HeaderFigure {
  key: HeaderFigureKey;
  kind: 'money' | 'percent';
  value: number;
}

/**
 * loans §3 "Computed values" as the header shows them: the opening fees of borrower and
 * affiliate split into investor and platform part, the cobros variant only on a collections
 * loan, the three interests and the monthly payment.
 */
export function headerFigures(computed: ComputedValues, cobros: boolean): HeaderFigure[] {
  const m = (key: HeaderFigureKey, value: number): HeaderFigure => ({ key, kind: 'money', value });
  const p = (key: HeaderFigureKey, value: number): HeaderFigure => ({ key, kind: 'percent', value });
  return [
    m('borrowerFeeInvestor', computed.borrowerOpeningFee.investor),
    m('borrowerFeePlatform', computed.borrowerOpeningFee.platform),
    ...(cobros
      ? [
          m('cobrosFeeInvestor', computed.cobrosOpeningFee.investor),
          m('cobrosFeePlatform', computed.cobrosOpeningFee.platform),
        ]
      : [
          m('affiliateFeeInvestor', computed.affiliateOpeningFee.investor),
          m('affiliateFeePlatform', computed.affiliateOpeningFee.platform),
        ]),
    p('interestBorrower', computed.interest.borrower),
    p('interestInvestor', computed.interest.investor),
    p('interestPlatform', computed.interest.platform),
    m('monthlyPayment', computed.monthlyPayment),
  ];
}
