/**
 * Formatting of money, dates, weeks, names and percentages (platform-and-affiliates.md §9,
 * loans-and-investors.md §2, §5 and §9). Money relies on no Intl locale data, so it prints the
 * same in Node, browsers and test runners whatever ICU they ship. Dates live in `./dates` (dayjs
 * with its `es` locale) and are re-exported here.
 */
import { groupThousands, roundTo, splitFixed, toNumber } from '../internal/number';

export {
  BUSINESS_TIME_ZONE,
  businessDay,
  type DateParse,
  displayToIso,
  formatCommentDate,
  formatExpiry,
  formatInstant,
  isImputableDay,
  isIsoDate,
  isoToDisplay,
  monthName,
  parseDisplayDate,
  SPANISH_MONTHS,
  SPANISH_MONTHS_SHORT,
  SPANISH_WEEKDAYS,
  weekdayName,
  weekOfYear,
  weekRange,
  weekStep,
  weeksInYear,
} from './dates';

/** The no-break space Intl puts between an es-ES amount and its currency symbol. */
export const NBSP = '\u00A0';

/**
 * es-ES currency with 2 decimals, as `Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })`
 * prints it: CLDR's minimum grouping of 2 leaves four-digit amounts ungrouped ('1234,56 €') and
 * groups from five digits ('12.345,68 €'). Unreadable input gives ''.
 */
export function formatEur(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return '';
  const { negative, int, frac } = splitFixed(n, 2);
  const grouped = int.length >= 5 ? groupThousands(int, '.') : int;
  return `${negative ? '-' : ''}${grouped},${frac}${NBSP}€`;
}

/**
 * The plan-screen variant (§9): symbol at the end, '.' for every thousand (four-digit amounts
 * too) and ',' for decimals: '1.234,56 €'.
 */
export function formatEurPlan(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return '';
  const { negative, int, frac } = splitFixed(n, 2);
  return `${negative ? '-' : ''}${groupThousands(int, '.')},${frac}${NBSP}€`;
}

/**
 * Reads an amount as formatEur or formatEurPlan print it, or as typed in a form: '1.234,56 €',
 * '1234,56', ' 12 ', 12.5. Unreadable input gives null.
 */
export function parseEur(value: unknown): number | null {
  if (typeof value === 'string') return toNumber(value.replace(/€/g, ''));
  return toNumber(value);
}

/**
 * Reads a number as a form or an API client sends it: 12, '12', ' 1.234,56 ' (es-ES), '1234.56'.
 * Unreadable input gives null. The API reads every numeric field with it, as the forms do.
 */
export function parseNumber(value: unknown): number | null {
  return toNumber(value);
}

/**
 * A number typed by a person, read es-ES: `value` (null when empty), or why it is refused
 * (`typedNumberError` in ./validation gives the Spanish text).
 */
export type TypedNumber =
  | { readonly ok: true; readonly value: number | null }
  | { readonly ok: false; readonly reason: 'ambiguous' | 'invalid' };

const GROUPED = /^[1-9]\d{0,2}(\.\d{3})+(,\d+)?$/; // 12.000 · 1.234.567,89
const PLAIN = /^(\d+(,\d*)?|,\d+)$/; // 12 · 12,5 · 12, · ,5

/**
 * The one reader of numbers and amounts typed in a form or a filter (es-ES): the comma is the
 * decimal mark and the point groups thousands, so '12.000' is 12000, '12.000,50' is 12000.5 and
 * '12,5' is 12.5. Spaces, a leading sign and a trailing '€' are allowed. A point that cannot group
 * thousands ('12.5', '0.75', '1234.56', '12.00') is refused rather than guessed: read as a decimal mark it
 * would make '12.50' and '12.500' differ a thousandfold.
 */
export function readTypedNumber(raw: string): TypedNumber {
  const t = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (t === '') return { ok: true, value: null };
  const sign = t.startsWith('-') ? -1 : 1;
  const body = t.replace(/^[+-]/, '');
  if (GROUPED.test(body) || PLAIN.test(body)) {
    const n = Number(body.replace(/\./g, '').replace(',', '.'));
    if (Number.isFinite(n)) return { ok: true, value: n === 0 ? 0 : sign * n };
  }
  if (/^[\d.,]+$/.test(body) && body.includes('.')) return { ok: false, reason: 'ambiguous' };
  return { ok: false, reason: 'invalid' };
}

/**
 * An amount typed in a list filter ('1.234,56', '1234,56', '12.000') as the query value the API takes
 * ('1234.56'): not negative, at most 9 integer digits and 2 decimals; anything else is no filter.
 */
export function amountFilterValue(value: string): string | undefined {
  const read = readTypedNumber(value);
  const n = read.ok ? read.value : null;
  if (n === null || n < 0 || n >= 1e9 || Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return undefined;
  return String(n);
}

// ---------------------------------------------------------------------------------------------
// Names, titles and figures (loans §2 and §5, platform §2)

/**
 * loans §2: the loan id zero-padded to 7 digits with prefix F (financing), B (bnpl) or C
 * (any other credit). Ids longer than 7 digits are kept whole. Bad ids give ''.
 */
export function financingName(id: unknown, tipo: unknown): string {
  const n = toNumber(id);
  if (n === null || !Number.isInteger(n) || n < 0) return '';
  const t =
    typeof tipo === 'string'
      ? tipo
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .trim()
          .toLowerCase()
      : '';
  const prefix = t === 'financiacion' ? 'F' : t === 'bnpl' ? 'B' : 'C';
  return `${prefix}${String(n).padStart(7, '0')}`;
}

/**
 * platform §2: a report column's title is its camel-case key split into lower-case words with a
 * capital first letter: 'camelCaseKey' → 'Camel case key'. A run of capitals is one word
 * ('totalIBANCount' → 'Total iban count'); underscores and hyphens also split.
 */
export function reportColumnTitle(key: unknown): string {
  if (typeof key !== 'string') return '';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Formats a number es-ES with `decimals` decimals and '.' thousands from five digits, as Intl does. */
export function formatNumber(value: unknown, decimals = 2): string {
  const n = toNumber(value);
  if (n === null) return '';
  const { negative, int, frac } = splitFixed(n, decimals);
  const grouped = int.length >= 5 ? groupThousands(int, '.') : int;
  return `${negative ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

/**
 * loans §2: the scoring's days-negative ratio as a percentage with 2 decimals; the ratio comes
 * as a fraction (0.1234 → '12,34 %', es-ES with a no-break space). Bad input gives ''.
 */
export function formatDaysNegativeRatio(ratio: unknown): string {
  const n = toNumber(ratio);
  return n === null ? '' : `${formatNumber(n * 100, 2)}${NBSP}%`;
}

/**
 * loans §5: cumulative overdue amounts are rounded to 2 decimals. Gives the running totals of the
 * amounts, each rounded to the cent (the total is rounded, not summed from rounded parts, so
 * binary-float dust such as 0.1 + 0.2 never shows). Unreadable amounts count as 0.
 */
export function roundCumulativeOverdue(amounts: readonly unknown[] | null | undefined): number[] {
  let total = 0;
  return (amounts ?? []).map((a) => {
    total += toNumber(a) ?? 0;
    return roundTo(total, 2);
  });
}
