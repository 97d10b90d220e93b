/**
 * Bounds that match the columns (out-of-range numbers are a 400, not a database error): int4,
 * numeric(14,2) money, numeric(9,4) percentages.
 */
export const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;
export const money = {
  type: ['number', 'null'],
  minimum: -999_999_999_999.99,
  maximum: 999_999_999_999.99,
} as const;
export const pct = { type: ['number', 'null'], minimum: -99_999.9999, maximum: 99_999.9999 } as const;
