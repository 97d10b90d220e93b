/**
 * The page the app lands on once the session is there starts loading while the login is still
 * answering: its screen's chunk when the form is sent (`prefetchLandingScreens`), its first list
 * read as soon as the token is known, beside the bootstrap read (`prefetchLandingReads`), instead
 * of one after the other once the shell has mounted. Part of the shell's chunk, which App starts
 * loading at the login's submit: /login's first load carries none of it.
 */
import { matchRoute } from '@backoffice/domain';
import { preload } from 'swr';
import type { ApiClient } from '../api/client';
import { INVESTOR_LIST_URL_STATE } from '../investors/investorListUrl';
import { AMA_LIST_URL_STATE, INSTALLMENT_LIST_URL_STATE, LOAN_LIST_URL_STATE } from '../loans/list/urlState';
import { fetchRead, type ReadKey, readKey } from '../resources/keys';
import { listQueryOf } from '../resources/useListUrlState';
import { pendingScreen, SCREENS } from './registry';

/**
 * The first read of each list route as its screen makes it (same key, so the screen's read takes
 * the answer already on its way): the list's query of the URL's filters, page and order.
 */
const FIRST_READS: Readonly<Record<string, (params: URLSearchParams) => ReadKey>> = {
  '/creditos/financiaciones': (p) =>
    readKey('GET /api/financiaciones', {}, listQueryOf(LOAN_LIST_URL_STATE, p)),
  '/creditos/cuotas': (p) => readKey('GET /api/cuotas', {}, listQueryOf(INSTALLMENT_LIST_URL_STATE, p)),
  '/creditos/listado-AMA': (p) => readKey('GET /api/amas', {}, listQueryOf(AMA_LIST_URL_STATE, p)),
  '/inversores/inversores': (p) =>
    readKey('GET /api/inversores', {}, listQueryOf(INVESTOR_LIST_URL_STATE, p)),
};

const ignore = () => {};

/** Starts the landing screen's chunk (with the chunks it imports); the shell's is on its way. */
export function prefetchLandingScreens(url: URL): void {
  const route = matchRoute(url.pathname)?.route.path ?? '';
  (SCREENS[route] ?? pendingScreen)().catch(ignore);
}

/**
 * Sends the landing list's first read with the new token, into the read cache's preload slot,
 * where the screen's read of the same key picks it up. A route the user may not open is asked
 * too (its 403 is never shown: the guard refuses the route before the screen reads).
 */
export function prefetchLandingReads(api: ApiClient, token: string, url: URL): void {
  const route = matchRoute(url.pathname)?.route.path ?? '';
  const first = FIRST_READS[route];
  if (!first) return;
  const withToken: ApiClient = {
    ...api,
    request: (path, options = {}) =>
      api.request(path, {
        ...options,
        anonymous: true,
        headers: { ...options.headers, authorization: `Bearer ${token}` },
      }),
  };
  // (SWR's preload does nothing outside a browser, and answers undefined there.)
  void Promise.resolve(preload(first(url.searchParams), (key: ReadKey) => fetchRead(withToken, key))).catch(
    ignore,
  );
}
