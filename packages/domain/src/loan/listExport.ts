/**
 * The financing list's column names and type labels (issue 13), read by the screen and by the
 * list's .xlsx download (`GET /api/financiaciones?format=xlsx`, issue 16), so both say the same.
 */
import type { ListingColumn } from '../shared/listings';

export const FINANCING_LIST_TITLE = 'Financiaciones';

export const FINANCING_LIST_COLUMNS = {
  code: 'Financiación',
  borrower: 'Prestatario',
  affiliate: 'Afiliado',
  type: 'Tipo',
  status: 'Estado',
  amount: 'Importe',
  months: 'Meses',
  tin: 'TIN',
  createdAt: 'Alta',
} as const;

export const LOAN_TYPE_LABELS = { financiacion: 'Financiación', bnpl: 'BNPL', prestamo: 'Préstamo' } as const;

/** The download's columns, in the screen's order (keys of the export's rows). */
export const FINANCING_EXPORT_COLUMNS: readonly ListingColumn[] = [
  { key: 'code', label: FINANCING_LIST_COLUMNS.code, type: 'code' },
  { key: 'borrower', label: FINANCING_LIST_COLUMNS.borrower, type: 'text' },
  { key: 'affiliate', label: FINANCING_LIST_COLUMNS.affiliate, type: 'text' },
  { key: 'type', label: FINANCING_LIST_COLUMNS.type, type: 'text' },
  { key: 'status', label: FINANCING_LIST_COLUMNS.status, type: 'text' },
  { key: 'amount', label: FINANCING_LIST_COLUMNS.amount, type: 'money' },
  { key: 'months', label: FINANCING_LIST_COLUMNS.months, type: 'number' },
  { key: 'tin', label: FINANCING_LIST_COLUMNS.tin, type: 'percent' },
  { key: 'createdAt', label: FINANCING_LIST_COLUMNS.createdAt, type: 'date' },
];
