/**
 * Actualizar cuotas del mes (issue 16, credit tools; loans §6: SUPER_ADMIN): the status an
 * installment of the current month should have today. Only open installments move (ACT updating,
 * PD pending, DE accruing, RE delayed); the others record something that happened (collected,
 * returned, in management, frozen, refinanced…) and are left alone, as are those of a loan the
 * status table (loan/transitions.ts: `updateMonthInstallments`) does not let the run touch (a loan
 * cancelled, denied, failed or repaid early owes no installments). Applying the result twice
 * changes nothing the second time.
 */

import { loanActionRefusal } from '../loan/transitions';

export const OPEN_INSTALLMENT_STATUSES: readonly string[] = ['ACT', 'PD', 'DE', 'RE'];

export interface MonthInstallment {
  estadoCd: string;
  /** The status of the installment's loan. */
  loanEstadoCd: string;
  /** 'YYYY-MM-DD'. */
  fechaInicio: string;
  fechaCobro: string;
  saldo: number;
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export const monthOf = (day: string) => day.slice(0, 7);

/**
 * The status of an installment due this month, as of `today` ('YYYY-MM-DD'): nothing left to pay is
 * collected (CO); past its due day with a balance it is delayed (RE); before it, accruing (DE) once
 * its period has started, else pending (PD). Installments of other months, not open, or of a loan
 * the table keeps out keep theirs.
 */
export function monthInstallmentStatus(i: MonthInstallment, today: string): string {
  if (
    !OPEN_INSTALLMENT_STATUSES.includes(i.estadoCd) ||
    monthOf(i.fechaCobro) !== monthOf(today) ||
    loanActionRefusal('updateMonthInstallments', i.loanEstadoCd) !== null
  )
    return i.estadoCd;
  if (i.saldo <= 0) return 'CO';
  if (i.fechaCobro < today) return 'RE';
  return i.fechaInicio <= today ? 'DE' : 'PD';
}
