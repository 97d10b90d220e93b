/** What the loan-detail read modules share: the loan's IRI, the 403/404 answers, rounding, flags. */
import { messages } from '@backoffice/domain';
import type { ProductQuery } from '@backoffice/domain/contract';
import type { Static } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/httpError';
import { iriOf, paramId } from '../../lib/iri';

export const loanIri = (id: number) => iriOf('loan', id);
export const forbidden = () => httpError(403, messages.auth.forbidden);
export const notFound = () => httpError(404, messages.general.notFound);
export const r2 = (n: number) => Math.round(n * 100) / 100;
export const yes = (v: string | undefined) => v === '1' || v === 'true';

/** The loan named by `?id{product}=` (idFinanciacion, idBnpl, idPrestamo or idCredito). */
export function productId(q: Static<typeof ProductQuery>): number {
  return paramId(q.idFinanciacion ?? q.idBnpl ?? q.idPrestamo ?? q.idCredito);
}
