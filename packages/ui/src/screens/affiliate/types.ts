/**
 * The data the affiliate screens show, as the API spells it (spec §3). Screens receive these as
 * props; they never fetch.
 */

/** Where a section's data stands: being read, failed (its §8 message), refused (403), or here. */
export type { LoadState } from '#patterns/Section';

export interface AffiliateListRow {
  id: number | string;
  code: string;
  origin?: string | null;
  email?: string | null;
  lastComment?: string | null;
  name: string;
  /** {product}Agent: the product's sales agent. */
  plataformaAgent?: string | null;
  salesAgent?: string | null;
  status: string;
  kyc?: number | null;
}

export interface AffiliateListFilters {
  text: string;
  /** An estadoCd, or '' for every status. */
  status: string;
  /** A sales agent's link, or '' for every agent. */
  salesAgent: string;
}

export interface Option {
  value: string;
  label: string;
}

export interface AffiliateSummary {
  id: number | string;
  code?: string | null;
  nombre: string;
  estadoCd: string;
  origin?: string | null;
}

export interface StatusHistoryRow {
  date: string;
  previousState?: string | null;
  finalState: string;
  user?: string | null;
  oldAgent?: string | null;
  currentAgent?: string | null;
}

export interface DocumentRow {
  id: number | string;
  createdAt: string;
  type: string;
  description?: string | null;
  lwId?: string | null;
  status?: number | string | null;
  name: string;
  download?: string | null;
}

export interface TaskRow {
  id?: number | string;
  type: string;
  date: string;
  name: string;
  status: string;
  finished: boolean;
}

export interface ChildRow {
  id: number | string;
  code?: string | null;
  nombre: string;
  formaLegal?: string | null;
  estadoCd: string;
}

export interface FinancingRow {
  id: number | string;
  code: string;
  name: string;
  status: string;
  pTinI?: number | null;
  tae?: number | null;
  amount?: number | null;
  cobros?: boolean | number | null;
  duration?: number | null;
  salesAgent?: string | null;
  branchId?: number | string | null;
  branchName?: string | null;
  branchUsername?: string | null;
  createdAt: string;
}

export interface InvestmentRow {
  id?: number | string;
  amount: number;
  loanRentability?: number | null;
  loanDuration?: number | null;
  loanStatus?: string | null;
  createdAt: string;
  loanCode: string;
  isOwnInvestment?: boolean | null;
}

export interface TransferRow {
  id?: number | string;
  loan?: string | null;
  loanId?: string | null;
  loanStatus?: string | null;
  date: string;
  direction: string;
  code: string;
  amount: number;
  status: string;
  comercial?: string | null;
}

export interface CancellationRow {
  id: number | string;
  loan?: string | null;
  loanId: string;
  loanStatus?: string | null;
  createdAt: string;
  date?: string | null;
  amount?: number | null;
  finalAmount?: number | null;
  validated?: boolean | null;
  byTransfer?: boolean | null;
  salesAgent?: string | null;
}

export interface ProvisionFundMovement {
  id: number | string;
  date: string;
  amount: number;
  concept?: string | null;
}

export interface ProvisionFundQuarter {
  key: string;
  year: number;
  quarter: number;
  total: number;
  movements: readonly ProvisionFundMovement[];
}
