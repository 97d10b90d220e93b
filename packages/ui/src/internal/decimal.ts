/**
 * Reads a decimal as staff type it: '12,5', '1.234,56' (Spanish), '12.5'. Empty gives null;
 * anything else that is not a number gives NaN, so the field can say so.
 */
export function parseDecimal(raw: string): number | null {
  const t = raw.replace(/\s/g, '');
  if (t === '') return null;
  // With a comma the comma is the decimal mark and dots group thousands; without one a dot is decimal.
  const norm = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(norm) ? Number(norm) : Number.NaN;
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
