import { messages } from '@backoffice/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { isLoanNotFound, LOAN_NOT_FOUND_PATH, parameterOutcome } from './parameters';

describe('the loan parameter check (loans §8)', () => {
  it("sends a 500 'Entity not found.' (or the API's 404) to the financing list with notFound", () => {
    expect(isLoanNotFound(new ApiError(500, 'Entity not found.', null, { error: 'Entity not found.' }))).toBe(
      true,
    );
    expect(isLoanNotFound(new ApiError(500, null, null, 'Entity not found.'))).toBe(true);
    expect(isLoanNotFound(new ApiError(404, null, null, null))).toBe(true);
    expect(isLoanNotFound(new ApiError(500, 'Otro error', null, { error: 'Otro error' }))).toBe(false);
    expect(isLoanNotFound(new ApiError(400, null, null, null))).toBe(false);
    expect(LOAN_NOT_FOUND_PATH).toBe('/creditos/financiaciones?notFound=1');
  });

  it("says 'Parametros no válidos' for any other failure, and restricted for a 403", () => {
    expect(parameterOutcome(new ApiError(400, null, null, null))).toEqual({
      state: 'error',
      message: messages.general.invalidParams,
    });
    expect(parameterOutcome(new ApiError(500, 'x', null, null))?.message).toBe('Parametros no válidos');
    expect(parameterOutcome(new ApiError(403, null, null, null))?.state).toBe('forbidden');
    expect(parameterOutcome(undefined)).toBeNull();
  });
});
