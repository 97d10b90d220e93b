/**
 * The loan detail's first call (loans §7, §8): `POST /api/tools/checkParameters` with type loan.
 * A loan that does not exist (500 'Entity not found.', or this API's 404) sends the user to the
 * financing list with notFound; any other failure says 'Parametros no válidos'.
 */
import { isEntityNotFound } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { LoadState } from '@backoffice/ui/screens/loan';
import useSWR from 'swr';
import { ApiError } from '../../api/client';
import { useApi } from '../../session/SessionProvider';

/** loans §8: where a loan that does not exist leads (the list shows 'Financiación no encontrada'). */
export const LOAN_NOT_FOUND_PATH = '/creditos/financiaciones?notFound=1';

export interface LoanParameters {
  loan: string;
  user: string;
  id: number;
  type: 'loan';
  status: string;
  code: string;
}

export function isLoanNotFound(error: unknown): boolean {
  return error instanceof ApiError && (isEntityNotFound(error.status, error.body) || error.status === 404);
}

/** The header's state and text for the parameter check's outcome. */
export function parameterOutcome(error: unknown): { state: LoadState; message: string } | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 403) return { state: 'forbidden', message: '' };
  return { state: 'error', message: messages.general.invalidParams };
}

type CheckKey = 'POST /api/tools/checkParameters';

export function useLoanParameters(id: string | null) {
  const api = useApi();
  return useSWR<LoanParameters>(
    id ? ['POST /api/tools/checkParameters', { id, type: 'loan' }] : null,
    () => {
      // The route is outside the contract, so its body is untyped; naming the signature here keeps
      // the compiler from expanding every key of the client's overloads.
      const call = api.call as unknown as (
        key: CheckKey,
        options: { body: unknown },
      ) => Promise<LoanParameters>;
      return call('POST /api/tools/checkParameters', { body: { id: Number(id), type: 'loan' } });
    },
    { keepPreviousData: false, shouldRetryOnError: false },
  );
}
