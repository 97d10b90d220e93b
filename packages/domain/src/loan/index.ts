/** The loan area: its catalogues, the loan rules and the lender change's checks. */

export {
  addMonths,
  advanceAmortizationRefusal,
  categoryFromScore,
  installmentSchedule,
  partialCancellationRefusal,
  pendingPrincipal,
  type ScheduledInstallment,
} from './actionRules';
export {
  BORROWER,
  FLOW_ACTIONS,
  isRowAction,
  LOAN,
  LOAN_ACTION_GROUPS,
  LOAN_ACTIONS,
  LOAN_ACTIONS_TITLE,
  type LoanAction,
  type LoanActionRecord,
  type LoanActionsFacts,
  loanAction,
  loanEntryRefusal,
  PROVIDER_ACTIONS,
  STATUS_ACTIONS,
} from './actions';
export * from './catalogues';
export * from './detail';
export * from './lender';
export {
  FINANCING_EXPORT_COLUMNS,
  FINANCING_LIST_COLUMNS,
  FINANCING_LIST_TITLE,
  LOAN_TYPE_LABELS,
} from './listExport';
export * from './loans';
export * from './providerRules';
export * from './tabs';
export {
  isLoanActionId,
  LOAN_ACTION_IDS,
  LOAN_TRANSITIONS,
  type LoanActionFacts,
  type LoanActionId,
  type LoanTransition,
  loanActionFacts,
  loanActionRefusal,
  loanTransitionRows,
  loanTransitionsMarkdown,
  nextStatus,
} from './transitions';
