import { messages } from '@backoffice/domain/messages';
import { DateText } from '#patterns/DateText';
import { Money } from '#patterns/Money';
import { Panel, Section, SubTitle } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { affiliateLabels as L } from '../labels';
import type { LoadState, ProvisionFundQuarter } from '../types';
import { QuarterHeader, Total } from './AffiliateDetailProvisionFund.styles';

export interface AffiliateDetailProvisionFundProps {
  state: LoadState;
  quarters: readonly ProvisionFundQuarter[];
  onRetry?: () => void;
}

/** §3 provision fund: the movements grouped by quarter, each quarter with its total. */
export function AffiliateDetailProvisionFund({
  state,
  quarters,
  onRetry,
}: AffiliateDetailProvisionFundProps) {
  const c = L.provisionFund.columns;
  return (
    <Section
      title={L.detail.tabs['fondo-provision']}
      state={state}
      errorMessage={messages.read.provisionFund}
      empty={quarters.length === 0}
      {...(onRetry ? { onRetry } : {})}
    >
      {quarters.map((q) => {
        const title = L.provisionFund.quarter(q.year, q.quarter);
        return (
          <Panel key={q.key} role="group" aria-labelledby={`pf-${q.key}`}>
            <QuarterHeader>
              <SubTitle id={`pf-${q.key}`}>{title}</SubTitle>
              <Total>
                {L.provisionFund.total}:{' '}
                <strong>
                  <Money value={q.total} />
                </strong>
              </Total>
            </QuarterHeader>
            <SectionTable
              caption={`${title}: ${q.movements.length}`}
              rows={q.movements}
              rowKey={(m) => m.id}
              columns={[
                { key: 'date', header: c.date, render: (m) => <DateText value={m.date} /> },
                { key: 'concept', header: c.concept, render: (m) => m.concept ?? '' },
                { key: 'amount', header: c.amount, render: (m) => <Money value={m.amount} />, align: 'end' },
              ]}
            />
          </Panel>
        );
      })}
    </Section>
  );
}
