import { readTypedNumber } from '@backoffice/domain/format';

/**
 * Reads a decimal as staff type it, with the domain's one reader (es-ES: '12,5', '12.000',
 * '1.234,56'). Empty gives null; anything refused gives NaN, so the field can say why.
 */
export function parseDecimal(raw: string): number | null {
  const read = readTypedNumber(raw);
  return read.ok ? read.value : Number.NaN;
}

/** The number as a Spanish reader writes it, no grouping: 1234.5 → '1234,5'. */
export function formatDecimal(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return String(value).replace('.', ',');
}

/** Decimals of a step: 0.01 → 2. */
export function stepDecimals(step: number): number {
  const s = String(step);
  return s.includes('.') ? s.length - s.indexOf('.') - 1 : 0;
}

/** Decimals a number needs to be shown whole, up to `max`: 12.5 → 1, 12 → 0. */
export function decimalsOf(value: number, max = 4): number {
  for (let d = 0; d < max; d += 1) if (Number(value.toFixed(d)) === value) return d;
  return max;
}
