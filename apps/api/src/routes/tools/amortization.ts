/**
 * `GET /api/tools/microadmin/advanceAmortizationSimulation/{creditId}` (loans §7): the advance
 * amortization of a loan today, or with `?cancellation=1&consumedAmount=` its cancellation.
 */

import { messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { amortizationFigures, isoDay } from '../../lib/amortization';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { httpError } from '../../lib/httpError';
import { paramId } from '../../lib/iri';
import { assertLoanInScope, authOf } from '../../lib/scope';

const yes = (v: string | undefined) => v === '1' || v === 'true';

export async function amortizationToolsRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/tools/microadmin/advanceAmortizationSimulation/:id',
    spec('GET /api/tools/microadmin/advanceAmortizationSimulation/:id'),
    async (request) => {
      const id = paramId(request.params.id);
      const loan = await assertLoanInScope(db, authOf(request), id);
      const cancellation = yes(request.query.cancellation);
      const consumed = request.query.consumedAmount;
      // A cancellation simulation needs the consumed amount.
      let consumedAmount: number | null = null;
      if (cancellation) {
        if (consumed === undefined) throw httpError(400, messages.general.invalidParams);
        consumedAmount = Number(consumed.replace(',', '.'));
      }
      return amortizationFigures(db, loan, isoDay(now()), {
        borrower: true,
        noService: false,
        consumedAmount,
      });
    },
  );
}
