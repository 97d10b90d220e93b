import {
  actionsFor,
  financingName,
  LOAN_ACTIONS,
  LOAN_DETAIL,
  type LoanAction,
  type LoanDetailTab,
  tabHref,
  tabOrDefault,
  visibleTabs,
} from '@backoffice/domain';
import { LoadingState, RecordChangedNotice, useAskedEntry } from '@backoffice/ui';
import { LoanDetailScreen, loanPaletteItems } from '@backoffice/ui/screens/loan';
import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CommentsButton } from '../../comments/CommentsButton';
import { useRecordChange } from '../../live/LiveEvents';
import { usePanelPaletteActions } from '../../palette/registry';
import { sectionOf, useRouteRead } from '../../resources';
import { useSession } from '../../session/SessionProvider';
import {
  FRESH,
  isLoanNotFound,
  LOAN_NOT_FOUND_PATH,
  parameterOutcome,
  useLoanParameters,
} from './parameters';
import { ACTIONS_TAB, TAB_SECTIONS } from './sections';
import { useLoanId } from './useLoanId';

/**
 * /creditos/detalle-credito/{tab}?credito={id} (issue 13): the parameter check first, then the loan
 * for the header, then the open tab's own reads. `credito` is the loan's id, or its code when the
 * finder opened a borrower (loans §2).
 */
export function Component() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const roles = useSession().user?.roles ?? [];
  const raw = (search.get(LOAN_DETAIL.query) ?? '').trim();
  const slug = pathname.split('/').filter(Boolean)[2] ?? '';
  const tabs = visibleTabs(LOAN_DETAIL, roles);
  const wanted = tabOrDefault(LOAN_DETAIL, slug);
  const tab: LoanDetailTab = tabs.some((t) => t.id === wanted) ? wanted : LOAN_DETAIL.defaultTab;

  const resolved = useLoanId(raw);
  const id = resolved.id;
  const check = useLoanParameters(id);
  const notFound = resolved.notFound || isLoanNotFound(check.error);

  useEffect(() => {
    if (notFound) navigate(LOAN_NOT_FOUND_PATH, { replace: true });
  }, [notFound, navigate]);
  useEffect(() => {
    if (id && slug !== tab) navigate(tabHref(LOAN_DETAIL, tab, id), { replace: true });
  }, [id, slug, tab, navigate]);

  const loan = sectionOf(
    useRouteRead('GET /api/loanControlDetail/:id', check.data && id ? { id } : null, null, FRESH),
  );
  const failed = parameterOutcome(check.error) ?? (raw === '' ? parameterOutcome(new Error('sin id')) : null);
  const state = failed ? failed.state : loan.data ? 'loaded' : loan.state;
  const Section = TAB_SECTIONS[tab];
  const live = useRecordChange(id ? `/api/creditos/${id}` : null);

  // The palette offers the actions panel's entries on every tab, disabled as the panel shows them;
  // a pick opens the panel's tab when another is in view and the panel runs it as its button would.
  const [asked, ask] = useAskedEntry();
  const actions = useMemo(() => actionsFor(roles, LOAN_ACTIONS) as LoanAction[], [roles]);
  usePanelPaletteActions(
    'loan-action',
    loan.data && id
      ? loanPaletteItems(actions, loan.data, financingName(loan.data.creditId, loan.data.tipo))
      : [],
    (entryId) => {
      ask(entryId);
      if (id && tab !== ACTIONS_TAB) navigate(tabHref(LOAN_DETAIL, ACTIONS_TAB, id));
    },
  );
  return (
    <LoanDetailScreen
      state={state}
      loan={loan.data}
      tabs={tabs}
      tab={tab}
      tabHref={(t) => tabHref(LOAN_DETAIL, t as LoanDetailTab, id ?? raw)}
      onNavigate={(href) => navigate(href)}
      onRetry={failed ? undefined : loan.onRetry}
      {...(failed?.message ? { errorMessage: failed.message } : {})}
      headerActions={
        id && loan.data ? (
          <CommentsButton
            section="credito"
            id={id}
            name={financingName(loan.data.creditId, loan.data.tipo)}
          />
        ) : null
      }
    >
      {live.change ? (
        <RecordChangedNotice
          by={live.change.by}
          onReload={live.change.held ? live.reload : undefined}
          onDismiss={live.dismiss}
        />
      ) : null}
      {loan.data && id ? (
        <Suspense fallback={<LoadingState />}>
          <Section id={id} loan={loan.data} asked={asked} />
        </Suspense>
      ) : null}
    </LoanDetailScreen>
  );
}
