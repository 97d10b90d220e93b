/**
 * The investor detail's first call (loans §7, §8): `POST /api/tools/checkParameters` with type
 * investor. An investor that does not exist (500 'Entity not found.', or this API's 404) sends the
 * user to the investors list (the named route misInversores) with notFound; any other failure
 * says 'Parametros no válidos'.
 */
import { isEntityNotFound } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { messages } from '@backoffice/domain/messages';
import type { LoadState } from '@backoffice/ui/screens/investor/detail';
import { ApiError } from '../../api/client';
import { readKey, useRecord } from '../../resources';

/** loans §2, §8: misInversores with notFound. */
export const INVESTOR_NOT_FOUND_PATH = '/inversores/inversores?notFound=1';

/** The check's answer for an investor (asked with type 'investor', it answers that variant). */
export type InvestorParameters = Extract<ResponseOf<'POST /api/tools/checkParameters'>, { type: 'investor' }>;

export function isInvestorNotFound(error: unknown): boolean {
  return error instanceof ApiError && (isEntityNotFound(error.status, error.body) || error.status === 404);
}

/** The header's state and text for the parameter check's outcome. */
export function parameterOutcome(error: unknown): { state: LoadState; message: string } | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 403) return { state: 'forbidden', message: '' };
  return { state: 'error', message: messages.general.invalidParams };
}

/** The detail reads its own investor: a previous investor's answer never stands in for another's. */
export const FRESH = { keepPreviousData: false } as const;

export const parametersKey = (id: string) =>
  readKey('POST /api/tools/checkParameters', null, { id: Number(id), type: 'investor' });

export function useInvestorParameters(id: string | null) {
  return useRecord<InvestorParameters>(id ? parametersKey(id) : null, {
    ...FRESH,
    shouldRetryOnError: false,
  });
}
