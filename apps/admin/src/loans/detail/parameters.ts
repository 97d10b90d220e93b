/**
 * The loan detail's first call (loans §7, §8): `POST /api/tools/checkParameters` with type loan.
 * A loan that does not exist (500 'Entity not found.', or this API's 404) sends the user to the
 * financing list with notFound; any other failure says 'Parametros no válidos'.
 */
import { isEntityNotFound } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { messages } from '@backoffice/domain/messages';
import type { LoadState } from '@backoffice/ui/screens/loan';
import { ApiError } from '../../api/client';
import { readKey, useRecord } from '../../resources';

/** loans §8: where a loan that does not exist leads (the list shows 'Financiación no encontrada'). */
export const LOAN_NOT_FOUND_PATH = '/creditos/financiaciones?notFound=1';

/** The check's answer for a loan: the contract's loan member of checkParameters' answer. */
export type LoanParameters = Extract<ResponseOf<'POST /api/tools/checkParameters'>, { type: 'loan' }>;

export function isLoanNotFound(error: unknown): boolean {
  return error instanceof ApiError && (isEntityNotFound(error.status, error.body) || error.status === 404);
}

/** The header's state and text for the parameter check's outcome. */
export function parameterOutcome(error: unknown): { state: LoadState; message: string } | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 403) return { state: 'forbidden', message: '' };
  return { state: 'error', message: messages.general.invalidParams };
}

/** The loan detail reads its own loan: a previous loan's answer never stands in for another's. */
export const FRESH = { keepPreviousData: false } as const;

/** The check is read like any other (the one fetcher sends a POST read's query as its body). */
export function useLoanParameters(id: string | null) {
  return useRecord<LoanParameters>(
    id ? readKey('POST /api/tools/checkParameters', null, { id: Number(id), type: 'loan' }) : null,
    { ...FRESH, shouldRetryOnError: false },
  );
}
