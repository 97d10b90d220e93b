/**
 * `/api/tools/*`, in one place (issue 11): the tools on an affiliate and on a user's wallet, the
 * money movements, the parameter check of the detail screens, working hours and reports. Every
 * route is registered from the contract (`spec(key)`); the tools that act on a record answer
 * JSON-LD resources through lib/jsonld. The loan admin actions (`loanActions/`, with their runner)
 * and the loan flows (`loanFlows.ts`) live here too; app.ts registers them after the loan routes.
 * One loan read stays elsewhere: advanceAmortizationSimulation, in routes/loanDetail.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/deps';
import { affiliateToolsRoutes } from './affiliate';
import { amortizationToolsRoutes } from './amortization';
import { excelActionsToolsRoutes } from './excelActions';
import { moneyToolsRoutes } from './money';
import { monthInstallmentsToolsRoutes } from './monthInstallments';
import { parametersToolsRoutes } from './parameters';
import { reportsToolsRoutes } from './reports';
import { securitizationToolsRoutes } from './securitization';
import { walletToolsRoutes } from './wallet';
import { workedDaysToolsRoutes } from './workedDays';

export async function toolsRoutes(app: FastifyInstance, deps: RouteDeps) {
  await app.register(affiliateToolsRoutes, deps);
  await app.register(walletToolsRoutes, deps);
  await app.register(moneyToolsRoutes, deps);
  await app.register(parametersToolsRoutes, deps);
  await app.register(workedDaysToolsRoutes, deps);
  await app.register(reportsToolsRoutes, deps);
  await app.register(securitizationToolsRoutes, deps);
  await app.register(excelActionsToolsRoutes, deps);
  await app.register(monthInstallmentsToolsRoutes, deps);
  await app.register(amortizationToolsRoutes, deps);
}
