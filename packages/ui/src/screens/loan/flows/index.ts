/** The loan flows' screens (issue 14, flows): the approveLoan modal and the flow dialog. */
export { LoanFlowDialog, type LoanFlowDialogProps, type LoanFlowDialogState } from './LoanFlowDialog';
export {
  type LenderEditField,
  type LenderModalState,
  LoanLenderModal,
  type LoanLenderModalProps,
} from './LoanLenderModal';
