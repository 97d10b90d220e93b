/** The loan lists and the credits dashboard (issue 13). */

export { AmaListScreen, type AmaListScreenProps } from './AmaListScreen/AmaListScreen';
export {
  InstallmentListScreen,
  type InstallmentListScreenProps,
} from './InstallmentListScreen/InstallmentListScreen';
export {
  LoanDashboardScreen,
  type LoanDashboardScreenProps,
} from './LoanDashboardScreen/LoanDashboardScreen';
export { LoanListScreen, type LoanListScreenProps } from './LoanListScreen/LoanListScreen';
export { loanListLabels } from './labels';
export {
  type AmaListFilters,
  type AmaListRow,
  EMPTY_LOAN_FILTERS,
  type InstallmentListFilters,
  type InstallmentListRow,
  type ListOrder,
  type LoanDashboardData,
  type LoanListFilters,
  type LoanListRow,
  type LoanType,
  type Option as LoanListOption,
} from './types';
