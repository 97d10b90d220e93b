/**
 * Issue 11: the affiliate screens' hand-kept row types, checked against the API contract at
 * compile time. Each line fails `tsc` when an answer of the route no longer fits the row the screen
 * shows (a field renamed, a type changed), so the two cannot drift apart. Types only.
 */
import type { ContractKey, MemberOf } from '@backoffice/domain/contract';
import type {
  AffiliateListRow,
  CancellationRow,
  ChildRow,
  DocumentRow,
  FinancingRow,
  InvestmentRow,
  ProvisionFundQuarter,
  StatusHistoryRow,
  TaskRow,
  TransferRow,
} from './types';

/** Compiles only when every member of the route's answer is a `Row`. */
type Fits<K extends ContractKey, Row> = [MemberOf<K>] extends [Row] ? true : { route: K; doesNotFit: Row };

export type AffiliateContractChecks = [
  Fits<'GET /api/users/:id/affiliatesInDepthList', AffiliateListRow>,
  Fits<'GET /api/afiliados/:id/statusHistoryList', StatusHistoryRow>,
  Fits<'GET /api/afiliados/:id/documentsList', DocumentRow>,
  Fits<'GET /api/afiliados/:id/tasksList', TaskRow>,
  Fits<'GET /api/afiliados/:id/childrenList', ChildRow>,
  Fits<'GET /api/afiliados/:id/financiacionList', FinancingRow>,
  Fits<'GET /api/inversores/:id/inversionesList', InvestmentRow>,
  Fits<'GET /api/afiliados/:id/transactionList', TransferRow>,
  Fits<'GET /api/afiliados/:id/cancellationOperationList', CancellationRow>,
  Fits<'GET /api/afiliados/:id/provisionFundsList', ProvisionFundQuarter>,
];

/** Every check must be `true`; a row that does not fit names its route and row in the error. */
type AllFit<T extends readonly true[]> = T;
export type AffiliateRowsFitTheContract = AllFit<AffiliateContractChecks>;
