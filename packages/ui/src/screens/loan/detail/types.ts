/**
 * What the loan-detail screens show, typed by the API contract (issue 13): each tab gets the
 * answers of its own reads. The few reads outside the loan contract (the borrower's wallet,
 * documents, the loan's flags) are typed here by the fields the screens show.
 */
import type { ContractKey, ResponseOf } from '@backoffice/domain/contract';
import type { LoadState } from '#patterns/Section';

export type { LoadState };

type Members<K extends ContractKey> = ResponseOf<K> extends { 'hydra:member': (infer M)[] } ? M : never;

export type LoanDetail = ResponseOf<'GET /api/loanControlDetail/:id'>;
export type Installment = Members<'GET /api/creditos/:id/cuotas'>;
export type StatusHistoryEntry = Members<'GET /api/creditos/:id/statusHistoryList'>;
export type LoanInvestment = Members<'GET /api/creditos/:id/inversiones'>;
export type LoanInvestor = Members<'GET /api/creditos/:id/investorsList'>;
export type ScoreResult = Members<'GET /api/creditos/:id/score_results'>;
export type InsResumen = Members<'GET /api/creditos/:id/ins_resumens'>;
export type Killer = Members<'GET /api/creditos/:id/killers'>;
export type ScrapeReport = Members<'GET /api/creditos/:id/ins_scrape_reports'>;
export type InsCuenta = Members<'GET /api/ins_scrape_reports/:id/ins_cuentas'>;
export type InsTran = Members<'GET /api/ins_cuentas/:id/ins_trans'>;
export type InsTitular = Members<'GET /api/ins_cuentas/:id/ins_titulars'>;
export type Configuracion = Members<'GET /api/configuracions'>;
export type Amortization = Members<'GET /api/amortizations/'>;
export type Operation = Members<'GET /api/operations/'>;
export type PayMethod = Members<'GET /api/pay_methods'>;
export type Bank = Members<'GET /api/banks'>;
export type Asnef = ResponseOf<'GET /api/asnefs/:id'>;
export type AmortizationFigures = ResponseOf<'GET /api/amountAdvancedAmortization/:id'>;
export type BorrowerInfo = ResponseOf<'GET /api/creditos/:id/borrowerInfo'>;
export type CarInfo = ResponseOf<'GET /api/creditos/:id/carInfo'>;
export type IdInfo = ResponseOf<'GET /api/creditos/:id/idInfo'>;

/** `{user}/walletLWBalance`. */
export interface WalletBalance {
  balance: number;
  plataformaPayments: number;
  provisionFund: number;
  frozenByLw: boolean;
  lwId: string | null;
}

/** `{coborrower}`: the co-borrower's user. */
export interface CoborrowerInfo {
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  dni: string | null;
  walletStatusCode: number | null;
}

/** `/api/tools/accountLWStatus/{accountId}`. */
export interface AccountLwStatus {
  ibanValidadoLw: boolean;
  lwIBANId: string | null;
  walletStatusCode: number | null;
}

/** What `/api/creditos/{id}` gives the flags: the risk flags and the two marks beside them. */
export interface LoanFlags {
  flags: Record<string, boolean>;
  demandaJudicial: boolean;
  visibleRecobro: boolean;
  cancelledByAffiliate: boolean;
}

/** One read of a section: its state, its answer once here, and how to try again. */
export interface Read<T> {
  state: LoadState;
  data: T | null;
  onRetry?: () => void;
}
