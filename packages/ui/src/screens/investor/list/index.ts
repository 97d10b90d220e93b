/** The investors list and dashboard (issue 15). */
export {
  InvestorDashboardScreen,
  type InvestorDashboardScreenProps,
} from './InvestorDashboardScreen/InvestorDashboardScreen';
export { InvestorListScreen, type InvestorListScreenProps } from './InvestorListScreen/InvestorListScreen';
export { investorListLabels } from './labels';
export {
  EMPTY_INVESTOR_FILTERS,
  type InvestorDashboardData,
  type InvestorKind,
  type InvestorListFilters,
  type InvestorListRow,
} from './types';
