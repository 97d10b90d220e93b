/**
 * Cells of a spreadsheet the admin writes from rows (exports): text that a spreadsheet would read
 * as a formula (=, +, -, @, or a tab or carriage return first) gets a leading apostrophe, so a
 * borrower named '=HYPERLINK(…)' stays text (OWASP "CSV injection"). Numbers, booleans and empty
 * values pass as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Every cell of a row through spreadsheetCell, keeping the column order. */
export function spreadsheetRow(
  row: Readonly<Record<string, unknown>>,
): Record<string, string | number | boolean | null> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, spreadsheetCell(v)]));
}
