/** The affiliate list (`affiliatesInDepthList`) and the affiliates dashboard (issue 7). */
import {
  AFFILIATE_LIST_SORTABLE,
  AFFILIATE_STATES,
  affiliatePhase,
  messages,
  parseOrder,
} from '@backoffice/domain';
import type { QueryOf, ResponseOf } from '@backoffice/domain/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { queryAffiliateList } from '../../lib/affiliateList';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { containsPattern } from '../../lib/fold';
import { httpError } from '../../lib/httpError';
import { idFrom, iriOf, paramId } from '../../lib/iri';
import { collection, pageOffset, pagingFrom, resource } from '../../lib/jsonld';
import { affiliateScope, authOf, isRestricted } from '../../lib/scope';
import { VersionedCache } from '../../lib/versionedCache';
import { countsByState, latestStateChanges } from '../../repositories/affiliates';
import { affiliateListMember } from './serialisers';

type ListQuery = QueryOf<'GET /api/users/:id/affiliatesInDepthList'>;
type ListBody = ResponseOf<'GET /api/users/:id/affiliatesInDepthList'>;

export async function affiliateListRoutes(app: FastifyInstance, { db, readCache }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // The busiest call of the admin: its answers are kept per caller scope and URL, and serve only
  // while the affiliate list's data version (bumped by triggers on every change) is unchanged.
  const listCache = readCache ? new VersionedCache<ListBody>() : null;
  const serialised = new WeakMap<ListBody, string>();
  // Counts per status, text/status/salesAgent filters, order, paging.
  r.get(
    '/api/users/:id/affiliatesInDepthList',
    spec('GET /api/users/:id/affiliatesInDepthList'),
    async (request, reply) => {
      const auth = authOf(request);
      const userId = paramId(request.params.id);
      // A restricted user lists only their own affiliates, whoever's list they ask for.
      const scopeUser = isRestricted(auth) ? auth.id : null;
      if (scopeUser !== null && userId !== scopeUser) throw httpError(403, messages.auth.forbidden);
      const listUser = userId !== auth.id ? userId : null;
      const build = () => affiliateListBody(db, userId, scopeUser, listUser, request.query);
      // The key names everything the answer depends on besides the URL: whose scope it is
      // (restricted callers) and whose list (another user's assigned affiliates, or, for the
      // caller's own list, every affiliate). Without `listUser` a MICRO_ADMIN's look at an ADMIN's
      // list (that ADMIN's one affiliate) was served to the ADMIN as their own list (issue 12).
      const key = `${scopeUser ?? '*'} ${listUser ?? 'all'} ${request.url}`;
      const body = await (listCache ? listCache.get(auth.dataVersions.affiliate_list, key, build) : build());
      // A cached answer is serialised (by the route's response schema) once, not on every hit.
      let json = serialised.get(body);
      if (json === undefined) {
        const out = reply.serialize(body);
        json = typeof out === 'string' ? out : new TextDecoder().decode(out);
        serialised.set(body, json);
      }
      const text = json;
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => text)
        .send(body);
    },
  );

  // Issue 7 dashboard: counts by state and by phase, and the latest state changes.
  r.get('/api/afiliados_dashboard', spec('GET /api/afiliados_dashboard'), async (request) => {
    const scope = affiliateScope(authOf(request));
    const byState: Record<string, number> = Object.fromEntries(AFFILIATE_STATES.map((st) => [st, 0]));
    for (const row of await countsByState(db, scope)) byState[row.estadoCd] = row.n;
    const byPhase: Record<string, number> = { contact: 0, registration: 0, financing: 0 };
    for (const [st, n] of Object.entries(byState)) {
      const ph = affiliatePhase(st);
      if (ph) byPhase[ph] = (byPhase[ph] ?? 0) + n;
    }
    const changes = await latestStateChanges(db, scope, 10);
    return resource('AffiliateDashboard', '/api/afiliados_dashboard', {
      byState,
      byPhase,
      recentChanges: changes.map((c) => ({
        ...c,
        afiliado: iriOf('afiliado', c.affiliateId),
        date: c.date.toISOString(),
      })),
    });
  });
}

/** The affiliate list's answer: counts per status (for the other filters) and one page. */
async function affiliateListBody(
  db: Db,
  userId: number,
  scopeUser: number | null,
  listUser: number | null,
  q: ListQuery,
): Promise<ListBody> {
  const statuses = (q.status ?? '')
    .split(',')
    .map((x) => x.trim().toUpperCase())
    .filter(Boolean);
  if (statuses.some((x) => !(AFFILIATE_STATES as readonly string[]).includes(x)))
    throw httpError(400, messages.general.invalidParams);
  const agentId = q.salesAgent ? idFrom('user', q.salesAgent) : null;
  const pattern = q.text?.trim() ? containsPattern(q.text) : null;
  const sorted = parseOrder(q, AFFILIATE_LIST_SORTABLE);
  if (sorted.error !== null) throw httpError(400, messages.lists.unknownOrder(sorted.error));
  const paging = pagingFrom(q, 30);
  const result = await queryAffiliateList(db, {
    scopeUser,
    listUser,
    salesAgent: agentId,
    pattern,
    statuses,
    order: sorted.order,
    limit: paging.enabled ? paging.itemsPerPage : null,
    offset: paging.enabled ? pageOffset(paging) : 0,
  });
  const counts: Record<string, number> = Object.fromEntries(AFFILIATE_STATES.map((st) => [st, 0]));
  for (const [st, n] of Object.entries(result.counts)) counts[st] = n;
  const total = statuses.length
    ? statuses.reduce((sum, st) => sum + (counts[st] ?? 0), 0)
    : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    ...collection(
      'AffiliateListRow',
      `/api/users/${userId}/affiliatesInDepthList`,
      q,
      result.rows.map(affiliateListMember),
      total,
      paging,
    ),
    countsByStatus: counts,
  };
}
