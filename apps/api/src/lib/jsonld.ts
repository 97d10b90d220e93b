/** JSON-LD / Hydra helpers: every resource carries @context, @id and @type; links are paths. */

export interface ResourceMeta {
  type: string;
  id: string;
}

export function resource<T extends object>(type: string, iri: string, body: T) {
  return { '@context': `/api/contexts/${type}`, '@id': iri, '@type': type, ...body };
}

/** A member inside a collection does not repeat the @context. */
export function member<T extends object>(type: string, iri: string, body: T) {
  return { '@id': iri, '@type': type, ...body };
}

export interface Paging {
  page: number;
  itemsPerPage: number;
  enabled: boolean;
}

/** Every row at once (`pagination=false` and the short per-loan lists). */
export const ALL_ROWS: Paging = { page: 1, itemsPerPage: 1000, enabled: false };

/** A collection's `hydra:view`: the page's own link and, when paged, its neighbours. */
export interface HydraPageView {
  '@id': string;
  '@type': string;
  'hydra:first'?: string;
  'hydra:last'?: string;
  'hydra:previous'?: string;
  'hydra:next'?: string;
}

/** A Hydra collection typed by its members (the loan routes' response schemas check the shape). */
export function collection<M>(
  type: string,
  basePath: string,
  query: Readonly<Record<string, string | undefined>>,
  members: M[],
  totalItems: number,
  paging: Paging,
  /** Pages the links may name (lib/paging.ts refuses those too deep in a large list). */
  reachable: (page: number) => boolean = () => true,
) {
  const view: HydraPageView = {
    '@id': pageUrl(basePath, query, paging.page),
    '@type': 'hydra:PartialCollectionView',
  };
  if (paging.enabled) {
    const last = Math.max(1, Math.ceil(totalItems / paging.itemsPerPage));
    view['hydra:first'] = pageUrl(basePath, query, 1);
    if (reachable(last)) view['hydra:last'] = pageUrl(basePath, query, last);
    if (paging.page > 1 && reachable(paging.page - 1))
      view['hydra:previous'] = pageUrl(basePath, query, paging.page - 1);
    if (paging.page < last && reachable(paging.page + 1))
      view['hydra:next'] = pageUrl(basePath, query, paging.page + 1);
  }
  return {
    '@context': `/api/contexts/${type}`,
    '@id': basePath,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': totalItems,
    'hydra:view': view,
  };
}

export function pageUrl(basePath: string, query: Record<string, string | undefined>, page: number) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && k !== 'page') params.set(k, v);
  params.set('page', String(page));
  return `${basePath}?${params.toString()}`;
}

const MAX_ITEMS_PER_PAGE = 1000;

/** Reads `page`, `itemsPerPage` (capped) and `pagination=false` from a query. */
export function pagingFrom(query: Record<string, string | undefined>, defaultPerPage = 30): Paging {
  const enabled = query.pagination !== 'false';
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  const per =
    Number.parseInt(query.itemsPerPage ?? query.limit ?? String(defaultPerPage), 10) || defaultPerPage;
  return { page, itemsPerPage: Math.min(MAX_ITEMS_PER_PAGE, Math.max(1, per)), enabled };
}

/** Where a page starts: the number of rows before it. */
export function pageOffset(paging: Paging): number {
  return (paging.page - 1) * paging.itemsPerPage;
}

/**
 * The rows of a query for this paging: its page, or every row with `pagination=false`. Takes any
 * query builder (`limit(...).offset(...)` gives the same rows as the query itself).
 */
export function pageOf<Rows>(
  query: PromiseLike<Rows> & { limit(n: number): { offset(n: number): PromiseLike<Rows> } },
  paging: Paging,
): PromiseLike<Rows> {
  return paging.enabled ? query.limit(paging.itemsPerPage).offset(pageOffset(paging)) : query;
}

/** The JSON-LD context documents served at /api/contexts/{Resource}. */
export function contextDocument(type: string, fields: readonly string[]) {
  const ctx: Record<string, unknown> = {
    '@vocab': '/api/docs.jsonld#',
    hydra: 'http://www.w3.org/ns/hydra/core#',
  };
  for (const f of fields) ctx[f] = `${type}/${f}`;
  return { '@context': ctx };
}
