import {
  type AdminAction,
  isRowAction,
  LOAN_ACTIONS_TITLE,
  type LoanAction,
  loanActionFacts,
  loanActionRefusal,
} from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { ActionsPanel, type RecordSearches, type UseAction } from '#patterns/ActionsPanel';
import type { LoadState } from '#patterns/Section';

export interface LoanDetailActionsProps {
  /** The loan's entries the user may run (`actionsFor(roles, LOAN_ACTIONS)`); row actions are left to their tabs. */
  actions: readonly LoanAction[];
  /**
   * The loan's facts the status table reads: its status (estadoCd), its type, the demo flag and its
   * co-borrower's link (null: none, so 'Eliminar cotitular' says why it cannot run).
   */
  loan: { estadoCd: string; cobros: boolean; demo: boolean; coborrower?: string | null } | null;
  useAction: UseAction;
  /** An entry with `flow` opens it (reset payment, lender change, lawsuit). */
  onFlow?: (entry: AdminAction) => void;
  /** The searches behind 'Cambiar afiliado' and 'Invertir' (an affiliate, an investor). */
  searches?: RecordSearches;
  state?: LoadState;
  onRetry?: () => void;
}

/**
 * The loan detail's actions (issue 14): the registry's entries this user may run, grouped; an
 * entry the loan's status does not allow is a disabled button that says why (the same Spanish
 * reason the API answers with its 409).
 */
export function LoanDetailActions({
  actions,
  loan,
  useAction,
  onFlow,
  searches,
  state = 'loaded',
  onRetry,
}: LoanDetailActionsProps) {
  const shown = actions.filter((a) => !isRowAction(a));
  const refusal = (entry: AdminAction) => {
    const action = (entry as LoanAction).transition;
    return loan && action ? loanActionRefusal(action, loan.estadoCd, loanActionFacts(loan)) : null;
  };
  return (
    <ActionsPanel
      title={LOAN_ACTIONS_TITLE}
      actions={shown}
      useAction={useAction}
      refusal={refusal}
      state={loan ? state : state === 'loaded' ? 'loading' : state}
      errorMessage={messages.loanDetail.detail}
      {...(onFlow ? { onFlow } : {})}
      {...(searches ? { searches } : {})}
      {...(onRetry ? { onRetry } : {})}
    />
  );
}
