import { investorStatusLook } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { TableSection } from '#patterns/Section';
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
    <TableSection
      title={L.sections.historico}
      state={state}
      data={data}
      errorMessage={messages.investor.errors.datesHistory}
      columns={COLUMNS}
      onRetry={onRetry}
    />
  );
}
