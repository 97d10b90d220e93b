export {
  type LenderEditField,
  type LenderModalState,
  LoanLenderModal,
  type LoanLenderModalProps,
} from './LoanLenderModal';
