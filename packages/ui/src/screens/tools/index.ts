export {
  type ExcelActionsReport,
  ExcelActionsScreen,
  type ExcelActionsScreenProps,
} from './ExcelActionsScreen/ExcelActionsScreen';
export { type LogsLwRow, LogsLwScreen, type LogsLwScreenProps } from './LogsLwScreen/LogsLwScreen';
export { toolsLabels } from './labels';
export {
  MonthInstallmentsScreen,
  type MonthInstallmentsScreenProps,
  type MonthInstallmentsSummary,
} from './MonthInstallmentsScreen/MonthInstallmentsScreen';
export { NewTaskScreen, type NewTaskScreenProps, type NewTaskValues } from './NewTaskScreen/NewTaskScreen';
export {
  type SalesAgentDetail,
  SalesAgentDetailScreen,
  type SalesAgentDetailScreenProps,
} from './SalesAgentDetailScreen/SalesAgentDetailScreen';
export {
  type SalesAnalysis,
  SalesAnalysisScreen,
  type SalesAnalysisScreenProps,
} from './SalesAnalysisScreen/SalesAnalysisScreen';
export {
  EMPTY_SECURITIZATION_FILTER,
  type SecuritizationFilter,
  type SecuritizationPreview,
  SecuritizationScreen,
  type SecuritizationScreenProps,
} from './SecuritizationScreen/SecuritizationScreen';
export {
  type WeeklyTasks,
  WeeklyTasksScreen,
  type WeeklyTasksScreenProps,
} from './WeeklyTasksScreen/WeeklyTasksScreen';
