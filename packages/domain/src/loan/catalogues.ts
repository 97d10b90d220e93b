/** Loan catalogues: status codes, installment statuses and fixed values (loans §4, §9). */

import { code } from '../internal/codes';
import type { Tone } from '../shared/catalogues';

// ---------------------------------------------------------------------------------------------
// Loan status codes (loans §4)

export const LOAN_PHASES = {
  FC: { label: 'Captación', tone: 'neutral', states: ['CA0', 'CA1', 'CA2', 'CA3', 'CA4', 'REC'] },
  FS: {
    label: 'Solicitud',
    tone: 'info',
    states: ['SIM', 'VTF', 'ASK', 'COT', 'CHB', 'ANA', 'SIG', 'DNI', 'BEL', 'TAR'],
  },
  FE: { label: 'Estudio', tone: 'warning', states: ['VDO', 'EST', 'WK2', 'SBY'] },
  FF: { label: 'Financiación', tone: 'info', states: ['PUB', 'FIR'] },
  FA: { label: 'Amortización', tone: 'success', states: ['EAM', 'AMO', 'AMA', 'ACC', 'FAC', 'RET'] },
  FD: {
    label: 'Denegado o fallido',
    tone: 'danger',
    states: ['DE1', 'DE2', 'DE3', 'DE4', 'IKO', 'TEX', 'FAL'],
  },
  other: { label: 'Otro', tone: 'neutral', states: ['UNK'] },
} as const satisfies Record<string, { label: string; tone: Tone; states: readonly string[] }>;

export type LoanPhase = keyof typeof LOAN_PHASES;
export type LoanStatus = (typeof LOAN_PHASES)[LoanPhase]['states'][number];

/** loans §4: the payment reset moves the loan to EST. */
export const PAYMENT_RESET_STATUS = 'EST' satisfies LoanStatus;

/** The phase of a loan status; unknown codes fall in 'other' as UNK does. */
export function loanPhase(estadoCd: unknown): LoanPhase {
  const c = code(estadoCd);
  for (const [phase, { states }] of Object.entries(LOAN_PHASES)) {
    if ((states as readonly string[]).includes(c)) return phase as LoanPhase;
  }
  return 'other';
}

export function loanStatusTone(estadoCd: unknown): Tone {
  return LOAN_PHASES[loanPhase(estadoCd)].tone;
}

// ---------------------------------------------------------------------------------------------
// Installment statuses (loans §4)

export const INSTALLMENT_STATUSES = {
  ACT: { label: 'Actualizando', tone: 'info' },
  PD: { label: 'Pendiente', tone: 'neutral' },
  DE: { label: 'Devengando', tone: 'info' },
  EC: { label: 'En cobro', tone: 'warning' },
  DV: { label: 'Devuelta', tone: 'danger' },
  CO: { label: 'Cobrada', tone: 'success' },
  AA: { label: 'Adelantada', tone: 'success' },
  AN: { label: 'Anulada', tone: 'neutral' },
  RE: { label: 'Retrasada', tone: 'danger' },
  RF: { label: 'Refinanciada', tone: 'info' },
  FA: { label: 'Fallida', tone: 'danger' },
  GT: { label: 'En gestión', tone: 'danger' },
  CR: { label: 'Recuperada por agencia de recobro', tone: 'success' },
  CJ: { label: 'Recuperada judicialmente', tone: 'success' },
  CZ: { label: 'Recuperada por la plataforma', tone: 'success' },
  FR: { label: 'Congelada', tone: 'danger' },
} as const satisfies Record<string, { label: string; tone: Tone }>;

export type InstallmentStatus = keyof typeof INSTALLMENT_STATUSES;

/** loans §4 and §9: counted as delayed. */
export const OVERDUE_INSTALLMENT_STATUSES = [
  'RE',
  'GT',
  'DV',
  'FR',
] as const satisfies readonly InstallmentStatus[];
/**
 * Installment statuses that owe nothing more: collected, advanced, cancelled, refinanced or
 * recovered. Every other installment is owed: its principal is pending for an advance
 * amortization and its amount counts in a debt certificate.
 */
export const SETTLED_INSTALLMENT_STATUSES = [
  'CO',
  'AA',
  'AN',
  'RF',
  'CR',
  'CJ',
  'CZ',
] as const satisfies readonly InstallmentStatus[];
/** loans §4: AN is excluded from the active list and hidden. */
export const HIDDEN_INSTALLMENT_STATUSES = ['AN'] as const satisfies readonly InstallmentStatus[];

export function isOverdueInstallment(estadoCd: unknown): boolean {
  return (OVERDUE_INSTALLMENT_STATUSES as readonly string[]).includes(code(estadoCd));
}

export function isHiddenInstallment(estadoCd: unknown): boolean {
  return (HIDDEN_INSTALLMENT_STATUSES as readonly string[]).includes(code(estadoCd));
}

export function installmentStatusLabel(estadoCd: unknown): string {
  const c = code(estadoCd);
  return Object.hasOwn(INSTALLMENT_STATUSES, c) ? INSTALLMENT_STATUSES[c as InstallmentStatus].label : c;
}

export function installmentStatusTone(estadoCd: unknown): Tone {
  const c = code(estadoCd);
  return Object.hasOwn(INSTALLMENT_STATUSES, c)
    ? INSTALLMENT_STATUSES[c as InstallmentStatus].tone
    : 'neutral';
}

// ---------------------------------------------------------------------------------------------
// Fixed values of loans §4 and §9

/** loans §4: deleting scores sets scoreSimplai 3 with this description. */
export const DELETED_SCORES = { scoreSimplai: 3, scoreSimplaiDescription: 'Aceptado con reservas' } as const;
