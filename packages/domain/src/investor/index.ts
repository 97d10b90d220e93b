/** The investor area. */

export {
  INVESTOR_ACTIONS,
  INVESTOR_ACTIONS_TITLE,
  type InvestorActionId,
  investorActionRefusal,
} from './actions';
export {
  DEFAULT_INVESTOR_STATUS,
  INVESTOR_STATUS_CODES,
  INVESTOR_STATUSES,
  type InvestorStatus,
  investorStatusLook,
  isInvestorStatus,
} from './catalogues';
export {
  INVESTOR_EXPORT_COLUMNS,
  INVESTOR_KIND_LABELS,
  INVESTOR_LIST_COLUMNS,
  INVESTOR_LIST_TITLE,
} from './listExport';
export {
  INVESTMENT_RANGES,
  INVESTOR_LIST_PAGE_SIZE,
  INVESTOR_LIST_SORTABLE,
  type InvestorListSortable,
  WALLET_BALANCE_BANDS,
  type WalletBalanceBand,
  walletBalanceBand,
} from './lists';
export { type InvestorNameParts, investorName } from './name';
export { investorFieldError, investorPreferencesErrors, investorUpdateErrors } from './rules';
export * from './tabs';
