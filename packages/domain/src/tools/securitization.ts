/**
 * Titulizar / destitulizar créditos (issue 16, IT tools): which loans may enter or leave a
 * securitisation fund. The spec leaves the rule to the server ("refused for loans in a status that
 * does not allow it"): the statuses are the loan status table's (loan/transitions.ts: `securitize`
 * while the loan is repaid and has cash flows left to sell, `unsecuritize` from any), refused with
 * its reason; besides, a loan enters a fund only if it is not in one and has no lawsuit filed, and
 * leaves a fund only if it is in one.
 */

import { LOAN_TRANSITIONS, type LoanActionId, loanActionRefusal } from '../loan/transitions';
import { toolsMessages } from './messages';

export const SECURITIZATION_MOVES = ['titulizar', 'destitulizar'] as const;
export type SecuritizationMove = (typeof SECURITIZATION_MOVES)[number];

/** The status table's entry for each move. */
export const SECURITIZATION_TRANSITION = {
  titulizar: 'securitize',
  destitulizar: 'unsecuritize',
} as const satisfies Record<SecuritizationMove, LoanActionId>;

/** The statuses a loan may enter a fund from (the table's `securitize`). */
export const SECURITIZABLE_STATUSES: readonly string[] = LOAN_TRANSITIONS.securitize.from;

export const FUND_MAX_LENGTH = 60;

export interface SecuritizationCandidate {
  estadoCd: string;
  securitized: boolean;
  demandaJudicial?: boolean;
}

const M = toolsMessages.securitization;

/** Why this loan may not make the move, in Spanish; null when it may. */
export function securitizationRefusal(
  move: SecuritizationMove,
  loan: SecuritizationCandidate,
): string | null {
  if (move === 'destitulizar' && !loan.securitized) return M.notSecuritized;
  if (move === 'titulizar' && loan.securitized) return M.alreadySecuritized;
  const refusal = loanActionRefusal(SECURITIZATION_TRANSITION[move], loan.estadoCd);
  if (refusal) return refusal;
  if (move === 'titulizar' && loan.demandaJudicial) return M.inLawsuit;
  return null;
}

/** The fund a titulización names: required, at most 60 characters; destitulizar takes none. */
export function fundError(move: SecuritizationMove, fund: unknown): string | null {
  if (move === 'destitulizar') return null;
  const f = typeof fund === 'string' ? fund.trim() : '';
  if (f === '') return M.fundRequired;
  if (f.length > FUND_MAX_LENGTH) return M.fundTooLong;
  return null;
}
