/**
 * The loan flows (issue 14): an action entry with `flow` opens its flow here instead of running
 * through adminActionMachine. flows fills the map (reset payment, lender change / approve loan,
 * lawsuit filing), each a lazy module so the loan detail's chunk stays small.
 */
import type { LoanFlowId } from '@backoffice/domain/actions';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What the loan detail hands a flow. */
export interface LoanFlowProps {
  readonly loanId: number;
  /** Closes the flow without a change. */
  readonly onClose: () => void;
  /** The flow changed the loan: the detail revalidates its reads (and shows the new status). */
  readonly onDone: (status?: string) => void;
}

export const LOAN_FLOWS: Partial<Record<LoanFlowId, LazyExoticComponent<ComponentType<LoanFlowProps>>>> = {
  lenderChange: lazy(() => import('./LenderFlow')),
  resetPayment: lazy(() => import('./ResetPaymentFlow')),
  lawsuit: lazy(() => import('./LawsuitFlow')),
};
