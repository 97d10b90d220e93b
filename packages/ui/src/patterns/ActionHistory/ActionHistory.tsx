import { type AuditChange, auditChangeText } from '@backoffice/domain';
import type { AuditEntry } from '@backoffice/domain/contract';
import { messages } from '@backoffice/domain/messages';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { PagedTable, type TablePage } from '#patterns/PagedTable';
import { type LoadState, Section } from '#patterns/Section';

/** One row of a record's audit trail, as `GET /api/auditLog` answers it. */
export type ActionHistoryEntry = Pick<
  AuditEntry,
  'id' | 'createdAt' | 'actionLabel' | 'userName' | 'userEmail' | 'reason' | 'changes'
>;

/** One page of the trail, newest first. */
export type ActionHistoryPage = TablePage<ActionHistoryEntry>;

export interface ActionHistoryProps {
  state: LoadState;
  data: ActionHistoryPage | null;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
}

const A = messages.audit;

/**
 * 'Estado: EST → PUB · Importe: — → 12000', fields by their Spanish names, changes nobody would see
 * left out (cells are one line; the title has it whole).
 */
const changesLine = (changes: readonly AuditChange[]) =>
  changes
    .map(auditChangeText)
    .filter((c) => c !== null)
    .join(' · ');
const person = (r: ActionHistoryEntry) =>
  r.userName && r.userEmail ? `${r.userName} (${r.userEmail})` : (r.userName ?? r.userEmail ?? '—');

const COLUMNS: DataTableColumn<ActionHistoryEntry>[] = [
  {
    id: 'when',
    header: A.columns.when,
    accessor: (r) => r.createdAt,
    render: (r) => <DateText value={r.createdAt} format="comment" />,
    width: '150px',
  },
  {
    id: 'who',
    header: A.columns.who,
    accessor: person,
    render: (r) => <span title={person(r)}>{person(r)}</span>,
  },
  { id: 'action', header: A.columns.action, accessor: (r) => r.actionLabel },
  { id: 'reason', header: A.columns.reason, accessor: (r) => r.reason ?? '' },
  {
    id: 'changes',
    header: A.columns.changes,
    render: (r) => <span title={changesLine(r.changes)}>{changesLine(r.changes)}</span>,
  },
];

/**
 * 'Historial de acciones' (issue 14): who did what to the record and when, the reason where one
 * was asked, and what changed; newest first, a page at a time. The same section serves the loan,
 * affiliate and investor details.
 */
export function ActionHistory({ state, data, onPageChange, onRetry }: ActionHistoryProps) {
  return (
    <Section
      title={A.title}
      state={state}
      errorMessage={A.read}
      empty={state === 'loaded' && !data?.rows.length}
      emptyText={A.empty}
      {...(onRetry ? { onRetry } : {})}
    >
      <PagedTable
        caption={A.title}
        columns={COLUMNS}
        data={data}
        onPageChange={onPageChange}
        pagerLabel={A.title}
      />
    </Section>
  );
}
