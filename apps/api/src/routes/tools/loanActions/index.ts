/**
 * The loan admin actions (issue 14), each registered through `loanActionRoute` (run.ts): one
 * plugin per owner, so the three files grow without touching each other.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../../lib/deps';
import { loanProviderActionsRoutes } from './providers';
import { loanStatusActionsRoutes } from './status';

export async function loanActionsRoutes(app: FastifyInstance, deps: RouteDeps) {
  await app.register(loanStatusActionsRoutes, deps);
  await app.register(loanProviderActionsRoutes, deps);
}
