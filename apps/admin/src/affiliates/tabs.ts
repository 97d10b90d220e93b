/**
 * The affiliate detail's tabs: the domain's registry (issue 11), read by the route, the tab links
 * and the section map.
 */
import { AFFILIATE_DETAIL, type AffiliateDetailTab } from '@backoffice/domain/affiliate';
import { tabHref } from '@backoffice/domain/detailTabs';

export { AFFILIATE_DETAIL };
export type AffiliateTab = AffiliateDetailTab;

/** `/afiliados/detalle-afiliado/{tab}?afiliado={id}`, the default tab unless one is named. */
export const affiliateHref = (id: string | number, tab: AffiliateTab = AFFILIATE_DETAIL.defaultTab): string =>
  tabHref(AFFILIATE_DETAIL, tab, id);
