import {
  detailPath,
  INVESTOR_DETAIL,
  type InvestorDetailTab,
  tabHref,
  tabOrDefault,
  visibleTabs,
} from '@backoffice/domain';
import { LoadingState } from '@backoffice/ui';
import { type InvestorDetail, InvestorDetailScreen } from '@backoffice/ui/screens/investor/detail';
import { Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { CommentsButton } from '../../comments/CommentsButton';
import { idFromLink, readKey, sectionOf, useRouteRead } from '../../resources';
import { useSession } from '../../session/SessionProvider';
import { InvestorActions } from './InvestorActions';
import {
  FRESH,
  INVESTOR_NOT_FOUND_PATH,
  isInvestorNotFound,
  parameterOutcome,
  parametersKey,
  useInvestorParameters,
} from './parameters';
import { TAB_SECTIONS } from './sections';

/**
 * /inversores/detalle-inversor/{tab}?inversor={id} (issue 15): the parameter check first, then the
 * investor for the header, then the open tab's own reads.
 */
export function Component() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const roles = useSession().user?.roles ?? [];
  const raw = (search.get(INVESTOR_DETAIL.query) ?? '').trim();
  const id = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? raw : null;
  const slug = pathname.split('/').filter(Boolean)[2] ?? '';
  const tabs = visibleTabs(INVESTOR_DETAIL, roles);
  const wanted = tabOrDefault(INVESTOR_DETAIL, slug);
  const tab: InvestorDetailTab = tabs.some((t) => t.id === wanted) ? wanted : INVESTOR_DETAIL.defaultTab;

  const check = useInvestorParameters(id);
  const notFound = isInvestorNotFound(check.error);
  useEffect(() => {
    if (notFound) navigate(INVESTOR_NOT_FOUND_PATH, { replace: true });
  }, [notFound, navigate]);
  useEffect(() => {
    if (id && slug !== tab) navigate(tabHref(INVESTOR_DETAIL, tab, id), { replace: true });
  }, [id, slug, tab, navigate]);

  const investor = sectionOf(
    useRouteRead('GET /api/inversores/:id', check.data && id ? { id } : null, null, FRESH),
    (a) => a as InvestorDetail,
  );
  const onChanged = useCallback(() => {
    if (!id) return;
    void mutate(readKey('GET /api/inversores/:id', { id }));
    void mutate(parametersKey(id));
  }, [id, mutate]);
  const failed =
    parameterOutcome(check.error) ?? (id === null ? parameterOutcome(new Error('sin id')) : null);
  const state = failed ? failed.state : investor.data ? 'loaded' : investor.state;
  const Section = TAB_SECTIONS[tab];
  const affiliateId = idFromLink(investor.data?.afiliado);
  const userId = idFromLink(investor.data?.user);
  return (
    <InvestorDetailScreen
      state={state}
      investor={investor.data}
      tabs={tabs}
      tab={tab}
      tabHref={(t) => tabHref(INVESTOR_DETAIL, t as InvestorDetailTab, id ?? raw)}
      affiliateHref={affiliateId ? detailPath.affiliate(affiliateId) : null}
      onNavigate={(href) => navigate(href)}
      onRetry={failed ? undefined : investor.onRetry}
      {...(failed?.message ? { errorMessage: failed.message } : {})}
      headerActions={id ? <CommentsButton section="inversor" id={id} name={investor.data?.name} /> : null}
      actions={
        investor.data && id && userId ? (
          <InvestorActions
            investorId={id}
            userId={userId}
            name={investor.data.name}
            status={investor.data.status}
            onChanged={onChanged}
          />
        ) : null
      }
    >
      {investor.data && id && check.data ? (
        <Suspense fallback={<LoadingState />}>
          <Section id={id} investor={investor.data} parameters={check.data} />
        </Suspense>
      ) : null}
    </InvestorDetailScreen>
  );
}
