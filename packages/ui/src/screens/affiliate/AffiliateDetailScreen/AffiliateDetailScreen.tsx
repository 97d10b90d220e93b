import { AFFILIATE_DETAIL, type AffiliateDetailTab } from '@backoffice/domain/affiliate';
import { tabHref as registryHref, visibleTabs } from '@backoffice/domain/detailTabs';
import { messages } from '@backoffice/domain/messages';
import type { MouseEvent, ReactNode } from 'react';
import { navigateInApp } from '#internal/navigation';
import { labels } from '#labels';
import { SectionBody } from '#patterns/Section';
import { Tabs } from '#patterns/Tabs';
import { AffiliateStateBadge } from '../AffiliateBadge/AffiliateBadge';
import { affiliateLabels as L } from '../labels';
import type { AffiliateSummary, LoadState } from '../types';
import { Content, Header, Meta, Root, Title } from './AffiliateDetailScreen.styles';

export interface AffiliateDetailScreenProps {
  /** The affiliate record's own read. */
  state: LoadState;
  affiliate: AffiliateSummary | null;
  /** The {tab} of /afiliados/detalle-afiliado/{tab}?afiliado={id}. */
  tab: AffiliateDetailTab;
  /** The signed-in user's roles: the tab bar shows the tabs of AFFILIATE_DETAIL they see. */
  roles?: readonly unknown[] | null;
  /** A tab's link; by default the registry's (`tabHref(AFFILIATE_DETAIL, tab, affiliate.id)`). */
  tabHref?: (tab: AffiliateDetailTab) => string;
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
  /**
   * No affiliate has the id asked for (§8): said so, without 'Reintentar'. The app sends those who
   * may add affiliates to the add-affiliate screen instead (§2 añadirAfiliado with notFound).
   */
  notFound?: boolean;
  /** The open section; each section reads and shows its own state. */
  children?: ReactNode;
  /** Record-wide actions in the header (the comments modal of §2). */
  actions?: ReactNode;
}

/**
 * The affiliate detail frame: who it is (name, code, state badge) and the tabs of AFFILIATE_DETAIL
 * (the domain's registry) as route-driven tabs, so a tab is a link that can be bookmarked or opened in a new tab.
 */
export function AffiliateDetailScreen({
  state,
  affiliate,
  tab,
  roles,
  tabHref,
  onNavigate,
  onRetry,
  notFound = false,
  children,
  actions,
}: AffiliateDetailScreenProps) {
  const go = (e: MouseEvent<HTMLElement>, href: string) => navigateInApp(e, href, onNavigate);
  const hrefOf = (t: AffiliateDetailTab) =>
    tabHref ? tabHref(t) : registryHref(AFFILIATE_DETAIL, t, affiliate?.id ?? '');
  return (
    <Root>
      <Header>
        <Title>{affiliate?.nombre || L.detail.title}</Title>
        {affiliate?.code ? <Meta>{affiliate.code}</Meta> : null}
        {affiliate ? <AffiliateStateBadge estadoCd={affiliate.estadoCd} /> : null}
        {actions}
      </Header>
      {notFound ? (
        <SectionBody state="error" errorMessage={messages.notFound.affiliate} />
      ) : state === 'loaded' && affiliate ? (
        <Tabs
          label={labels.tabs.nav}
          current={tab}
          tabs={visibleTabs(AFFILIATE_DETAIL, roles).map((t) => ({
            id: t.id,
            label: t.label,
            href: hrefOf(t.id),
          }))}
          onSelect={(id, e) => go(e, hrefOf(id as AffiliateDetailTab))}
        >
          <Content>{children}</Content>
        </Tabs>
      ) : (
        <SectionBody
          state={state === 'loaded' ? 'loading' : state}
          errorMessage={messages.read.affiliateInfo}
          {...(onRetry ? { onRetry } : {})}
        />
      )}
    </Root>
  );
}
