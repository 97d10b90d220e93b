/**
 * Titulizar / destitulizar créditos (issue 16, IT tools): which loans may enter or leave a
 * securitisation fund. The spec leaves the rule to the server ("refused for loans in a status that
 * does not allow it"); no loan status-transition table exists yet, so the rule is this small one:
 * a loan enters a fund only while it is being repaid (phase FA) and still has cash flows to sell
 * (not AMA, repaid early), is not already in one and has no lawsuit filed; it leaves a fund only
 * if it is in one.
 */

import { LOAN_PHASES } from '../loan/catalogues';
import { toolsMessages } from './messages';

export const SECURITIZATION_MOVES = ['titulizar', 'destitulizar'] as const;
export type SecuritizationMove = (typeof SECURITIZATION_MOVES)[number];

export const SECURITIZABLE_STATUSES: readonly string[] = LOAN_PHASES.FA.states.filter((s) => s !== 'AMA');

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
  if (move === 'destitulizar') return loan.securitized ? null : M.notSecuritized;
  if (loan.securitized) return M.alreadySecuritized;
  if (!SECURITIZABLE_STATUSES.includes(loan.estadoCd)) return M.statusNotAllowed(loan.estadoCd);
  if (loan.demandaJudicial) return M.inLawsuit;
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
