/**
 * A server list's state in the address bar (issues 13 and 15): its filters, page and order read
 * from the URL and written back to it as history entries (Back undoes a change), `notFound=1` (where a failed parameter check lands, loans
 * §8), and the API query of that state, the text filter once the user pauses. One hook for every
 * such list (financings, investors, installments, AMA), so a reload or a shared link shows the
 * same list everywhere.
 */
import { type RangePairs, rangeErrors } from '@backoffice/domain';
import type { ListOrder, LoadState } from '@backoffice/ui/screens/loan';
import { useRef } from 'react';
import { PAGE_PARAM, useListHistory } from './listHistory';
import { useDebouncedValue } from './useDebouncedValue';

const TEXT_DEBOUNCE_MS = 300;

export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number(params.get(PAGE_PARAM) ?? '1') || 1);
}

/** A list's load state (the shared one of its read), 'empty' when the answer counts nothing. */
export function emptyIfNone(state: LoadState, total: number | undefined): LoadState {
  return state === 'loaded' && total === 0 ? 'empty' : state;
}

/** `orden=cantidad` or `orden=-cantidad` (descending), only on the given columns. */
export function orderOf(params: URLSearchParams, sortable: readonly string[]): ListOrder | null {
  const raw = params.get('orden') ?? '';
  const field = raw.replace(/^-/, '');
  return sortable.includes(field) ? { field, direction: raw.startsWith('-') ? 'desc' : 'asc' } : null;
}

/** Adds the order and (past the first) the page to a list's URL parameters. */
export function withPageAndOrder(p: URLSearchParams, page: number, order: ListOrder | null) {
  if (order) p.set('orden', `${order.direction === 'desc' ? '-' : ''}${order.field}`);
  if (page > 1) p.set(PAGE_PARAM, String(page));
  return p;
}

/** How one list reads and writes its state: pure functions, tested without a browser. */
export interface ListUrlSpec<F extends object> {
  filtersOf(params: URLSearchParams): F;
  paramsOf(filters: F, page: number, order: ListOrder | null): URLSearchParams;
  queryOf(filters: F, page: number, order: ListOrder | null): Record<string, string>;
  sortable: readonly string[];
  /** The list's from–to filters: while one is inverted (the screen says why) the last query stays. */
  ranges?: RangePairs;
}

/**
 * The API query of the list a URL shows, its text filter taken as typed: what the list asks first
 * when it opens on that URL (the landing after login asks it before the list's screen is there).
 */
export function listQueryOf<F extends object>(spec: ListUrlSpec<F>, params: URLSearchParams) {
  return spec.queryOf(spec.filtersOf(params), pageOf(params), orderOf(params, spec.sortable));
}

/**
 * The list's state and its changes, ready to spread on a list screen: `listProps` (`filters`,
 * `order`, `page` and their `on…Change`; a new filter or order goes back to the first page),
 * `notFoundProps` for the lists that show the notFound landing (any change drops it), and `query`,
 * the API query of that state (of the last state whose ranges were in order).
 */
export function useListUrlState<F extends object>(spec: ListUrlSpec<F>) {
  const [params, show] = useListHistory();
  const filters = spec.filtersOf(params);
  const page = pageOf(params);
  const order = orderOf(params, spec.sortable);
  // A text filter (`text`) asks the server once the user pauses; the URL follows at once.
  const typed = 'text' in filters && typeof filters.text === 'string' ? filters.text : undefined;
  const text = useDebouncedValue(typed, TEXT_DEBOUNCE_MS);
  const asked = spec.queryOf(typed === undefined ? filters : { ...filters, text }, page, order);
  const inOrder =
    !spec.ranges || Object.keys(rangeErrors(filters as Record<string, unknown>, spec.ranges)).length === 0;
  const lastInOrder = useRef(asked);
  if (inOrder) lastInOrder.current = asked;
  const query = inOrder ? asked : lastInOrder.current;
  // Each change is a history entry (Back undoes it); keystrokes in one filter are one (listHistory).
  const write = (next: F, nextPage: number, nextOrder: ListOrder | null) =>
    show(spec.paramsOf(next, nextPage, nextOrder));
  return {
    query,
    listProps: {
      filters,
      onFiltersChange: (next: F) => write(next, 1, order),
      order,
      onOrderChange: (next: ListOrder | null) => write(filters, 1, next),
      page,
      onPageChange: (p: number) => write(filters, p, order),
    },
    notFoundProps: {
      notFound: params.get('notFound') === '1',
      onDismissNotFound: () => write(filters, page, order),
    },
  };
}
