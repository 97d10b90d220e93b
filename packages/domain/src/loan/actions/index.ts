/**
 * The loan action registry (issue 14): every admin action on a loan, in the order the actions
 * panel lists them. Three files, one per owner, so they grow without touching each other.
 */
import type { AdminAction } from '../../shared/actions';
import { type LoanActionId, loanActionFacts, loanActionRefusal } from '../transitions';
import { FLOW_ACTIONS } from './flows';
import { PROVIDER_ACTIONS } from './providers';
import { STATUS_ACTIONS } from './status';
import type { LoanAction } from './types';

export { FLOW_ACTIONS } from './flows';
export { PROVIDER_ACTIONS } from './providers';
export { STATUS_ACTIONS } from './status';
export {
  BORROWER,
  LOAN,
  LOAN_ACTION_GROUPS,
  LOAN_ACTIONS_TITLE,
  type LoanAction,
  type LoanActionRecord,
} from './types';

export const LOAN_ACTIONS: readonly LoanAction[] = [...STATUS_ACTIONS, ...PROVIDER_ACTIONS, ...FLOW_ACTIONS];

/** One entry by id (the stories and the tests name them). */
export function loanAction(id: LoanActionId): LoanAction {
  const entry = LOAN_ACTIONS.find((a) => a.id === id);
  if (!entry) throw new Error(`unknown loan action ${id}`);
  return entry;
}

/** The record ids of the loan itself; any other id in an entry's params names a row of a tab. */
const LOAN_LEVEL: ReadonlySet<string> = new Set(['loanId', 'userId', 'affiliateId', 'coborrowerId']);

/** Entries that act on a row of the loan (an investment…) rather than the loan: listed by their tab. */
export function isRowAction(entry: LoanAction): boolean {
  return Object.values(entry.params).some((from) => !LOAN_LEVEL.has(from));
}

/** What the loan detail's actions read of the loan: its status, type, demo flag and co-borrower's link. */
export interface LoanActionsFacts {
  readonly estadoCd: string;
  readonly cobros?: boolean;
  readonly demo?: boolean;
  /** null: the loan has no co-borrower. */
  readonly coborrower?: string | null;
}

/**
 * Why an entry may not run on this loan now (the status table's reason, the text of the API's
 * 409), or null: the actions panel disables its button with it, and the palette its option.
 */
export function loanEntryRefusal(entry: AdminAction, loan: LoanActionsFacts): string | null {
  const action = (entry as Partial<LoanAction>).transition;
  return action ? loanActionRefusal(action, loan.estadoCd, loanActionFacts(loan)) : null;
}
