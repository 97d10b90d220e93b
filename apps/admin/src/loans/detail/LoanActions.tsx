/**
 * The loan detail's actions (issue 14): the registry's entries the user may run, each on its own
 * adminActionMachine (or its flow, for the entries with `flow`), disabled with the status table's
 * reason when the loan's status does not allow them. After each action the loan's reads are
 * revalidated, so the new status (read from the answer by the API's contract) shows at once.
 */
import {
  type AdminAction,
  actionsFor,
  LOAN_ACTIONS,
  LOAN_DETAIL,
  type LoanAction,
  type LoanDetailTab,
  type RecordSearchKind,
  tabHref,
} from '@backoffice/domain';
import { type AskedEntry, LoadingState, type RecordSearch } from '@backoffice/ui';
import { type LoanDetail, LoanDetailActions } from '@backoffice/ui/screens/loan';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useAdminAction } from '../../actions/useAdminAction';
import { idFromLink, iriOf, useMe, useRouteRead } from '../../resources';
import { LOAN_FLOWS } from '../flows';
import { isReadOfLoan } from './loanReads';

/** The record each search input picks, and the link it sends. */
const SEARCHED = {
  affiliate: (id: number) => iriOf('GET /api/afiliados/:id', { id }),
  investor: (id: number) => iriOf('GET /api/inversores/:id', { id }),
} as const satisfies Record<RecordSearchKind, (id: number) => string>;

/**
 * The search behind a record input ('Cambiar afiliado', 'Invertir'): the finder's search, this
 * kind of record only, picked by name (and code or e-mail), sent as its link.
 */
function useRecordSearch(kind: RecordSearchKind, userId: number | null): RecordSearch {
  const [query, setQuery] = useState('');
  const search = useRouteRead(
    'GET /api/users/:id/search',
    query && userId ? { id: userId } : null,
    { q: query },
    { keepPreviousData: false },
  );
  const { data, error, isLoading } = search;
  return {
    results: (data ?? [])
      .filter((h) => h.type === kind)
      .map((h) => ({
        value: SEARCHED[kind](h.id),
        label: [h.code, h.name].filter(Boolean).join(' · '),
        detail: h.email ?? null,
      })),
    onSearch: setQuery,
    searching: isLoading,
    error: error ? (error.serverMessage ?? null) : null,
  };
}

export function LoanActionsPanel({
  id,
  loan,
  asked = null,
}: {
  id: string;
  loan: LoanDetail;
  /** An entry the palette asked for: run as its button would. */
  asked?: AskedEntry | null;
}) {
  const { roles, userId } = useMe();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [flow, setFlow] = useState<AdminAction['flow']>(undefined);
  const actions = actionsFor(roles, LOAN_ACTIONS) as LoanAction[];
  const record = useMemo(
    () => ({ loanId: Number(id), userId: loan.userId, affiliateId: idFromLink(loan.afiliado) }),
    [id, loan.userId, loan.afiliado],
  );
  // Every read of this loan (keyed by its id) is read again: the header, the open tab, the flags.
  const onSettled = useMemo(
    () => () => {
      void mutate(isReadOfLoan(id));
    },
    [mutate, id],
  );
  const affiliate = useRecordSearch('affiliate', userId);
  const investor = useRecordSearch('investor', userId);
  const useAction = (entry: AdminAction) => {
    const handle = useAdminAction(entry, record, onSettled);
    const done = handle.snapshot.hasTag('done');
    // loans §4: analysing the loan moves to the status tab.
    useEffect(() => {
      if (done && entry.thenTab) navigate(tabHref(LOAN_DETAIL, entry.thenTab as LoanDetailTab, id));
    }, [done, entry.thenTab]);
    return handle;
  };
  if (actions.length === 0) return null;
  const Flow = flow ? LOAN_FLOWS[flow] : undefined;
  return (
    <>
      <LoanDetailActions
        actions={actions}
        loan={loan}
        useAction={useAction}
        onFlow={(entry) => setFlow(entry.flow)}
        searches={{ affiliate, investor }}
        asked={asked}
      />
      {Flow ? (
        <Suspense fallback={<LoadingState />}>
          <Flow
            loanId={Number(id)}
            onClose={() => setFlow(undefined)}
            onDone={() => {
              setFlow(undefined);
              onSettled();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
