/** The loan lists: loans (financiaciones), installments (cuotas) and advance amortizations (AMA). */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/deps';
import { amaListRoutes } from './amas';
import { installmentListRoutes } from './cuotas';
import { financingListRoutes } from './financiaciones';

export async function loanListsRoutes(app: FastifyInstance, deps: RouteDeps) {
  await financingListRoutes(app, deps);
  await installmentListRoutes(app, deps);
  await amaListRoutes(app, deps);
}
