import { isTabOf, tabOrDefault } from '@backoffice/domain/detailTabs';
import { LoadingState } from '@backoffice/ui';
import { AffiliateDetailScreen } from '@backoffice/ui/screens/affiliate';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CommentsButton } from '../comments/CommentsButton';
import { keptStateOf } from '../resources';
import { useAffiliate } from './reads';
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
  const tab = tabOrDefault(AFFILIATE_DETAIL, tabSlug);
  useEffect(() => {
    if (id && !isTabOf(AFFILIATE_DETAIL, tabSlug)) navigate(affiliateHref(id), { replace: true });
  }, [id, tabSlug, navigate]);
  const affiliate = useAffiliate(id);
  // Once the affiliate is on screen a failed background revalidation keeps it there (SWR retries);
  // the sections show their own read errors.
  const state = !id || !/^\d+$/.test(id) ? 'error' : keptStateOf(affiliate);
  const Section = SECTIONS[tab];
  return (
    <AffiliateDetailScreen
      state={state}
      affiliate={affiliate.data ?? null}
      tab={tab}
      tabHref={(t) => affiliateHref(id ?? '', t)}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void affiliate.mutate()}
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
