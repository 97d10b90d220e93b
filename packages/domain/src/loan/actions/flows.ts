/**
 * The loan actions that run as machines (issue 14, flows): reset payment, lender change / approve
 * loan, the lawsuit filing. Their entries carry `flow`: the admin opens that flow instead of
 * adminActionMachine.
 */
import type { LoanAction } from './types';

export const FLOW_ACTIONS: readonly LoanAction[] = [];
