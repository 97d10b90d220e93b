/**
 * The investor detail's section types, checked against the API contract at compile time (as the
 * lists' are): a line fails `tsc` when the route's answer no longer fits what the screen shows.
 */
import type { ContractKey, MemberOf, ResponseOf } from '@backoffice/domain/contract';
import type {
  InvestorAccount,
  InvestorBank,
  InvestorDetail,
  InvestorHistoryEntry,
  InvestorInvestment,
  InvestorPreferences,
  InvestorWallet,
} from './types';

type Fits<Answer, Shown, K extends ContractKey> = [Answer] extends [Shown]
  ? true
  : { route: K; doesNotFit: Shown };

export type InvestorDetailContractChecks = [
  Fits<ResponseOf<'GET /api/inversores/:id'>, InvestorDetail, 'GET /api/inversores/:id'>,
  Fits<ResponseOf<'GET /api/accounts/:id'>, InvestorAccount, 'GET /api/accounts/:id'>,
  Fits<MemberOf<'GET /api/banks'>, InvestorBank, 'GET /api/banks'>,
  Fits<
    ResponseOf<'GET /api/investor_preferences/:id'>,
    InvestorPreferences,
    'GET /api/investor_preferences/:id'
  >,
  Fits<ResponseOf<'GET /api/users/:id/monederoDetail'>, InvestorWallet, 'GET /api/users/:id/monederoDetail'>,
  // loanId is the admin's: it reads it from the member's `loan` link.
  Fits<
    MemberOf<'GET /api/users/:id/inversionesList'>,
    Omit<InvestorInvestment, 'loanId'>,
    'GET /api/users/:id/inversionesList'
  >,
  Fits<
    MemberOf<'GET /api/users/:id/statusHistoryList'>,
    InvestorHistoryEntry,
    'GET /api/users/:id/statusHistoryList'
  >,
];

type AllFit<T extends readonly true[]> = T;
export type InvestorDetailFitsTheContract = AllFit<InvestorDetailContractChecks>;
