/** Loan catalogues: status codes, installment statuses and fixed values (loans §4, §9). */

import { code } from '../internal/codes';
import type { Tone } from '../shared/catalogues';

// ---------------------------------------------------------------------------------------------
// Loan status codes (loans §4)

/**
 * The phases of loans §4, each labelled with what its statuses mean in the status table
 * (loan/transitions.ts): FC the cancelled loans (cancelLoan leads to CA0), FS the application, FE
 * the study (EST), FF funding (PUB published, FIR signed), FA amortizing, FD denied (denyLoan leads
 * to DE1), in arrears (DE1–DE4 owe installments) or failed (FAL).
 */
export const LOAN_PHASES = {
  FC: { label: 'Cancelado', tone: 'neutral', states: ['CA0', 'CA1', 'CA2', 'CA3', 'CA4', 'REC'] },
  FS: {
    label: 'Solicitud',
    tone: 'info',
    states: ['SIM', 'VTF', 'ASK', 'COT', 'CHB', 'ANA', 'SIG', 'DNI', 'BEL', 'TAR'],
  },
  FE: { label: 'Estudio', tone: 'warning', states: ['VDO', 'EST', 'WK2', 'SBY'] },
  FF: { label: 'En financiación', tone: 'info', states: ['PUB', 'FIR'] },
  FA: { label: 'Amortización', tone: 'success', states: ['EAM', 'AMO', 'AMA', 'ACC', 'FAC', 'RET'] },
  FD: {
    label: 'Denegado, impagado o fallido',
    tone: 'danger',
    states: ['DE1', 'DE2', 'DE3', 'DE4', 'IKO', 'TEX', 'FAL'],
  },
  other: { label: 'Otro', tone: 'neutral', states: ['UNK'] },
} as const satisfies Record<string, { label: string; tone: Tone; states: readonly string[] }>;

export type LoanPhase = keyof typeof LOAN_PHASES;
export type LoanStatus = (typeof LOAN_PHASES)[LoanPhase]['states'][number];

/** Every loan status for a select: 'AMO · Amortización', in the phases' order. */
export const LOAN_STATUS_OPTIONS: readonly { value: LoanStatus; label: string }[] = Object.values(
  LOAN_PHASES,
).flatMap((p) => p.states.map((value) => ({ value, label: `${value} · ${p.label}` })));

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

// ---------------------------------------------------------------------------------------------
// Codes the loan detail and its lists show, each with its Spanish caption (no code reaches a screen)

/** Who pays an advance amortization (the AMA list, the Pago tab; `/{affiliate|borrower}/advanceAmortization`). */
export const AMORTIZATION_PAYERS = { affiliate: 'Afiliado', borrower: 'Prestatario' } as const;

/** The kinds of operation of a loan (the Pago tab's 'Operaciones'). */
export const OPERATION_TYPES = {
  moneyOut: 'Desembolso (money out)',
  cobroCuota: 'Cobro de cuota',
  devolucion: 'Devolución de recibo',
  comision: 'Comisión',
} as const;

/** The kinds of payment method (loans §3 Payment method). */
export const PAYMENT_METHOD_TYPES = {
  card: 'Tarjeta',
  sdd: 'Domiciliación SEPA',
  sepa: 'Domiciliación SEPA',
} as const;

/** How a scoring value reads (loans §2): money as euros, ratios as percentages, dates, yes/no, counts. */
export type ScoringValueKind = 'boolean' | 'ratio' | 'money' | 'date' | 'count' | 'text';

/**
 * The keys of the bank-statement summary and the score detail (loans §2 "The scoring detail lists
 * key/value rows (including date, production date, asnef date, unpaid balance)"), each with its
 * caption and how its value reads; monthly income and expenses, volume and balances are euros.
 */
export const SCORING_KEYS = {
  fecha: { label: 'Fecha', kind: 'date' },
  fechaProduccion: { label: 'Fecha de producción', kind: 'date' },
  fechaAsnef: { label: 'Fecha ASNEF', kind: 'date' },
  saldoImpagado: { label: 'Saldo impagado', kind: 'money' },
  saldoMedio: { label: 'Saldo medio', kind: 'money' },
  saldo: { label: 'Saldo', kind: 'money' },
  volumen: { label: 'Volumen', kind: 'money' },
  ingresosMensuales: { label: 'Ingresos mensuales', kind: 'money' },
  gastosMensuales: { label: 'Gastos mensuales', kind: 'money' },
  diasSaldoNegativoRatio: { label: 'Días con saldo negativo', kind: 'ratio' },
  diasNegativoRatio: { label: 'Días con saldo negativo', kind: 'ratio' },
  nominaDetectada: { label: 'Nómina detectada', kind: 'boolean' },
  nominas: { label: 'Nóminas', kind: 'boolean' },
  juego: { label: 'Juego', kind: 'boolean' },
  cuentas: { label: 'Cuentas', kind: 'count' },
  prestamosActivos: { label: 'Préstamos activos', kind: 'count' },
} as const satisfies Record<string, { label: string; kind: ScoringValueKind }>;
export type ScoringKey = keyof typeof SCORING_KEYS;

/**
 * A code's caption in one of these catalogues; a code the catalogue does not know shows as it came
 * (the captions test keeps every code the API sends in its catalogue).
 */
export function captionOf(catalogue: Readonly<Record<string, string>>, code: unknown): string {
  const c = code === null || code === undefined ? '' : String(code);
  return Object.hasOwn(catalogue, c) ? (catalogue[c] ?? c) : c;
}
