import { messages } from '@backoffice/domain';
import type { FastifyInstance } from 'fastify';
import { access } from '../access';
import { httpError } from '../lib/httpError';

/** Every @type the API answers with; each has its context at /api/contexts/{Resource}. */
export const RESOURCE_TYPES = [
  'Account',
  'AffiliateDashboard',
  'AffiliateListRow',
  'Afiliado',
  'AfiliadoSecondaryReason',
  'Amortization',
  'Asnef',
  'Bank',
  'CancellationOperation',
  'Comentario',
  'Configuracion',
  'ConfiguracionAfiliado',
  'Credito',
  'Cuota',
  'DatosEmpresa',
  'Document',
  'Financiacion',
  'InsCuenta',
  'InsResumen',
  'InsScrapeReport',
  'InsTitular',
  'InsTran',
  'Insurance',
  'Inversion',
  'Inversor',
  'Killer',
  'LinkAfiliado',
  'LoanControlDetail',
  'MonederoDetail',
  'Operation',
  'PaymentMethod',
  'Product',
  'ProvisionFundQuarter',
  'SalesAgent',
  'ScoreResult',
  'SecondaryReason',
  'StatusHistory',
  'Task',
  'Transfer',
  'User',
  'UserLogin',
] as const;

/** Fields whose values are links (paths) to other resources: expanded as IRIs. */
const LINK_FIELDS = [
  'padre',
  'datosEmpresa',
  'administrador',
  'plataformaSalesAgent',
  'assignedSalesAgent',
  'associatedInvestor',
  'user',
  'afiliado',
  'loan',
  'secondaryReason',
  'download',
  'previousOperation',
  'nextOperation',
  'investor',
  'wallet',
  'coborrower',
  'salesAgent',
  'account',
  'parent',
  // Issue 13: the loan-detail reads.
  'credito',
  'scrape',
  'asnef',
  'insCuentas',
  'insTrans',
  'insTitulars',
] as const;

/**
 * The JSON-LD context of a resource: Hydra's terms by their usual prefix, the resource's own
 * fields under the API's vocabulary, and link fields typed as IRIs.
 */
export function contextFor(_type: string) {
  const ctx: Record<string, unknown> = {
    '@vocab': '/api/docs.jsonld#',
    hydra: 'http://www.w3.org/ns/hydra/core#',
  };
  for (const f of LINK_FIELDS) ctx[f] = { '@type': '@id' };
  return { '@context': ctx };
}

export async function contextsRoutes(app: FastifyInstance) {
  const known = new Set<string>(RESOURCE_TYPES);
  app.get<{ Params: { type: string } }>(
    '/api/contexts/:type',
    {
      config: { access: access('GET /api/contexts/:type') },
      schema: {
        params: { type: 'object', properties: { type: { type: 'string', pattern: '^[A-Za-z]{1,60}$' } } },
      },
    },
    async (request, reply) => {
      if (!known.has(request.params.type)) throw httpError(404, messages.general.notFound);
      reply
        .header('content-type', 'application/ld+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600');
      return contextFor(request.params.type);
    },
  );
}
