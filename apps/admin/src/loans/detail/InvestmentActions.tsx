/**
 * Issue 14: the actions on one investment of the loan (cancel it, remove the investor), in its row
 * of the Inversores tab: the registry's row entries this user may run, each on its own machine,
 * disabled with the status table's reason when the loan's status does not allow them.
 */
import {
  type AdminAction,
  actionsFor,
  isRowAction,
  LOAN_ACTIONS,
  type LoanAction,
  loanActionRefusal,
  messages,
} from '@backoffice/domain';
import { ActionButton } from '@backoffice/ui';
import type { LoanDetail, LoanInvestment } from '@backoffice/ui/screens/loan';
import { type ReactNode, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useAdminAction } from '../../actions/useAdminAction';
import { useMe } from '../../resources';

/** The row entries this user may run; none: no actions column. */
export function useInvestmentActions(
  id: string,
  loan: LoanDetail,
): ((row: LoanInvestment) => ReactNode) | undefined {
  const { roles } = useMe();
  const entries = (actionsFor(roles, LOAN_ACTIONS) as LoanAction[]).filter(
    (e) => isRowAction(e) && Object.values(e.params).includes('investmentId'),
  );
  if (entries.length === 0) return undefined;
  return (row) => (
    <InvestmentRowActions key={row.id} id={id} loan={loan} investment={row} entries={entries} />
  );
}

function InvestmentRowActions({
  id,
  loan,
  investment,
  entries,
}: {
  id: string;
  loan: LoanDetail;
  investment: LoanInvestment;
  entries: readonly LoanAction[];
}) {
  const { mutate } = useSWRConfig();
  const record = useMemo(() => ({ loanId: Number(id), investmentId: investment.id }), [id, investment.id]);
  const onSettled = useMemo(
    () => () => {
      void mutate(
        (key) =>
          Array.isArray(key) &&
          typeof key[1] === 'object' &&
          key[1] !== null &&
          String((key[1] as { id?: unknown }).id) === String(id),
      );
    },
    [mutate, id],
  );
  const useAction = (entry: AdminAction) => useAdminAction(entry, record, onSettled);
  return (
    <>
      {entries.map((entry) => (
        <ActionButton
          key={entry.id}
          entry={entry}
          useAction={useAction}
          refusal={
            entry.id === 'cancelInvestment' && !investment.active
              ? messages.loanActions.investmentInactive
              : loanActionRefusal(entry.transition, loan.estadoCd, { cobros: loan.cobros, demo: loan.demo })
          }
        />
      ))}
    </>
  );
}
