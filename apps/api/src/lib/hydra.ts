import type { HydraView } from '@backoffice/domain/contract';
import type { Static } from '@fastify/type-provider-typebox';
import { type Paging, pageUrl } from './jsonld';

/**
 * A Hydra collection typed by its members, for the routes answered through the TypeBox contract
 * (the same shape as jsonld.ts's `collection`, with the view typed as the contract declares it).
 */
export function typedCollection<M>(
  type: string,
  basePath: string,
  query: Readonly<Record<string, string | undefined>>,
  members: M[],
  totalItems: number,
  paging: Paging,
) {
  const view: Static<typeof HydraView> = {
    '@id': pageUrl(basePath, query, paging.page),
    '@type': 'hydra:PartialCollectionView',
  };
  if (paging.enabled) {
    const last = Math.max(1, Math.ceil(totalItems / paging.itemsPerPage));
    view['hydra:first'] = pageUrl(basePath, query, 1);
    view['hydra:last'] = pageUrl(basePath, query, last);
    if (paging.page > 1) view['hydra:previous'] = pageUrl(basePath, query, paging.page - 1);
    if (paging.page < last) view['hydra:next'] = pageUrl(basePath, query, paging.page + 1);
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

/** Every row at once (`pagination=false` and the short per-loan lists). */
export const ALL_ROWS: Paging = { page: 1, itemsPerPage: 1000, enabled: false };
