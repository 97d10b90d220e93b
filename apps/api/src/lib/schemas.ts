/** JSON schema pieces shared by the route plugins. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } },
} as const;

export const pagingQuery = {
  page: { type: 'string', pattern: '^[0-9]{1,6}$' },
  itemsPerPage: { type: 'string', pattern: '^[0-9]{1,4}$' },
  limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
  pagination: { type: 'string', enum: ['true', 'false'] },
} as const;

export const str = (maxLength = 255) => ({ type: ['string', 'null'], maxLength }) as const;
export const bool = { type: ['boolean', 'null'] } as const;

/**
 * Bounds that match the columns (issue 12: out-of-range numbers are a 400, not a database error):
 * int4, numeric(14,2) money, numeric(9,4) percentages, numeric(8,2) scores.
 */
export const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;
export const int4 = { type: ['integer', 'null'], minimum: INT4.min, maximum: INT4.max } as const;
export const money = {
  type: ['number', 'null'],
  minimum: -999_999_999_999.99,
  maximum: 999_999_999_999.99,
} as const;
export const pct = { type: ['number', 'null'], minimum: -99_999.9999, maximum: 99_999.9999 } as const;
export const score = { type: ['number', 'null'], minimum: -999_999.99, maximum: 999_999.99 } as const;
/** A calendar day, 'YYYY-MM-DD', that exists (the handler checks the day with isIsoDate). */
export const isoDate = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
