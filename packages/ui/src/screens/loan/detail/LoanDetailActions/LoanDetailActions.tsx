import {
  type AdminAction,
  isRowAction,
  LOAN_ACTIONS_TITLE,
  type LoanAction,
  type LoanActionsFacts,
  loanEntryRefusal,
} from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import {
  ActionsPanel,
  type AskedEntry,
  actionPaletteItems,
  type RecordSearches,
  type UseAction,
} from '#patterns/ActionsPanel';
import type { PaletteItem } from '#patterns/CommandPalette';
import type { LoadState } from '#patterns/Section';

export interface LoanDetailActionsProps {
  /** The loan's entries the user may run (`actionsFor(roles, LOAN_ACTIONS)`); row actions are left to their tabs. */
  actions: readonly LoanAction[];
  /**
   * The loan's facts the status table reads: its status (estadoCd), its type, the demo flag and its
   * co-borrower's link (null: none, so 'Eliminar cotitular' says why it cannot run).
   */
  loan: LoanActionsFacts | null;
  useAction: UseAction;
  /** An entry with `flow` opens it (reset payment, lender change, lawsuit). */
  onFlow?: (entry: AdminAction) => void;
  /** The searches behind 'Cambiar afiliado' and 'Invertir' (an affiliate, an investor). */
  searches?: RecordSearches;
  state?: LoadState;
  onRetry?: () => void;
  /** An entry the command palette asked for (`useAskedEntry`): run as its button would. */
  asked?: AskedEntry | null;
}

/** The entries the panel lists: the loan's own (row actions are left to their tabs). */
const panelEntries = (actions: readonly LoanAction[]) => actions.filter((a) => !isRowAction(a));

/**
 * The panel's entries as the command palette offers them on this loan: the same entries, each
 * disabled with the same reason as its button (`record` names the loan, e.g. 'F0000012').
 */
export function loanPaletteItems(
  actions: readonly LoanAction[],
  loan: LoanActionsFacts,
  record: string,
): PaletteItem[] {
  return actionPaletteItems(panelEntries(actions), {
    record,
    refusal: (entry) => loanEntryRefusal(entry, loan),
  });
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
  asked = null,
}: LoanDetailActionsProps) {
  const shown = panelEntries(actions);
  const refusal = (entry: AdminAction) => (loan ? loanEntryRefusal(entry, loan) : null);
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
      asked={asked}
    />
  );
}
