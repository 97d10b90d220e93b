// Affiliate area screens (lists, dashboard, create, detail sections). Exports by name.

export {
  AffiliateDetailContact,
  type AffiliateDetailContactProps,
  type ContactBlock,
} from './AffiliateDetailContact/AffiliateDetailContact';
export {
  AffiliateDetailScreen,
  type AffiliateDetailScreenProps,
} from './AffiliateDetailScreen/AffiliateDetailScreen';
export {
  AffiliateListScreen,
  type AffiliateListScreenProps,
} from './AffiliateListScreen/AffiliateListScreen';
export {
  AFFILIATE_DETAIL_TABS,
  type AffiliateDetailTab,
  affiliateLabels,
  isAffiliateDetailTab,
} from './labels';
export type {
  AffiliateListFilters,
  AffiliateListRow,
  AffiliateSummary,
  CancellationRow,
  ChildRow,
  DocumentRow,
  FinancingRow,
  InvestmentRow,
  LoadState,
  Option,
  ProvisionFundMovement,
  ProvisionFundQuarter,
  StatusHistoryRow,
  TaskRow,
  TransferRow,
} from './types';
