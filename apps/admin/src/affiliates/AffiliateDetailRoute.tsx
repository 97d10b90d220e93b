import { detailPath } from '@backoffice/domain';
import { LoadingState } from '@backoffice/ui';
import {
  AffiliateDetailScreen,
  type AffiliateDetailTab,
  isAffiliateDetailTab,
} from '@backoffice/ui/screens/affiliate';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AffiliateCommentsButton } from '../affiliateConfig/AffiliateCommentsButton';
import { loadStateOf, useRead } from './data';
import { type Affiliate, SECTIONS } from './sections';

/**
 * /afiliados/detalle-afiliado/{tab}?afiliado={id}: the affiliate is read once and each tab mounts
 * its own section, which reads its own data through SWR. Going back to a tab shows its cached
 * data at once while SWR revalidates it in the background.
 */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('afiliado');
  const tabSlug = pathname.split('/').filter(Boolean)[2] ?? '';
  const tab: AffiliateDetailTab = isAffiliateDetailTab(tabSlug) ? tabSlug : 'datos-contacto';
  useEffect(() => {
    if (id && !isAffiliateDetailTab(tabSlug)) navigate(detailPath.affiliate(id), { replace: true });
  }, [id, tabSlug, navigate]);
  const affiliate = useRead<Affiliate>(id && /^\d+$/.test(id) ? `/api/afiliados/${id}` : null);
  // Once the affiliate is on screen a failed background revalidation keeps it there (SWR retries);
  // the sections show their own read errors.
  const state = !id || !/^\d+$/.test(id) ? 'error' : affiliate.data ? 'loaded' : loadStateOf(affiliate);
  const Section = SECTIONS[tab];
  return (
    <AffiliateDetailScreen
      state={state}
      affiliate={affiliate.data ?? null}
      tab={tab}
      tabHref={(t) => detailPath.affiliate(id ?? '', t)}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void affiliate.mutate()}
      actions={affiliate.data && id ? <AffiliateCommentsButton id={id} name={affiliate.data.nombre} /> : null}
    >
      {affiliate.data && id ? (
        <Suspense fallback={<LoadingState />}>
          <Section id={id} affiliate={affiliate.data} />
        </Suspense>
      ) : null}
    </AffiliateDetailScreen>
  );
}
