/**
 * Formatting of money, dates, weeks, names and percentages (platform-and-affiliates.md §9,
 * loans-and-investors.md §2, §5 and §9). Pure: no Intl locale data is relied on, so the output is
 * the same in Node, browsers and test runners whatever ICU they ship.
 */
import { groupThousands, splitFixed, toNumber } from './internal/number';

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
