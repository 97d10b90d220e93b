import { messages } from '@backoffice/domain/messages';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { TableSection } from '#patterns/Section';
import { loanDetailLabels as L } from '../labels';
import type { Read, StatusHistoryEntry } from '../types';

export type LoanDetailHistoryProps = Read<StatusHistoryEntry[]>;

const F = L.fields;
const COLUMNS: DataTableColumn<StatusHistoryEntry>[] = [
  {
    id: 'date',
    header: F.date,
    accessor: (r) => r.date,
    render: (r) => <DateText value={r.date} format="comment" />,
  },
  { id: 'previousState', header: F.previousState, accessor: (r) => r.previousState },
  { id: 'finalState', header: F.finalState, accessor: (r) => r.finalState },
  { id: 'user', header: F.user, accessor: (r) => r.userName },
];

/** Histórico (loans §3): each status change with its date, previous and final state and user. */
export function LoanDetailHistory({ state, data, onRetry }: LoanDetailHistoryProps) {
  return (
    <TableSection
      title={L.sections.history}
      state={state}
      data={data}
      errorMessage={messages.loanDetail.statusHistory}
      columns={COLUMNS}
      onRetry={onRetry}
    />
  );
}
