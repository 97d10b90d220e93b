/**
 * The affiliate lists' declared sortable columns (issue 11: `order[field]=asc|desc` on these,
 * any other field is a 400). Read with `parseOrder` (loan/loans.ts), as the loan lists are.
 */

/** `GET /api/users/{id}/affiliatesInDepthList`: the columns of the affiliate itself. */
export const AFFILIATE_LIST_SORTABLE = ['id', 'code', 'name', 'origin', 'status'] as const;
export type AffiliateListSortable = (typeof AFFILIATE_LIST_SORTABLE)[number];

/** `GET /api/afiliados/{id}/financiacionList`: the loan columns of the affiliate's financing list. */
export const AFFILIATE_FINANCING_SORTABLE = [
  'id',
  'code',
  'createdAt',
  'amount',
  'duration',
  'status',
] as const;
export type AffiliateFinancingSortable = (typeof AFFILIATE_FINANCING_SORTABLE)[number];
