/**
 * The admin's one set of data hooks (issue 11): a record reader, a list controller (collection,
 * filters, page and order in the URL, with a retry) and one write helper on SWR's mutation API.
 * Reads are keyed `[routeKey, params, query]` (./keys); the fetcher is the one of SWRConfig.
 */
import type { ApiRouteKey } from '@backoffice/domain/apiAccess';
import type { LoadState } from '@backoffice/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import {
  type Answer,
  type ApiError,
  type CallOptions,
  type PathParams,
  pathOf,
  type Query,
} from '../api/client';
import { useNotify } from '../notifications/NotificationsProvider';
import { useApi, useSession } from '../session/SessionProvider';
import { type Collection, loadStateOf, membersOf, pageLinksOf, totalOf } from './collection';
import { keyOfIri, type ReadKey, readKey } from './keys';
import { PAGE_PARAM, useListHistory } from './listHistory';

/** The signed-in user, their roles and id. */
export function useMe() {
  const { user } = useSession();
  return { user, roles: user?.roles ?? [], userId: user?.id ?? null };
}

export type Read<T> = SWRResponse<T, ApiError> & { state: LoadState };

/**
 * The record reader: one read by its key (null reads nothing yet), with its LoadState. A read of
 * a route is `useRouteRead`, typed by the contract; `useRecord<Answer<K>>(key)` types a key built
 * elsewhere by its route. A hand-named answer type (`useRecord<Foo>`) is a cast: avoid it.
 */
export function useRecord<T = unknown>(key: ReadKey | null, config?: SWRConfiguration<T, ApiError>): Read<T> {
  const swr = useSWR<T, ApiError>(key, config ?? {});
  // SWR tracks which fields a component reads: read them through the response, not a copy.
  return Object.defineProperty(swr, 'state', {
    get: () => loadStateOf(swr),
    enumerable: true,
  }) as Read<T>;
}

/**
 * useRecord of a route, its answer typed by the contract: `useRouteRead('GET /api/creditos/:id',
 * { id })`. Null params read nothing (yet); a route without path parameters reads with `{}`.
 * Keep the read in a variable before destructuring it: TypeScript would otherwise try to infer
 * the route from the destructuring pattern and give up ("excessively deep").
 */
export function useRouteRead<K extends ApiRouteKey>(
  route: K,
  params: PathParams<K> | null,
  query?: Query | null,
  config?: SWRConfiguration<Answer<K>, ApiError>,
): Read<Answer<K>> {
  return useRecord<Answer<K>>(params === null ? null : readKey(route, params, query), config);
}

/** A read as the props of a section ({ state, data, onRetry }); the cache keeps the answer as it came. */
export interface SectionRead<T> {
  state: LoadState;
  data: T | null;
  error: ApiError | undefined;
  onRetry: () => void;
}

/** A read as a section's props, its answer mapped by `select` (the members of a collection…). */
export function sectionOf<A, T = A>(
  read: { state: LoadState; data?: A; error?: ApiError; mutate: () => unknown },
  select?: (answer: A) => T,
): SectionRead<T> {
  const data = read.data;
  return {
    state: read.state,
    data: data === undefined ? null : select ? select(data) : (data as unknown as T),
    error: read.error,
    onRetry: () => void read.mutate(),
  };
}

/** A record the API links to by its IRI (`affiliate.datosEmpresa`), read through its route. */
export function useRecordAt<T = unknown>(iri: string | null | undefined): Read<T> {
  return useRecord<T>(keyOfIri(iri));
}

// ---------------------------------------------------------------------------------------------
// The list controller

export interface ListFilter {
  /** The search parameter of the page's URL (Spanish: `texto`, `estado`). */
  url: string;
  /** The query parameter the API reads. */
  api: string;
  /** The value when the URL says nothing (`Mis afiliados`: the user as sales agent). */
  fallback?: string;
  /** Typing asks the server once the user pauses this long. */
  debounceMs?: number;
}

export type SortDirection = 'asc' | 'desc';
export interface ListOrder {
  field: string;
  direction: SortDirection;
}

export interface ListSpec<K extends ApiRouteKey, F extends string> {
  route: K;
  /** The route's path parameters; null while they are not known (nothing is read). */
  params: PathParams<K> | null;
  filters?: Readonly<Record<F, ListFilter>>;
  pageSize: number;
  /** The API's name of the page size (`itemsPerPage`; `limit` on some lists). */
  pageSizeParam?: string;
  /** The fields the list sorts on (the server sorts; `order[field]=asc|desc`). */
  sortable?: readonly string[];
  /** Query parameters sent every time. */
  fixed?: Query;
}

export { PAGE_PARAM };

const ORDER_PARAM = /^order\[(.+)\]$/;

/** The order a URL keeps, when its field is one the list sorts on. */
export function orderOf(params: URLSearchParams, sortable: readonly string[] = []): ListOrder | null {
  for (const [name, value] of params) {
    const field = ORDER_PARAM.exec(name)?.[1];
    if (field && sortable.includes(field) && (value === 'asc' || value === 'desc'))
      return { field, direction: value };
  }
  return null;
}

/**
 * The list controller: a paged collection whose filters, page and order live in the page's URL
 * (a reload or a shared link shows the same list), read with the API's names for them. Other
 * parameters of the URL (`?afiliado=`) are kept.
 */
export function useList<Row, K extends ApiRouteKey = ApiRouteKey, F extends string = never>(
  spec: ListSpec<K, F>,
) {
  const [search, show] = useListHistory();
  const filterSpecs = (spec.filters ?? {}) as Readonly<Record<F, ListFilter>>;
  const names = Object.keys(filterSpecs) as F[];
  const filters = Object.fromEntries(
    names.map((n) => [n, search.get(filterSpecs[n].url) ?? filterSpecs[n].fallback ?? '']),
  ) as Record<F, string>;
  const page = Math.max(1, Number(search.get(PAGE_PARAM) ?? '1') || 1);
  const order = orderOf(search, spec.sortable);

  // What the user types shows at once; the debounced filters ask the server once they pause.
  const [typed, setTyped] = useState(filters);
  const [asked, setAsked] = useState(filters);
  const typedKey = JSON.stringify(typed);
  // Back or Forward (or a link) put other filters in the URL than this list last wrote: the
  // fields and the query follow the URL.
  const filtersKey = JSON.stringify(filters);
  const written = useRef(filtersKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for filters.
  useEffect(() => {
    if (filtersKey === written.current) return;
    written.current = filtersKey;
    setTyped(filters);
    setAsked(filters);
  }, [filtersKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: typedKey stands for typed.
  useEffect(() => {
    const delay = Math.max(0, ...names.map((n) => filterSpecs[n].debounceMs ?? 0));
    const t = setTimeout(() => setAsked(typed), delay);
    return () => clearTimeout(t);
  }, [typedKey]);
  const shown = Object.fromEntries(
    names.map((n) => [n, filterSpecs[n].debounceMs ? typed[n] : filters[n]]),
  ) as Record<F, string>;

  const query: Record<string, string> = {
    ...(spec.fixed as Record<string, string> | undefined),
    page: String(page),
    [spec.pageSizeParam ?? 'itemsPerPage']: String(spec.pageSize),
  };
  for (const n of names) {
    const value = (filterSpecs[n].debounceMs ? asked[n] : filters[n]).trim();
    if (value) query[filterSpecs[n].api] = value;
  }
  if (order) query[`order[${order.field}]`] = order.direction;
  const read = useRecord<Collection<Row> & Record<string, unknown>>(
    spec.params === null ? null : readKey(spec.route, spec.params, query),
  );

  const write = (next: Record<F, string>, nextPage: number, nextOrder: ListOrder | null) => {
    const p = new URLSearchParams(search);
    for (const n of names) {
      const f = filterSpecs[n];
      // A value other than the fallback is written, an empty one too when the fallback is not.
      if (next[n] !== (f.fallback ?? '')) p.set(f.url, next[n]);
      else p.delete(f.url);
    }
    if (nextPage > 1) p.set(PAGE_PARAM, String(nextPage));
    else p.delete(PAGE_PARAM);
    for (const name of [...p.keys()]) if (ORDER_PARAM.test(name)) p.delete(name);
    if (nextOrder) p.set(`order[${nextOrder.field}]`, nextOrder.direction);
    written.current = JSON.stringify(Object.fromEntries(names.map((n) => [n, next[n]])));
    show(p);
  };

  return {
    read,
    state: read.state,
    rows: membersOf(read.data) as Row[],
    total: totalOf(read.data),
    /** The pages the answer links (hydra:view), for the pager to follow. */
    links: pageLinksOf(read.data),
    data: read.data,
    /** The filters as the user sees them (typed text at once). */
    filters: shown,
    /** New filters go back to page 1. */
    setFilters: (next: Record<F, string>) => {
      setTyped(next);
      write(next, 1, order);
    },
    page,
    pageSize: spec.pageSize,
    setPage: (next: number) => write(shown, next, order),
    order,
    /** A new order goes back to page 1. */
    setOrder: (next: ListOrder | null) => write(shown, 1, next),
    retry: () => void read.mutate(),
    /** New filters or a new page are being read while the previous rows stay (keepPreviousData). */
    refreshing: read.isLoading && read.data !== undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// The write helper

interface WriteRequest {
  path: string;
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  headers?: Record<string, string>;
}

export interface WriteTexts {
  /** The §8 success text, notified once the write is done (none: the caller says it). */
  success?: string | null;
  /** The §8 failure text, notified with the server's reason when it gave one. */
  failure: string;
  /** What is being written (a row's @id, a flag's name): `busy` holds it meanwhile. */
  target?: string | null;
  /** Reads to revalidate once written: keys, or filters of keys (`isReadOf(route)`). */
  revalidate?: readonly (ReadKey | null | ((key: unknown) => boolean))[];
  /**
   * A failure the caller shows itself (inside a dialog, by leaving the page): true and nothing is
   * notified. The write still rejects.
   */
  handled?: (err: unknown) => boolean;
}

const WRITE_KEY = 'admin:write';

/**
 * The one write helper, on useSWRMutation: sends a write by its route key (or to an IRI the API
 * sent), says how it went (§8), revalidates the reads it changed. The promise rejects when the
 * write failed (already notified), so a form stays open with the user's input.
 */
export function useWrite() {
  const api = useApi();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const { trigger, isMutating } = useSWRMutation<unknown, ApiError, string, WriteRequest>(
    WRITE_KEY,
    (_key, { arg }) =>
      api.request(arg.path, {
        method: arg.method,
        ...(arg.body instanceof FormData
          ? { multipart: arg.body }
          : arg.body === undefined
            ? {}
            : { json: arg.body }),
        ...(arg.headers ? { headers: arg.headers } : {}),
      }),
    { revalidate: false, populateCache: false, throwOnError: true },
  );

  const send = useCallback(
    async (request: WriteRequest, texts: WriteTexts): Promise<unknown> => {
      setBusy(texts.target ?? request.path);
      try {
        const out = await trigger(request);
        if (texts.success) notify.success(texts.success);
        await Promise.all((texts.revalidate ?? []).map((k) => (k === null ? undefined : mutate(k))));
        return out;
      } catch (err) {
        if (!texts.handled?.(err)) notify.failure(err, texts.failure);
        throw err;
      } finally {
        setBusy(null);
      }
    },
    [trigger, notify, mutate],
  );

  return useMemo(
    () => ({
      /** The target being written, or null. */
      busy,
      isMutating,
      /** A write by its route key: `write.call('DELETE /api/documents/:id', { params: { id } }, texts)`. */
      call<K extends ApiRouteKey>(
        route: K,
        options: Pick<CallOptions<K>, 'query' | 'body' | 'headers'> & { params?: PathParams<K> },
        texts: WriteTexts,
      ) {
        const method = route.slice(0, route.indexOf(' ')) as WriteRequest['method'];
        const path = pathOf(
          route,
          options.params as Readonly<Record<string, string | number>> | undefined,
          options.query,
        );
        return send(
          { path, method, body: options.body, ...(options.headers ? { headers: options.headers } : {}) },
          texts,
        );
      },
      /** A write to an IRI the API sent (a plan's @id, the affiliate's datosEmpresa). */
      at(method: WriteRequest['method'], iri: string, body: unknown, texts: WriteTexts) {
        return send({ path: iri, method, body }, texts);
      },
    }),
    [busy, isMutating, send],
  );
}

/** Turns a rejected write into false: the failure was notified already. */
export const succeeded = (write: Promise<unknown>): Promise<boolean> =>
  write.then(
    () => true,
    () => false,
  );
