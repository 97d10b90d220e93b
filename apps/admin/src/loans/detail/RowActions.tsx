/**
 * The actions on one row of a loan tab, in that row: an investment (cancel it, remove the
 * investor) or a payment method (disable it). The registry's row entries this user may run on that
 * kind of row, each on its own machine, disabled with the reason of the same rule the API applies:
 * the status table's, or the row's own (an investment already cancelled, a method already disabled).
 */
import {
  type AdminAction,
  actionsFor,
  isRowAction,
  LOAN_ACTIONS,
  type LoanAction,
  type LoanActionId,
  loanActionFacts,
  loanActionRefusal,
  messages,
  paymentMethodDisableRefusal,
} from '@backoffice/domain';
import { ActionButton } from '@backoffice/ui';
import type { LoanDetail, LoanInvestment, PayMethod } from '@backoffice/ui/screens/loan';
import { type ReactNode, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useAdminAction } from '../../actions/useAdminAction';
import { useMe } from '../../resources';
import { isReadOfLoan } from './loanReads';

/** The kinds of row that carry actions: the record id and version each one's entries read, and its own refusals. */
const ROWS = {
  investment: {
    param: 'investmentId',
    version: 'investmentVersion',
    refusal: (action: LoanActionId, row: LoanInvestment) =>
      action === 'cancelInvestment' && !row.active ? messages.loanActions.investmentInactive : null,
  },
  paymentMethod: {
    param: 'paymentMethodId',
    version: 'paymentMethodVersion',
    refusal: (action: LoanActionId, row: PayMethod) =>
      action === 'disablePaymentMethod' ? paymentMethodDisableRefusal(row) : null,
  },
} as const;
type RowKind = keyof typeof ROWS;
type RowOf<K extends RowKind> = K extends 'investment' ? LoanInvestment : PayMethod;

/** The row entries of this kind this user may run; none: no actions column. */
export function useRowActions<K extends RowKind>(
  kind: K,
  id: string,
  loan: LoanDetail,
): ((row: RowOf<K>) => ReactNode) | undefined {
  const { roles } = useMe();
  const entries = (actionsFor(roles, LOAN_ACTIONS) as LoanAction[]).filter(
    (e) => isRowAction(e) && Object.values(e.params).includes(ROWS[kind].param),
  );
  if (entries.length === 0) return undefined;
  return (row) => <RowActions key={row.id} kind={kind} id={id} loan={loan} row={row} entries={entries} />;
}

function RowActions<K extends RowKind>({
  kind,
  id,
  loan,
  row,
  entries,
}: {
  kind: K;
  id: string;
  loan: LoanDetail;
  row: RowOf<K>;
  entries: readonly LoanAction[];
}) {
  const { mutate } = useSWRConfig();
  const { param, version } = ROWS[kind];
  // The row's version travels with its actions (If-Match): an action on a row a colleague changed
  // since the list was read is refused (412) instead of acting on what the user no longer sees.
  const record = useMemo(
    () => ({ loanId: Number(id), [param]: row.id, [version]: row.version }),
    [id, param, version, row.id, row.version],
  );
  const onSettled = useMemo(
    () => () => {
      void mutate(isReadOfLoan(id));
      // The payment methods are read by the loan's product (`?idFinanciacion=`), not by its id.
      if (kind === 'paymentMethod')
        void mutate((key) => Array.isArray(key) && key[0] === 'GET /api/pay_methods');
    },
    [mutate, id, kind],
  );
  const useAction = (entry: AdminAction) => useAdminAction(entry, record, onSettled);
  const own = ROWS[kind].refusal as (action: LoanActionId, row: RowOf<K>) => string | null;
  return (
    <>
      {entries.map((entry) => (
        <ActionButton
          key={entry.id}
          entry={entry}
          useAction={useAction}
          refusal={
            own(entry.transition, row) ??
            loanActionRefusal(entry.transition, loan.estadoCd, loanActionFacts(loan))
          }
        />
      ))}
    </>
  );
}
