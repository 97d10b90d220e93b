export {
  type AdminActionContext,
  type AdminActionEvent,
  type AdminActionInput,
  type AdminActionParams,
  type AdminActionRunInput,
  adminActionMachine,
} from './adminAction/adminActionMachine';
export type { ActorFailure } from './internal/errors';
export {
  type DeleteInvestorInput,
  type LoanPaymentValues,
  RESET_PAYMENT_VALUES,
  type RefreshStatusInput,
  type ResetPaymentContext,
  type ResetPaymentEvent,
  type ResetPaymentInput,
  type ResetPaymentInvestor,
  type ResetPaymentLoan,
  resetPaymentMachine,
  resetPaymentSuccessMessage,
  type UpdateLoanInput,
} from './resetPayment/resetPaymentMachine';
export {
  type Credentials,
  CredentialsRejected,
  type LoadRolesInput,
  type LoadUserInput,
  type RefreshInput,
  SESSION_EXPIRES_AFTER_MS,
  SESSION_REFRESH_AFTER_MS,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionUser,
  type StoredSession,
  sessionMachine,
} from './session/sessionMachine';
