/**
 * Issue 11: the loan lists' row types, checked against the API contract at compile time; a line
 * fails `tsc` (naming its route and row) when the route's answer no longer fits what the screen
 * shows. Types only.
 */
import type { ContractKey, MemberOf, ResponseOf } from '@backoffice/domain/contract';
import type { AmaListRow, InstallmentListRow, LoanDashboardData, LoanListRow } from './types';

type Fits<Answer, Row, K extends ContractKey> = [Answer] extends [Row] ? true : { route: K; doesNotFit: Row };

export type LoanListContractChecks = [
  Fits<MemberOf<'GET /api/financiaciones'>, LoanListRow, 'GET /api/financiaciones'>,
  Fits<MemberOf<'GET /api/cuotas'>, InstallmentListRow, 'GET /api/cuotas'>,
  Fits<MemberOf<'GET /api/amas'>, AmaListRow, 'GET /api/amas'>,
  Fits<ResponseOf<'GET /api/creditos/dashboard'>, LoanDashboardData, 'GET /api/creditos/dashboard'>,
];

/** Every check must be `true`. */
type AllFit<T extends readonly true[]> = T;
export type LoanRowsFitTheContract = AllFit<LoanListContractChecks>;
