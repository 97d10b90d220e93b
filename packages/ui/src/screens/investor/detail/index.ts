/** The investor detail: its frame and its tabs (issue 15). */

export {
  InvestorDetailAccount,
  type InvestorDetailAccountProps,
} from './InvestorDetailAccount/InvestorDetailAccount';
export {
  InvestorDetailFields,
  type InvestorDetailFieldsProps,
  type InvestorField,
  type InvestorFieldsSection,
} from './InvestorDetailFields/InvestorDetailFields';
export {
  InvestorDetailHistory,
  type InvestorDetailHistoryProps,
} from './InvestorDetailHistory/InvestorDetailHistory';
export {
  InvestorDetailInvestments,
  type InvestorDetailInvestmentsProps,
  type InvestorInvestmentFilters,
  NO_INVESTOR_INVESTMENT_FILTERS,
} from './InvestorDetailInvestments/InvestorDetailInvestments';
export {
  InvestorDetailPreferences,
  type InvestorDetailPreferencesProps,
} from './InvestorDetailPreferences/InvestorDetailPreferences';
export {
  InvestorDetailScreen,
  type InvestorDetailScreenProps,
  type InvestorDetailTabItem,
} from './InvestorDetailScreen/InvestorDetailScreen';
export {
  InvestorDetailWallet,
  type InvestorDetailWalletProps,
} from './InvestorDetailWallet/InvestorDetailWallet';
export { investorDetailLabels } from './labels';
export type {
  InvestorAccount,
  InvestorBank,
  InvestorDetail,
  InvestorHistoryEntry,
  InvestorInvestment,
  InvestorPreferences,
  InvestorWallet,
  LoadState,
  Read,
} from './types';
