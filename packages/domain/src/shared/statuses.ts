/**
 * Status codes as a badge shows them: their Spanish label and their tone, computed here from the
 * catalogues and nowhere else (issue 11: the API sends the code, the badge reads one of these).
 */
import { affiliateStateLabel, affiliateStateTone } from '../affiliate/catalogues';
import {
  installmentStatusLabel,
  installmentStatusTone,
  LOAN_PHASES,
  loanPhase,
  loanStatusTone,
} from '../loan/catalogues';
import { DOCUMENT_STATUSES, documentStatus, type Tone, TRANSACTION_TAGS, transactionTag } from './catalogues';

export interface StatusLook {
  readonly tone: Tone;
  readonly label: string;
}

/** A catalogue a badge reads: the look of a code. */
export type StatusOf = (code: unknown) => StatusLook;

/** §4 affiliate estadoCd: its Spanish label, coloured by its tone. */
export const affiliateStatus: StatusOf = (code) => ({
  tone: affiliateStateTone(code),
  label: affiliateStateLabel(code),
});

/** A loan status by the phase it belongs to (the phase's label). */
export const loanPhaseStatus: StatusOf = (code) => ({
  tone: loanStatusTone(code),
  label: LOAN_PHASES[loanPhase(code)].label,
});

/** A loan status as the affiliate's lists show it: the code itself, coloured by its phase. */
export const loanCodeStatus: StatusOf = (code) => ({
  tone: loanStatusTone(code),
  label: typeof code === 'string' ? code : String(code ?? ''),
});

export const installmentStatus: StatusOf = (code) => ({
  tone: installmentStatusTone(code),
  label: installmentStatusLabel(code),
});

/** §4 document status numbers. */
export const documentStatusLook: StatusOf = (code) => DOCUMENT_STATUSES[documentStatus(code)];

export const transactionTagStatus: StatusOf = (code) => TRANSACTION_TAGS[transactionTag(code)];
