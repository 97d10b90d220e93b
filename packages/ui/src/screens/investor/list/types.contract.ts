/**
 * The investors list's row types, checked against the API contract at compile time (as the loan
 * lists' are): a line fails `tsc` when the route's answer no longer fits what the screen shows.
 */
import type { ContractKey, MemberOf, ResponseOf } from '@backoffice/domain/contract';
import type { InvestorDashboardData, InvestorListRow } from './types';

type Fits<Answer, Row, K extends ContractKey> = [Answer] extends [Row] ? true : { route: K; doesNotFit: Row };

export type InvestorListContractChecks = [
  Fits<MemberOf<'GET /api/inversores'>, InvestorListRow, 'GET /api/inversores'>,
  Fits<ResponseOf<'GET /api/inversores/dashboard'>, InvestorDashboardData, 'GET /api/inversores/dashboard'>,
];

type AllFit<T extends readonly true[]> = T;
export type InvestorRowsFitTheContract = AllFit<InvestorListContractChecks>;
