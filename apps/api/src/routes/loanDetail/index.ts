/**
 * loans §7 "Loan-detail reads": every GET of the loan detail, typed by the contract, one module
 * per section of the detail.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/deps';
import { amortizationRoutes } from './amortizations';
import { asnefRoutes } from './asnef';
import { bankScrapeRoutes } from './bankScrapes';
import { controlDetailRoutes } from './controlDetail';
import { installmentRoutes } from './installments';
import { investmentRoutes } from './investments';
import { lookupRoutes } from './lookups';
import { scoringRoutes } from './scoring';

export async function loanDetailRoutes(app: FastifyInstance, deps: RouteDeps) {
  await controlDetailRoutes(app, deps);
  await investmentRoutes(app, deps);
  await installmentRoutes(app, deps);
  await scoringRoutes(app, deps);
  await bankScrapeRoutes(app, deps);
  await asnefRoutes(app, deps);
  await amortizationRoutes(app, deps);
  await lookupRoutes(app, deps);
}
