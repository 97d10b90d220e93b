import { formatEur } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { routeTitle } from '@backoffice/domain/routes';
import { toolsMessages } from '@backoffice/domain/tools';
import { DateText } from '#patterns/DateText';
import { FigureGrid } from '#patterns/FigureGrid';
import { Money } from '#patterns/Money';
import { type LoadState, SectionBody } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { Select } from '#primitives/Select';
import { toolsLabels } from '../labels';
import { Filters, Root, Title } from '../SecuritizationScreen/SecuritizationScreen.styles';

const L = toolsLabels.agentDetail;

export type SalesAgentDetail = ResponseOf<'GET /api/comerciales/detalle'>;

export interface SalesAgentDetailScreenProps {
  state: LoadState;
  detail: SalesAgentDetail | null;
  onAgent: (id: number) => void;
  onRetry?: () => void;
}

/** /comerciales/detalle-comercial (issue 16; platform §2: COMERCIAL, MICRO_ADMIN): one agent's figures, affiliates and loans. */
export function SalesAgentDetailScreen({ state, detail, onAgent, onRetry }: SalesAgentDetailScreenProps) {
  const f = detail?.figures;
  return (
    <Root>
      <Title>{routeTitle('/comerciales/detalle-comercial')}</Title>
      <Filters as="div">
        <Select
          label={L.agent}
          options={(detail?.agents ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          value={detail ? String(detail.agentId) : ''}
          disabled={(detail?.agents.length ?? 0) < 2}
          onValueChange={(v) => onAgent(Number(v))}
        />
      </Filters>
      <SectionBody
        state={state}
        errorMessage={toolsMessages.analysis.detail}
        {...(onRetry ? { onRetry } : {})}
      >
        <FigureGrid
          label={L.figures}
          variant="totals"
          figures={[
            { label: L.affiliates, value: (f?.affiliates ?? 0).toLocaleString('es-ES') },
            { label: L.active, value: (f?.active ?? 0).toLocaleString('es-ES') },
            { label: L.conversion, value: `${(f?.conversion ?? 0).toLocaleString('es-ES')} %` },
            { label: L.loans, value: (f?.loans ?? 0).toLocaleString('es-ES') },
            { label: L.amount, value: formatEur(f?.amount ?? 0) },
          ]}
        />
        <SectionTable<SalesAgentDetail['affiliates'][number]>
          caption={L.affiliatesTable(detail?.affiliates.length ?? 0)}
          rows={detail?.affiliates ?? []}
          rowKey={(a) => a.id}
          columns={[
            { key: 'name', header: L.columns.name, render: (a) => a.name },
            { key: 'status', header: L.columns.status, render: (a) => a.estadoCd },
          ]}
        />
        <SectionTable<SalesAgentDetail['loans'][number]>
          caption={L.loansTable(detail?.loans.length ?? 0, f?.loans ?? 0)}
          rows={detail?.loans ?? []}
          rowKey={(l) => l.id}
          columns={[
            { key: 'code', header: L.columns.code, render: (l) => l.code },
            { key: 'name', header: L.columns.name, render: (l) => l.affiliateName },
            { key: 'status', header: L.columns.status, render: (l) => l.estadoCd },
            {
              key: 'amount',
              header: L.columns.amount,
              align: 'end',
              render: (l) => <Money value={l.cantidad} />,
            },
            {
              key: 'createdAt',
              header: L.columns.createdAt,
              render: (l) => <DateText value={l.createdAt} />,
            },
          ]}
        />
      </SectionBody>
    </Root>
  );
}
