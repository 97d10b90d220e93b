import { investorStatusLook } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { MouseEvent, ReactNode } from 'react';
import { navigateInApp } from '#internal/navigation';
import { SectionBody } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { Tabs } from '#patterns/Tabs';
import {
  Content,
  Header,
  Marks,
  Root,
  Title,
} from '../../../loan/detail/LoanDetailScreen/LoanDetailScreen.styles';
import { investorDetailLabels as L } from '../labels';
import type { InvestorDetail, LoadState } from '../types';

export interface InvestorDetailTabItem {
  id: string;
  label: string;
}

export interface InvestorDetailScreenProps {
  /** The investor's own read (`/api/inversores/{id}`). */
  state: LoadState;
  investor: InvestorDetail | null;
  /** The tabs the user's roles see, in the registry's order. */
  tabs: readonly InvestorDetailTabItem[];
  /** The {tab} of /inversores/detalle-inversor/{tab}?inversor={id}. */
  tab: string;
  tabHref: (tab: string) => string;
  /** The associated affiliate's detail (loans §3: the affiliate with a link). */
  affiliateHref?: string | null;
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
  /** A text shown instead of the investor (the parameter check's 'Parametros no válidos'). */
  errorMessage?: string;
  /** The investor actions (the actions panel), beside the tabs. */
  actions?: ReactNode;
  /** Record-wide actions in the header (the comments modal of §2). */
  headerActions?: ReactNode;
  /** The open tab; each tab reads and shows its own state. */
  children?: ReactNode;
}

/**
 * The investor detail frame (loans §2, §3): the investor's name (business name of a legal person,
 * else first and last name), the status, the associated affiliate with a link, then the tabs.
 */
export function InvestorDetailScreen({
  state,
  investor,
  tabs,
  tab,
  tabHref,
  affiliateHref,
  onNavigate,
  onRetry,
  errorMessage = messages.investor.errors.info,
  actions,
  headerActions,
  children,
}: InvestorDetailScreenProps) {
  const go = (e: MouseEvent<HTMLElement>, href: string) => navigateInApp(e, href, onNavigate);
  const ready = state === 'loaded' && investor;
  return (
    <Root>
      <Header>
        <Title>{investor ? investor.name : L.title}</Title>
        {investor ? (
          <Marks>
            <StatusBadge catalogue={investorStatusLook} value={investor.status} />
            {investor.frozenByLw ? <StatusBadge tone="danger" label={L.frozen} /> : null}
            {investor.afiliadoName ? (
              <span>
                {L.affiliate}:{' '}
                {affiliateHref ? (
                  <a href={affiliateHref} onClick={(e) => go(e, affiliateHref)}>
                    {investor.afiliadoName}
                  </a>
                ) : (
                  investor.afiliadoName
                )}
              </span>
            ) : null}
          </Marks>
        ) : null}
        {ready ? headerActions : null}
      </Header>
      {ready ? (
        <>
          {actions}
          <Tabs
            label={L.tabsNav}
            current={tab}
            tabs={tabs.map((t) => ({ id: t.id, label: t.label, href: tabHref(t.id) }))}
            onSelect={(id, e) => go(e, tabHref(id))}
          >
            <Content>{children}</Content>
          </Tabs>
        </>
      ) : (
        <SectionBody
          level={1}
          state={state === 'loaded' ? 'loading' : state}
          errorMessage={errorMessage}
          empty={state === 'empty'}
          {...(onRetry ? { onRetry } : {})}
        />
      )}
    </Root>
  );
}
