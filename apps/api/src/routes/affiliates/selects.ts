/** The affiliate area's selects: options as `{ value, label }` (labels from the catalogue). */
import { AFFILIATE_STATE_LABELS, AFFILIATE_STATES, affiliatePhase } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { iriOf } from '../../lib/iri';
import { affiliateScope, authOf } from '../../lib/scope';
import { affiliateOptions } from '../../repositories/affiliates';

export async function affiliateSelectRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/afiliados/estadosSelect', spec('GET /api/afiliados/estadosSelect'), async () =>
    AFFILIATE_STATES.map((value) => ({
      value,
      label: AFFILIATE_STATE_LABELS[value],
      phase: affiliatePhase(value),
    })),
  );

  r.get('/api/afiliados/afiliadosSelect', spec('GET /api/afiliados/afiliadosSelect'), async (request) => {
    const rows = await affiliateOptions(db, affiliateScope(authOf(request)), request.query.q?.trim());
    return rows.map((a) => ({ value: iriOf('afiliado', a.id), label: `${a.code} - ${a.nombre}` }));
  });
}
