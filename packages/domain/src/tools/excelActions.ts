/**
 * Subir acciones Excel GAP / judicial (issue 16, credit tools; loans §6: SUPER_ADMIN): the columns
 * of the file, the actions of each kind, and the check of one row. The spec names the tools only;
 * the actions are ours, and the statuses that allow them are the loan status table's
 * (loan/transitions.ts: `excelGapAction`, `excelJudicialAction`), which refuses a row with its own
 * reason. Pure: the API looks the loan up and passes it in.
 */

import { LOAN_TRANSITIONS, type LoanActionId, loanActionRefusal } from '../loan/transitions';
import { toolsMessages } from './messages';

export const EXCEL_ACTION_KINDS = ['gap', 'judicial'] as const;
export type ExcelActionKind = (typeof EXCEL_ACTION_KINDS)[number];

/** The header row of the template, in this order. */
export const EXCEL_ACTION_COLUMNS = ['Crédito', 'Acción', 'Fecha', 'Importe', 'Observaciones'] as const;

/** The most data rows one file may hold (a bigger file is refused whole). */
export const EXCEL_ACTIONS_MAX_ROWS = 10_000;
export const EXCEL_ACTION_NOTES_MAX = 500;
const AMOUNT_MAX = 10_000_000;

type AmountRule = 'required' | 'optional' | 'none';
interface ActionDef {
  label: string;
  amount: AmountRule;
}

export const EXCEL_ACTIONS = {
  gap: {
    LLAMADA: { label: 'Llamada de gestión', amount: 'none' },
    PROMESA_PAGO: { label: 'Promesa de pago', amount: 'required' },
    PAGO_PARCIAL: { label: 'Pago parcial recibido', amount: 'required' },
    BUROFAX: { label: 'Burofax enviado', amount: 'none' },
  },
  judicial: {
    DEMANDA: { label: 'Presentación de demanda', amount: 'required' },
    SENTENCIA: { label: 'Sentencia', amount: 'optional' },
    EMBARGO: { label: 'Embargo', amount: 'required' },
    ARCHIVO: { label: 'Archivo del procedimiento', amount: 'none' },
  },
} as const satisfies Record<ExcelActionKind, Record<string, ActionDef>>;

/** The status table's entry for each kind. */
export const EXCEL_ACTION_TRANSITION = {
  gap: 'excelGapAction',
  judicial: 'excelJudicialAction',
} as const satisfies Record<ExcelActionKind, LoanActionId>;

/** The statuses each kind allows, as the table has them (the template's help sheet lists them). */
export const EXCEL_ACTION_STATUSES: Record<ExcelActionKind, readonly string[]> = {
  gap: LOAN_TRANSITIONS.excelGapAction.from,
  judicial: LOAN_TRANSITIONS.excelJudicialAction.from,
};

/** The loan a row names, as the database has it; null when it does not exist. */
export interface ExcelActionLoan {
  id: number;
  estadoCd: string;
  demandaJudicial: boolean;
}

export interface ExcelActionRow {
  loanId: number;
  accion: string;
  /** 'YYYY-MM-DD'. */
  fecha: string;
  importe: number | null;
  observaciones: string | null;
}

export type ExcelActionCheck = { ok: true; value: ExcelActionRow } | { ok: false; errors: string[] };

const M = toolsMessages.excelActions;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's day: a date cell (its UTC day), a day serial, 'D/MM/YYYY' or 'YYYY-MM-DD'; else null. */
export function excelDay(value: unknown): string | null {
  // A date cell read without its style is the spreadsheet's day serial (days since 1899-12-30).
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 100_000)
    return excelDay(new Date(Date.UTC(1899, 11, 30) + value * 86_400_000));
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  const t = text(value);
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (!m) return null;
  const [y, mo, d] = t.includes('/') ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = `${y}-${pad(Number(mo))}-${pad(Number(d))}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A cell's amount: a number cell, or '1234,56' / '1234.56'; NaN when it is not a number. */
function amountOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const t = text(value).replace(/\s|€/g, '');
  if (!/^\d+([.,]\d+)?$/.test(t)) return Number.NaN;
  return Number(t.replace(',', '.'));
}

/** 'F0000012' or '12' → 12; anything else null (a credit is named by its code or its id). */
export function excelLoanId(value: unknown): number | null {
  const t = text(value).toUpperCase();
  const m = /^[FBC]?0*(\d{1,9})$/.exec(t);
  return m ? Number(m[1]) : null;
}

/**
 * Checks one data row against the domain: the credit exists, the action is one of the kind and
 * allowed for the credit's status, the date is a real day not after today, the amount is there when
 * the action takes one (positive, two decimals at most) and absent when it does not. Every error of
 * the row is listed, in Spanish.
 */
export function checkExcelActionRow(
  kind: ExcelActionKind,
  cells: { credito: unknown; accion: unknown; fecha: unknown; importe: unknown; observaciones: unknown },
  loan: ExcelActionLoan | null,
  today: string,
): ExcelActionCheck {
  const errors: string[] = [];
  const credito = text(cells.credito);
  if (credito === '') errors.push(M.loanRequired);
  else if (!loan) errors.push(M.loanNotFound(credito));

  const accion = text(cells.accion).toUpperCase();
  const def = (EXCEL_ACTIONS[kind] as Record<string, ActionDef>)[accion];
  const refusal = loan ? loanActionRefusal(EXCEL_ACTION_TRANSITION[kind], loan.estadoCd) : null;
  if (!def) errors.push(M.actionUnknown(text(cells.accion)));
  else if (refusal) errors.push(refusal);
  else if (loan && accion === 'DEMANDA' && loan.demandaJudicial) errors.push(M.alreadyInLawsuit);

  const fecha = excelDay(cells.fecha);
  if (!fecha) errors.push(M.dateInvalid);
  else if (fecha > today) errors.push(M.dateInFuture);

  const rawAmount = text(cells.importe);
  let importe: number | null = null;
  if (rawAmount !== '') {
    const n = amountOf(cells.importe);
    if (def?.amount === 'none') errors.push(M.amountNotAllowed);
    else if (!Number.isFinite(n) || n <= 0 || n > AMOUNT_MAX || Math.round(n * 100) !== n * 100)
      errors.push(M.amountInvalid);
    else importe = n;
  } else if (def?.amount === 'required') errors.push(M.amountRequired);

  const notes = text(cells.observaciones);
  if (notes.length > EXCEL_ACTION_NOTES_MAX) errors.push(M.notesTooLong);

  if (errors.length > 0 || !loan || !fecha) return { ok: false, errors };
  return { ok: true, value: { loanId: loan.id, accion, fecha, importe, observaciones: notes || null } };
}

/** The header row is the template's (case and accents as written, blanks around ignored). */
export function excelHeaderMatches(header: readonly unknown[]): boolean {
  return (
    EXCEL_ACTION_COLUMNS.every((c, i) => text(header[i]) === c) &&
    header.slice(5).every((v) => text(v) === '')
  );
}
