import { canAccess } from '@backoffice/domain';
import { tabOrDefault, visibleTabs } from '@backoffice/domain/detailTabs';
import { LoadingState } from '@backoffice/ui';
import { AffiliateDetailScreen } from '@backoffice/ui/screens/affiliate';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CommentsButton } from '../comments/CommentsButton';
import { keptStateOf, useMe } from '../resources';
import { AFFILIATE_NOT_FOUND_PATH, isAffiliateNotFound, useAffiliate } from './reads';
import { SECTIONS } from './sections';
import { AFFILIATE_DETAIL, affiliateHref } from './tabs';

/**
 * /afiliados/detalle-afiliado/{tab}?afiliado={id}: the affiliate is read once and each tab mounts
 * its own section, which reads its own data through SWR. The tabs, their order and the default
 * one come from the detail-tab registry. Going back to a tab shows its cached data at once while
 * SWR revalidates it in the background.
 */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get(AFFILIATE_DETAIL.query);
  const tabSlug = pathname.split('/').filter(Boolean)[2] ?? '';
  const { roles } = useMe();
  // A tab the user's roles do not see (RISK and the tools) falls back to the default one.
  const wanted = tabOrDefault(AFFILIATE_DETAIL, tabSlug);
  const tab = visibleTabs(AFFILIATE_DETAIL, roles).some((t) => t.id === wanted)
    ? wanted
    : AFFILIATE_DETAIL.defaultTab;
  useEffect(() => {
    if (id && tabSlug !== tab) navigate(affiliateHref(id, tab), { replace: true });
  }, [id, tabSlug, tab, navigate]);
  const affiliate = useAffiliate(id);
  // §2, §8: an affiliate id that names no affiliate (or no id at all) leads to the add-affiliate
  // screen with notFound, not to an error with 'Reintentar' that can never succeed. RISK, who may
  // not add affiliates, is told so here.
  const missing = !id || !/^\d+$/.test(id) || isAffiliateNotFound(affiliate.error);
  const mayAdd = canAccess(AFFILIATE_NOT_FOUND_PATH, roles) === 'ok';
  useEffect(() => {
    if (missing && mayAdd) navigate(AFFILIATE_NOT_FOUND_PATH, { replace: true });
  }, [missing, mayAdd, navigate]);
  // Once the affiliate is on screen a failed background revalidation keeps it there (SWR retries);
  // the sections show their own read errors.
  const state = missing ? 'loading' : keptStateOf(affiliate);
  const Section = SECTIONS[tab];
  return (
    <AffiliateDetailScreen
      state={state}
      affiliate={affiliate.data ?? null}
      tab={tab}
      tabHref={(t) => affiliateHref(id ?? '', t)}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void affiliate.mutate()}
      notFound={missing && !mayAdd}
      roles={roles}
      actions={
        affiliate.data && id ? (
          <CommentsButton section="afiliado" id={id} name={affiliate.data.nombre} />
        ) : null
      }
    >
      {affiliate.data && id ? (
        <Suspense fallback={<LoadingState />}>
          <Section id={id} affiliate={affiliate.data} />
        </Suspense>
      ) : null}
    </AffiliateDetailScreen>
  );
}
