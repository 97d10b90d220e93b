/**
 * The investor list's declared sortable columns (`order[field]=asc|desc`; any other field is a
 * 400, read with parseOrder as the other lists are) and its page size.
 */

export const INVESTOR_LIST_SORTABLE = ['id', 'name', 'email', 'status', 'createdAt', 'balance'] as const;
export type InvestorListSortable = (typeof INVESTOR_LIST_SORTABLE)[number];

/** Rows per page of `GET /api/inversores` (the same as the financing list, loans §9). */
export const INVESTOR_LIST_PAGE_SIZE = 100;
