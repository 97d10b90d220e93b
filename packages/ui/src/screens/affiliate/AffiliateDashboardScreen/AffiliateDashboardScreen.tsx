import {
  AFFILIATE_PHASES,
  AFFILIATE_STATES,
  type AffiliatePhase,
  affiliateStateLabel,
  affiliateStateTone,
} from '@backoffice/domain/affiliate';
import { messages } from '@backoffice/domain/messages';
import { BarChart } from '#patterns/Chart';
import { DateText } from '#patterns/DateText';
import { Muted, Panel, SectionBody, SectionTitle } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { AffiliateStateBadge } from '../AffiliateBadge/AffiliateBadge';
import { AffiliateLink } from '../AffiliateLink/AffiliateLink';
import { affiliateLabels as L } from '../labels';
import type { LoadState } from '../types';
import { Block, Card, CardLabel, Cards, CardValue, Root, Title } from './AffiliateDashboardScreen.styles';

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

/** The affiliates dashboard: counts by phase as figures, by state as a chart, and the latest changes. */
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
        <Panel as="section" aria-label={L.dashboard.byState}>
          <BarChart
            title={L.dashboard.byState}
            labelHeader={L.dashboard.state}
            valueHeader={L.dashboard.affiliates}
            data={AFFILIATE_STATES.map((s) => ({
              label: s,
              name: `${s} · ${affiliateStateLabel(s)}`,
              value: byState[s] ?? 0,
              tone: affiliateStateTone(s),
            }))}
          />
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
