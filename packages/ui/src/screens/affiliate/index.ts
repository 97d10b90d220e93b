// Affiliate area screens (lists, dashboard, create, detail sections). Exports by name.

export {
  AffiliateCreateScreen,
  type AffiliateCreateScreenProps,
  type NewAffiliateValues,
} from './AffiliateCreateScreen/AffiliateCreateScreen';
export {
  AffiliateDashboardScreen,
  type AffiliateDashboardScreenProps,
  type RecentStateChange,
} from './AffiliateDashboardScreen/AffiliateDashboardScreen';
export {
  AffiliateDetailCancellations,
  type AffiliateDetailCancellationsProps,
  type NewCancellation,
} from './AffiliateDetailCancellations/AffiliateDetailCancellations';
export {
  AffiliateDetailChildren,
  type AffiliateDetailChildrenProps,
} from './AffiliateDetailChildren/AffiliateDetailChildren';
export {
  AffiliateDetailContact,
  type AffiliateDetailContactProps,
  type ContactBlock,
} from './AffiliateDetailContact/AffiliateDetailContact';
export {
  AffiliateDetailDocuments,
  type AffiliateDetailDocumentsProps,
  type DocumentUpload,
} from './AffiliateDetailDocuments/AffiliateDetailDocuments';
export {
  AffiliateDetailFinancing,
  type AffiliateDetailFinancingProps,
} from './AffiliateDetailFinancing/AffiliateDetailFinancing';
export {
  AffiliateDetailInvestments,
  type AffiliateDetailInvestmentsProps,
  type InvestmentFilters,
  investmentMatches,
  NO_INVESTMENT_FILTERS,
} from './AffiliateDetailInvestments/AffiliateDetailInvestments';
export {
  AffiliateDetailOpportunity,
  type AffiliateDetailOpportunityProps,
} from './AffiliateDetailOpportunity/AffiliateDetailOpportunity';
export {
  AffiliateDetailProvisionFund,
  type AffiliateDetailProvisionFundProps,
} from './AffiliateDetailProvisionFund/AffiliateDetailProvisionFund';
export {
  AffiliateDetailScreen,
  type AffiliateDetailScreenProps,
} from './AffiliateDetailScreen/AffiliateDetailScreen';
export {
  AffiliateDetailStatus,
  type AffiliateDetailStatusProps,
} from './AffiliateDetailStatus/AffiliateDetailStatus';
export {
  AffiliateDetailStructure,
  type AffiliateDetailStructureProps,
} from './AffiliateDetailStructure/AffiliateDetailStructure';
export {
  AffiliateDetailTasks,
  type AffiliateDetailTasksProps,
} from './AffiliateDetailTasks/AffiliateDetailTasks';
export {
  AffiliateDetailTransfers,
  type AffiliateDetailTransfersProps,
} from './AffiliateDetailTransfers/AffiliateDetailTransfers';
export {
  AFFILIATE_LIST_SORTABLE,
  type AffiliateListOrder,
  AffiliateListScreen,
  type AffiliateListScreenProps,
} from './AffiliateListScreen/AffiliateListScreen';
export {
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
