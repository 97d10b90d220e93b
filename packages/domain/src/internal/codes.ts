/** Code readers shared by the catalogues. Private to the package. */

/** Reads a code: trims, upper-cases; non-strings give ''. */
export function code(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

/** Reads an integer status from a number or a numeric string; anything else is null. */
export function intCode(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value)) return Number(value);
  return null;
}
