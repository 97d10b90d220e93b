import {
  AFFILIATE_PHASES,
  AFFILIATE_STATES,
  type AffiliatePhase,
  affiliateStateLabel,
  affiliateStateTone,
} from '@backoffice/domain/affiliate';
import { messages } from '@backoffice/domain/messages';
import type { CSSProperties } from 'react';
import { DateText } from '#patterns/DateText';
import { Muted, Panel, SectionBody, SectionTitle } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { AffiliateStateBadge } from '../AffiliateBadge/AffiliateBadge';
import { AffiliateLink } from '../AffiliateLink/AffiliateLink';
import { affiliateLabels as L } from '../labels';
import type { LoadState } from '../types';
import {
  BarRow,
  Bars,
  Block,
  Card,
  CardLabel,
  Cards,
  CardValue,
  Count,
  Fill,
  Root,
  Title,
  Track,
} from './AffiliateDashboardScreen.styles';

export interface RecentStateChange {
  affiliateId: number | string;
  nombre: string;
  date: string;
  previousState?: string | null;
  finalState: string;
}

export interface AffiliateDashboardScreenProps {
  state: LoadState;
  byState: Readonly<Record<string, number>>;
  byPhase: Readonly<Partial<Record<AffiliatePhase, number>>>;
  recentChanges: readonly RecentStateChange[];
  affiliateHref: (id: number | string) => string;
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
}

const PHASES = Object.keys(AFFILIATE_PHASES) as AffiliatePhase[];

/** The affiliates dashboard: counts by phase and by state as figures and bars, and the latest changes. */
export function AffiliateDashboardScreen({
  state,
  byState,
  byPhase,
  recentChanges,
  affiliateHref,
  onNavigate,
  onRetry,
}: AffiliateDashboardScreenProps) {
  const total = PHASES.reduce((sum, p) => sum + (byPhase[p] ?? 0), 0);
  const max = Math.max(1, ...AFFILIATE_STATES.map((s) => byState[s] ?? 0));
  const c = L.dashboard.columns;
  return (
    <Root>
      <Title>{L.dashboard.title}</Title>
      <SectionBody
        state={state}
        errorMessage={messages.read.affiliates}
        level={2}
        {...(onRetry ? { onRetry } : {})}
      >
        <Block aria-labelledby="dash-phase">
          <SectionTitle id="dash-phase">{L.dashboard.byPhase}</SectionTitle>
          <Cards>
            <Card>
              <CardLabel>{L.dashboard.total}</CardLabel>
              <CardValue>{total.toLocaleString('es-ES')}</CardValue>
            </Card>
            {PHASES.map((p) => (
              <Card key={p}>
                <CardLabel>{AFFILIATE_PHASES[p].label}</CardLabel>
                <CardValue>{(byPhase[p] ?? 0).toLocaleString('es-ES')}</CardValue>
                <CardLabel>{L.dashboard.share(byPhase[p] ?? 0, total)}</CardLabel>
              </Card>
            ))}
          </Cards>
        </Block>
        <Panel as="section" aria-labelledby="dash-state">
          <SectionTitle id="dash-state">{L.dashboard.byState}</SectionTitle>
          <Bars>
            {AFFILIATE_STATES.map((s) => {
              const n = byState[s] ?? 0;
              return (
                <BarRow key={s}>
                  <span>
                    {s} · {affiliateStateLabel(s)}
                  </span>
                  <Track aria-hidden="true">
                    <Fill
                      $tone={affiliateStateTone(s)}
                      style={{ '--share': `${(n / max) * 100}%` } as CSSProperties}
                    />
                  </Track>
                  <Count>{n.toLocaleString('es-ES')}</Count>
                </BarRow>
              );
            })}
          </Bars>
        </Panel>
        <Block aria-labelledby="dash-recent">
          <SectionTitle id="dash-recent">{L.dashboard.recent}</SectionTitle>
          {recentChanges.length === 0 ? (
            <Muted>{L.dashboard.emptyRecent}</Muted>
          ) : (
            <SectionTable
              caption={`${L.dashboard.recent} (${recentChanges.length})`}
              rows={recentChanges}
              rowKey={(r, i) => `${r.affiliateId}-${r.date}-${i}`}
              columns={[
                { key: 'date', header: c.date, render: (r) => <DateText value={r.date} /> },
                {
                  key: 'affiliate',
                  header: c.affiliate,
                  render: (r) => (
                    <AffiliateLink href={affiliateHref(r.affiliateId)} onNavigate={onNavigate}>
                      {r.nombre}
                    </AffiliateLink>
                  ),
                },
                {
                  key: 'from',
                  header: c.from,
                  render: (r) => <AffiliateStateBadge estadoCd={r.previousState} />,
                },
                { key: 'to', header: c.to, render: (r) => <AffiliateStateBadge estadoCd={r.finalState} /> },
              ]}
            />
          )}
        </Block>
      </SectionBody>
    </Root>
  );
}
