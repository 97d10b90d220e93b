import type { LoanPhase } from '@backoffice/domain';

/** A row of /api/financiaciones (the contract's LoanListItem, the fields the list shows). */
export interface LoanListRow {
  id: number;
  code: string;
  tipo: string;
  estadoCd: string;
  cantidad: number;
  meses: number;
  tin: number | null;
  createdAt: string;
  borrowerName: string;
  afiliadoName: string | null;
}

export type LoanType = '' | 'financiacion' | 'bnpl' | 'prestamo';

/** The financing list's filters (issue 13); dates are ISO days, amounts euros as typed. */
export interface LoanListFilters {
  phase: LoanPhase | '';
  estadoCd: string;
  tipo: LoanType;
  afiliado: string;
  salesAgent: string;
  createdFrom: string;
  createdTo: string;
  amountMin: string;
  amountMax: string;
  text: string;
}

export const EMPTY_LOAN_FILTERS: LoanListFilters = {
  phase: '',
  estadoCd: '',
  tipo: '',
  afiliado: '',
  salesAgent: '',
  createdFrom: '',
  createdTo: '',
  amountMin: '',
  amountMax: '',
  text: '',
};

/** The server-side order: one column of LOAN_LIST_SORTABLE (or the others'), and its direction. */
export interface ListOrder {
  field: string;
  direction: 'asc' | 'desc';
}

export interface Option {
  value: string;
  label: string;
}

export interface InstallmentListRow {
  id: number;
  credito: string;
  code: string;
  borrowerName: string;
  estadoCd: string;
  numero: number;
  fechaInicio: string;
  fechaCobro: string;
  saldo: number;
  principal: number;
  interest: number;
  overdue: boolean;
}

export interface InstallmentListFilters {
  estadoCd: string;
  credito: string;
  dueFrom: string;
  dueTo: string;
}

export interface AmaListRow {
  id: number;
  credito: string;
  code: string;
  borrowerName: string;
  payer: string;
  amount: number;
  date: string;
  active: boolean;
}

export interface AmaListFilters {
  active: boolean;
  dateFrom: string;
  dateTo: string;
}

/** /api/creditos/dashboard (the contract's LoanDashboard). */
export interface LoanDashboardData {
  totals: {
    loans: number;
    amount: number;
    active: number;
    activeAmount: number;
    overdueInstallments: number;
    overdueLoans: number;
    overdueAmount: number;
  };
  byPhase: readonly { phase: string; count: number; amount: number }[];
  byMonth: readonly { month: string; count: number; amount: number }[];
  overdueByStatus: readonly { estadoCd: string; count: number; amount: number }[];
}
