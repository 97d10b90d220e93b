export {
  type ExcelActionsReport,
  ExcelActionsScreen,
  type ExcelActionsScreenProps,
} from './ExcelActionsScreen/ExcelActionsScreen';
export { toolsLabels } from './labels';
export {
  EMPTY_SECURITIZATION_FILTER,
  type SecuritizationFilter,
  type SecuritizationPreview,
  SecuritizationScreen,
  type SecuritizationScreenProps,
} from './SecuritizationScreen/SecuritizationScreen';
