/**
 * The affiliate detail's tabs as a detail-tab registry (issue 11), read by the route, the tab
 * links and the section map. Declared here from the kit's tab list and labels until the domain's
 * `AFFILIATE_DETAIL` (`@backoffice/domain/affiliate`, like `LOAN_DETAIL`) lands: then this file
 * re-exports it and nothing else changes.
 */
import { defineDetailTabs, type TabId, tabHref } from '@backoffice/domain/detailTabs';
import { AFFILIATE_DETAIL_TABS, affiliateLabels } from '@backoffice/ui/screens/affiliate';

export const AFFILIATE_DETAIL = defineDetailTabs({
  record: 'affiliate',
  path: '/afiliados/detalle-afiliado/{tab}',
  query: 'afiliado',
  defaultTab: 'datos-contacto',
  tabs: AFFILIATE_DETAIL_TABS.map((id) => ({ id, label: affiliateLabels.detail.tabs[id] })),
});

export type AffiliateTab = TabId<typeof AFFILIATE_DETAIL>;

/** `/afiliados/detalle-afiliado/{tab}?afiliado={id}`, the default tab unless one is named. */
export const affiliateHref = (id: string | number, tab: AffiliateTab = AFFILIATE_DETAIL.defaultTab): string =>
  tabHref(AFFILIATE_DETAIL, tab, id);
