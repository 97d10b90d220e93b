import { formatEur } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { routeTitle } from '@backoffice/domain/routes';
import type { FormEvent } from 'react';
import { Chart } from '#patterns/Chart';
import { Money } from '#patterns/Money';
import { type LoadState, SectionBody } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { Button } from '#primitives/Button';
import { TextField } from '#primitives/TextField';
import { toolsLabels } from '../labels';
import { Filters, Root, Title } from '../SecuritizationScreen/SecuritizationScreen.styles';

const L = toolsLabels.analysis;

export type SalesAnalysis = ResponseOf<'GET /api/comerciales/analisis'>;
type Agent = SalesAnalysis['agents'][number];

export interface SalesAnalysisScreenProps {
  state: LoadState;
  analysis: SalesAnalysis | null;
  /** The period in the filter ('YYYY-MM'), applied with onApply. */
  period: { desde: string; hasta: string };
  onPeriodChange: (period: { desde: string; hasta: string }) => void;
  onApply: () => void;
  onRetry?: () => void;
  errorMessage: string;
}

const sum = (xs: readonly number[]) => xs.reduce((s, n) => s + n, 0);

/**
 * /comerciales/analisis (issue 16; platform §2: COMERCIAL, MICRO_ADMIN): per sales agent, affiliates
 * by status, conversion and loans and amounts by month of the period, as charts and a table.
 */
export function SalesAnalysisScreen({
  state,
  analysis,
  period,
  onPeriodChange,
  onApply,
  onRetry,
  errorMessage,
}: SalesAnalysisScreenProps) {
  const agents = analysis?.agents ?? [];
  const months = analysis?.months ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply();
  };
  return (
    <Root>
      <Title>{routeTitle('/comerciales/analisis')}</Title>
      <Filters aria-label={L.period} onSubmit={submit}>
        <TextField
          label={L.from}
          type="month"
          value={period.desde}
          onChange={(e) => onPeriodChange({ ...period, desde: e.target.value })}
        />
        <TextField
          label={L.to}
          type="month"
          value={period.hasta}
          onChange={(e) => onPeriodChange({ ...period, hasta: e.target.value })}
        />
        <Button type="submit" variant="secondary">
          {L.search}
        </Button>
      </Filters>
      <SectionBody
        state={state}
        errorMessage={errorMessage}
        empty={state === 'loaded' && agents.length === 0}
        emptyText={L.none}
        {...(onRetry ? { onRetry } : {})}
      >
        <Chart
          kind="line"
          title={L.loansByMonth}
          labelHeader={L.month}
          labels={months.map((m) => m.slice(2))}
          names={months}
          series={agents.map((a) => ({ name: a.agentName, values: a.loansByMonth }))}
        />
        <Chart
          kind="bar"
          title={L.amountByMonth}
          labelHeader={L.month}
          labels={months.map((m) => m.slice(2))}
          names={months}
          formatValue={formatEur}
          series={agents.map((a) => ({ name: a.agentName, values: a.amountByMonth }))}
        />
        <SectionTable<Agent>
          caption={L.agents}
          rows={agents}
          rowKey={(a) => a.agentId}
          columns={[
            { key: 'agent', header: L.columns.agent, render: (a) => a.agentName },
            {
              key: 'affiliates',
              header: L.columns.affiliates,
              align: 'end',
              render: (a) => a.affiliates.toLocaleString('es-ES'),
            },
            {
              key: 'conversion',
              header: L.columns.conversion,
              align: 'end',
              render: (a) => `${a.conversion.toLocaleString('es-ES')} %`,
            },
            {
              key: 'loans',
              header: L.columns.loans,
              align: 'end',
              render: (a) => sum(a.loansByMonth).toLocaleString('es-ES'),
            },
            {
              key: 'amount',
              header: L.columns.amount,
              align: 'end',
              render: (a) => <Money value={sum(a.amountByMonth)} />,
            },
            {
              key: 'byStatus',
              header: L.columns.byStatus,
              render: (a) =>
                Object.entries(a.affiliatesByStatus)
                  .map(([s, n]) => `${s} ${n}`)
                  .join(' · '),
            },
          ]}
        />
      </SectionBody>
    </Root>
  );
}
