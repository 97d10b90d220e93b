import { messages } from '@backoffice/domain/messages';
import { DateText } from '#patterns/DateText';
import { Money } from '#patterns/Money';
import { Section } from '#patterns/Section';
import { SectionTable } from '#patterns/SectionTable';
import { LoanStatusBadge } from '#patterns/StatusBadge';
import { affiliateLabels as L } from '../labels';
import type { LoadState, TransferRow } from '../types';

export interface AffiliateDetailTransfersProps {
  state: LoadState;
  rows: readonly TransferRow[];
  onRetry?: () => void;
}

const direction = (d: string) =>
  /^(in|entrada|entrante)$/i.test(d)
    ? L.transfers.incoming
    : /^(out|salida|saliente)$/i.test(d)
      ? L.transfers.outgoing
      : d;

/** §2 transfers: per loan, date, direction, code, amount, status and sales agent. */
export function AffiliateDetailTransfers({ state, rows, onRetry }: AffiliateDetailTransfersProps) {
  const c = L.transfers.columns;
  return (
    <Section
      title={L.detail.tabs.transferencias}
      state={state}
      errorMessage={messages.read.transfers}
      empty={rows.length === 0}
      {...(onRetry ? { onRetry } : {})}
    >
      <SectionTable
        caption={`${L.detail.tabs.transferencias} (${rows.length})`}
        rows={rows}
        rowKey={(r, i) => r.id ?? `${r.code}-${i}`}
        columns={[
          {
            key: 'date',
            header: c.date,
            render: (r) => <DateText value={r.date} />,
            sortValue: (r) => r.date,
          },
          { key: 'loan', header: c.loan, render: (r) => r.loanId ?? '' },
          {
            key: 'loanStatus',
            header: c.loanStatus,
            render: (r) => <LoanStatusBadge status={r.loanStatus} />,
          },
          { key: 'direction', header: c.direction, render: (r) => direction(r.direction) },
          { key: 'code', header: c.code, render: (r) => r.code },
          {
            key: 'amount',
            header: c.amount,
            render: (r) => <Money value={r.amount} />,
            align: 'end',
            sortValue: (r) => r.amount,
          },
          { key: 'status', header: c.status, render: (r) => r.status },
          { key: 'comercial', header: c.comercial, render: (r) => r.comercial ?? '' },
        ]}
      />
    </Section>
  );
}
