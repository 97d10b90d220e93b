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
export const num = { type: ['number', 'null'] } as const;
export const int = { type: ['integer', 'null'] } as const;
export const bool = { type: ['boolean', 'null'] } as const;
