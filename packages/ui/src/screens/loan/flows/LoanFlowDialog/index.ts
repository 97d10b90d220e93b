export { LoanFlowDialog, type LoanFlowDialogProps, type LoanFlowDialogState } from './LoanFlowDialog';
