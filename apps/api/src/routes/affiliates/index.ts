/**
 * The affiliate area's routes (platform §2, §3, §7): the list and dashboard, the record, its
 * detail sections and the selects, each registered from the contract with `spec(key)`.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/deps';
import { affiliateListRoutes } from './list';
import { affiliateRecordRoutes } from './record';
import { affiliateSectionRoutes } from './sections';
import { affiliateSelectRoutes } from './selects';

export {
  affiliateBody,
  cancellationMember,
  documentMember,
  linkMember,
  planMember,
} from './serialisers';

export async function affiliatesRoutes(app: FastifyInstance, deps: RouteDeps) {
  await affiliateListRoutes(app, deps);
  await affiliateRecordRoutes(app, deps);
  await affiliateSectionRoutes(app, deps);
  await affiliateSelectRoutes(app, deps);
}
