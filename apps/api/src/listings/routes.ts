import { messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { pageUrl } from '../lib/jsonld';
import { reachablePages } from '../lib/paging';
import { LISTING_ROW } from '../lib/resourceClasses';
import { authOf } from '../lib/scope';
import { LISTINGS } from './catalogue';
import { type Row, readPage, resolve, rowFieldsOf, sortableOf } from './engine';
import { sendXlsx } from './xlsx';

const MAX_PER_PAGE = 500;

/** The class of a listing's rows, whatever the listing: its properties are every listing's columns. */
export { LISTING_ROW };

/**
 * GET /api/listados/{id} (issue 16): any listing, as a JSON-LD Hydra page with its columns,
 * filters and order, or with `format=xlsx` as a spreadsheet streamed while the rows are read.
 * The listing's roles (its route's in the domain table, or a report's own) give 403.
 */
export async function listingRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/listados/:id', spec('GET /api/listados/:id'), async (request, reply) => {
    const def = LISTINGS.get(request.params.id);
    if (!def) throw httpError(404, messages.general.notFound);
    const query = request.query as Record<string, string | undefined>;
    const resolved = resolve(def, query, authOf(request), now());
    const fileName = `${resolved.title}.xlsx`;

    if (query.format === 'xlsx') return sendXlsx(reply, db, resolved);

    const perPage = Math.min(
      MAX_PER_PAGE,
      Math.max(1, Number(query.itemsPerPage ?? def.pageSize ?? 50) || 50),
    );
    const page = Math.max(1, Number(query.page ?? 1) || 1);
    const { total, rows } = await readPage(db, resolved, page, perPage);
    const fields = rowFieldsOf(def);
    const base = `/api/listados/${def.id}`;
    const last = Math.max(1, Math.ceil(total.n / perPage));
    const reachable = reachablePages(total, perPage);
    const kept: Record<string, string | undefined> = { ...query, itemsPerPage: String(perPage) };
    const view: Record<string, string> = {
      '@id': pageUrl(base, kept, page),
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': pageUrl(base, kept, 1),
    };
    // Links only to pages that are served (lib/paging.ts: not too deep in a large list).
    if (reachable(last)) view['hydra:last'] = pageUrl(base, kept, last);
    if (page > 1 && reachable(page - 1)) view['hydra:previous'] = pageUrl(base, kept, page - 1);
    if (page < last && reachable(page + 1)) view['hydra:next'] = pageUrl(base, kept, page + 1);
    return {
      // As every collection: the context of its members' class (documented in /api/docs.jsonld).
      '@context': `/api/contexts/${LISTING_ROW}`,
      '@id': base,
      '@type': 'hydra:Collection',
      'hydra:member': rows.map((row) => {
        const member: Row = { '@type': LISTING_ROW };
        for (const f of fields) member[f] = row[f] ?? null;
        return member;
      }),
      'hydra:totalItems': total.n,
      countsEstimated: total.estimated,
      'hydra:view': view as { '@id': string; '@type': string },
      title: resolved.title,
      columns: [...def.columns],
      filters: (def.filters ?? []).map(({ name, label, type, options }) => ({
        name,
        label,
        type,
        ...(options ? { options: [...options] } : {}),
      })),
      order: resolved.order,
      sortable: [...sortableOf(def)],
      fileName,
    };
  });
}
