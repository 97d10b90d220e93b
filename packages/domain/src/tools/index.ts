/** Issue 16 tools: the rules of the credit tools, the IT tools and the sales people. */

export {
  checkExcelActionRow,
  EXCEL_ACTION_COLUMNS,
  EXCEL_ACTION_KINDS,
  EXCEL_ACTION_NOTES_MAX,
  EXCEL_ACTION_STATUSES,
  EXCEL_ACTIONS,
  EXCEL_ACTIONS_MAX_ROWS,
  type ExcelActionCheck,
  type ExcelActionKind,
  type ExcelActionLoan,
  type ExcelActionRow,
  excelDay,
  excelHeaderMatches,
  excelLoanId,
} from './excelActions';
export {
  EMPTY_LOGS_LW_FILTERS,
  formatCallTime,
  LOGS_LW_PAGE_SIZE,
  LOGS_LW_USER_MAX,
  type LogsLwFilters,
  logsLwFilterError,
  PROVIDER_CALL_RESULTS,
  type ProviderCallResult,
} from './logsLw';
export { toolsMessages } from './messages';
export {
  type MonthInstallment,
  monthInstallmentStatus,
  monthOf,
  OPEN_INSTALLMENT_STATUSES,
} from './monthInstallments';
export {
  conversionRate,
  monthsBetween,
  NEW_TASK_STATUS,
  type NewTaskInput,
  newTaskErrors,
  TASK_NAME_MAX,
  TASK_TYPES,
  type TaskType,
  taskWeek,
} from './salesTasks';
export {
  FUND_MAX_LENGTH,
  fundError,
  SECURITIZABLE_STATUSES,
  SECURITIZATION_MOVES,
  type SecuritizationCandidate,
  type SecuritizationMove,
  securitizationRefusal,
} from './securitization';
