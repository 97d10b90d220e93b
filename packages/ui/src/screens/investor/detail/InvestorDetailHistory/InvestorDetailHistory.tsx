import { investorStatusLook } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { DataTable, type DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { Section } from '#patterns/Section';
import { investorDetailLabels as L } from '../labels';
import type { InvestorHistoryEntry, Read } from '../types';

export type InvestorDetailHistoryProps = Read<InvestorHistoryEntry[]>;

const H = L.history;
const status = (code: string | null) => (code ? investorStatusLook(code).label : '');
const COLUMNS: DataTableColumn<InvestorHistoryEntry>[] = [
  {
    id: 'date',
    header: H.date,
    accessor: (r) => r.date,
    render: (r) => <DateText value={r.date} format="comment" />,
  },
  { id: 'previousState', header: H.previousState, accessor: (r) => status(r.previousState) },
  { id: 'finalState', header: H.finalState, accessor: (r) => status(r.finalState) },
  { id: 'user', header: H.user, accessor: (r) => r.userName },
];

/** Histórico (loans §3 "Status history entry"): each status change of the investor. */
export function InvestorDetailHistory({ state, data, onRetry }: InvestorDetailHistoryProps) {
  return (
    <Section
      title={L.sections.historico}
      state={state}
      errorMessage={messages.investor.errors.datesHistory}
      empty={state === 'loaded' && (data ?? []).length === 0}
      {...(onRetry ? { onRetry } : {})}
    >
      <DataTable
        caption={L.sections.historico}
        hideCaption
        columns={COLUMNS}
        rows={data ?? []}
        rowKey={(r) => r.id}
        maxHeight="none"
      />
    </Section>
  );
}
