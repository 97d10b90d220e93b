/**
 * The investors list's state in the URL (issue 15): filters, page and order read from and written
 * to the address bar, and turned into the API's query. Pure, so a reload or a shared link shows
 * the same list.
 */
import { INVESTOR_LIST_SORTABLE } from '@backoffice/domain';
import { isInvestorStatus } from '@backoffice/domain/investor';
import {
  EMPTY_INVESTOR_FILTERS,
  type InvestorKind,
  type InvestorListFilters,
} from '@backoffice/ui/screens/investor/list';
import type { ListOrder } from '@backoffice/ui/screens/loan';
import { type ListUrlSpec, withPageAndOrder } from '../resources/useListUrlState';

/** URL name of each filter (Spanish, as the app's other lists). */
const PARAMS: Record<keyof InvestorListFilters, string> = {
  status: 'estado',
  kind: 'persona',
  text: 'texto',
};
/** The URL says 'fisica' / 'juridica'. */
const KINDS: Record<Exclude<InvestorKind, ''>, string> = { natural: 'fisica', legal: 'juridica' };

export function investorFiltersOf(params: URLSearchParams): InvestorListFilters {
  const status = (params.get(PARAMS.status) ?? '').toUpperCase();
  const kind = params.get(PARAMS.kind);
  return {
    ...EMPTY_INVESTOR_FILTERS,
    status: isInvestorStatus(status) ? status : '',
    kind: kind === KINDS.natural ? 'natural' : kind === KINDS.legal ? 'legal' : '',
    text: params.get(PARAMS.text) ?? '',
  };
}

/** The URL of a list state; `notFound` is dropped once the user changes anything. */
export function investorParamsOf(
  filters: InvestorListFilters,
  page: number,
  order: ListOrder | null,
): URLSearchParams {
  const p = new URLSearchParams();
  if (filters.status) p.set(PARAMS.status, filters.status);
  if (filters.kind) p.set(PARAMS.kind, KINDS[filters.kind]);
  if (filters.text) p.set(PARAMS.text, filters.text);
  return withPageAndOrder(p, page, order);
}

/** The query of GET /api/inversores for a list state (the API sets the page size). */
export function investorQueryOf(
  filters: InvestorListFilters,
  page: number,
  order: ListOrder | null,
): Record<string, string> {
  const text = filters.text.trim();
  return {
    page: String(page),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.kind ? { legalPerson: filters.kind === 'legal' ? '1' : '0' } : {}),
    ...(text ? { q: text.slice(0, 100) } : {}),
    ...(order ? { [`order[${order.field}]`]: order.direction } : {}),
  };
}

/** The investors list's state in the URL (its route and the landing after login read it alike). */
export const INVESTOR_LIST_URL_STATE: ListUrlSpec<InvestorListFilters> = {
  filtersOf: investorFiltersOf,
  paramsOf: investorParamsOf,
  queryOf: investorQueryOf,
  sortable: INVESTOR_LIST_SORTABLE,
};
