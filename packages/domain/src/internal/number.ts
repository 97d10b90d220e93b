/**
 * Number helpers shared by formatting, economics and validation. Private to the package.
 */

/** Reads a number from user input: numbers, numeric strings with stray spaces or a decimal comma. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/\s+/g, '');
  if (trimmed === '') return null;
  // '1.234,56' (es-ES) and '1234,56' both read as 1234.56; '1234.56' stays as it is.
  const normalised = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normalised)) return null;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

/**
 * Rounds half away from zero at `decimals`, on the shortest decimal form of the number, so that
 * 1.005 rounds to 1.01 as a person (and Intl) would, not to 1.00 as binary floating point does.
 */
export function roundTo(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return 0;
  const sign = value < 0 ? -1 : 1;
  const abs = Math.abs(value);
  if (abs >= 1e15) return value;
  const shifted = Number(`${abs}e${decimals}`);
  const rounded = Number(`${Math.round(shifted)}e-${decimals}`);
  // Avoid -0: a negative that rounds to nothing is simply zero.
  return rounded === 0 ? 0 : sign * rounded;
}

/** Groups the integer digits with `sep` every three digits from the right. */
export function groupThousands(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** '1234.5' with 2 decimals → { int: '1234', frac: '50' } after rounding; the sign is separate. */
export function splitFixed(
  value: number,
  decimals: number,
): { negative: boolean; int: string; frac: string } {
  const rounded = roundTo(value, decimals);
  const negative = rounded < 0;
  const fixed = Math.abs(rounded).toFixed(decimals);
  const [int = '0', frac = ''] = fixed.split('.');
  return { negative, int, frac };
}

/** null, undefined or a string of only spaces. */
export const isBlank = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
