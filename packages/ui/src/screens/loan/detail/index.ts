/** The loan detail: its header and its tabs (issue 13). */

export {
  LoanDetailActions,
  type LoanDetailActionsProps,
  loanPaletteItems,
} from './LoanDetailActions/LoanDetailActions';
export { LoanDetailBorrower, type LoanDetailBorrowerProps } from './LoanDetailBorrower/LoanDetailBorrower';
export {
  LoanDetailBorrowerInfo,
  type LoanDetailBorrowerInfoProps,
} from './LoanDetailBorrowerInfo/LoanDetailBorrowerInfo';
export { LoanDetailFlags, type LoanDetailFlagsProps } from './LoanDetailFlags/LoanDetailFlags';
export { LoanDetailHistory, type LoanDetailHistoryProps } from './LoanDetailHistory/LoanDetailHistory';
export {
  LoanDetailInstallments,
  type LoanDetailInstallmentsProps,
} from './LoanDetailInstallments/LoanDetailInstallments';
export {
  LoanDetailInvestors,
  type LoanDetailInvestorsProps,
} from './LoanDetailInvestors/LoanDetailInvestors';
export {
  LoanDetailOtherInfo,
  type LoanDetailOtherInfoProps,
} from './LoanDetailOtherInfo/LoanDetailOtherInfo';
export {
  LoanDetailPayMethods,
  type LoanDetailPayMethodsProps,
} from './LoanDetailPayMethods/LoanDetailPayMethods';
export { LoanDetailPayment, type LoanDetailPaymentProps } from './LoanDetailPayment/LoanDetailPayment';
export { LoanDetailScoring, type LoanDetailScoringProps } from './LoanDetailScoring/LoanDetailScoring';
export {
  LoanDetailScoringAccounts,
  type LoanDetailScoringAccountsProps,
} from './LoanDetailScoring/LoanDetailScoringAccounts';
export {
  LoanDetailScoringHolders,
  type LoanDetailScoringHoldersProps,
} from './LoanDetailScoring/LoanDetailScoringHolders';
export {
  LoanDetailScoringTransactions,
  type LoanDetailScoringTransactionsProps,
} from './LoanDetailScoring/LoanDetailScoringTransactions';
export {
  LoanDetailScreen,
  type LoanDetailScreenProps,
  type LoanDetailTabItem,
} from './LoanDetailScreen/LoanDetailScreen';
export { LoanDetailStatus, type LoanDetailStatusProps } from './LoanDetailStatus/LoanDetailStatus';
export { loanDetailLabels } from './labels';
export type {
  AccountLwStatus,
  Amortization,
  AmortizationFigures,
  Asnef,
  Bank,
  BorrowerInfo,
  CarInfo,
  CoborrowerInfo,
  Configuracion,
  IdInfo,
  InsCuenta,
  InsResumen,
  InsTitular,
  InsTran,
  Installment,
  Killer,
  LoadState,
  LoanDetail,
  LoanFlags,
  LoanInvestment,
  LoanInvestor,
  Operation,
  PayMethod,
  Read,
  ScoreResult,
  ScrapeReport,
  StatusHistoryEntry,
  WalletBalance,
} from './types';
