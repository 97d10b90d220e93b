import styled from 'styled-components';
import { labels } from '../labels';
import { DataTable, type DataTableColumn, type DataTableSort } from '../patterns/DataTable';
import type { PageLinks } from '../patterns/Pagination';
import { type LoadState, SectionBody } from '../patterns/Section';
import { Button } from '../primitives/Button';

/** A server-side order of a list: the field the API sorts by and its direction. */
export interface ServerListOrder {
  field: string;
  direction: 'asc' | 'desc';
}

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ServerListTableProps<T extends { id: string | number }> {
  state: LoadState;
  /** The message of a failed read. */
  errorMessage: string;
  onRetry?: (() => void) | undefined;
  /** Names the table (hidden caption). */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  order: ServerListOrder | null;
  onOrderChange: (order: ServerListOrder | null) => void;
  page: number;
  pageSize: number;
  /** Rows matching every filter, over every page. */
  total: number;
  onPageChange: (page: number) => void;
  /** The pages the server links from this one (its `hydra:view`): the pager follows them. */
  links?: PageLinks | undefined;
  /** The footer text for the total. */
  totalLabel: (total: number) => string;
  refreshing?: boolean;
  /** Passed to the table; absent lets it window the body over 200 rows. */
  virtualize?: boolean;
}

const toSort = (order: ServerListOrder | null): DataTableSort | null =>
  order ? { columnId: order.field, direction: order.direction === 'asc' ? 'ascending' : 'descending' } : null;

const toOrder = (sort: DataTableSort | null): ServerListOrder | null =>
  sort ? { field: sort.columnId, direction: sort.direction === 'ascending' ? 'asc' : 'desc' } : null;

/**
 * The body every server-paged list shares: its load state, the table sorted and paged by the server
 * (rows keyed by id), and the footer with the total.
 */
export function ServerListTable<T extends { id: string | number }>({
  state,
  errorMessage,
  onRetry,
  caption,
  columns,
  rows,
  order,
  onOrderChange,
  page,
  pageSize,
  total,
  onPageChange,
  links,
  totalLabel,
  refreshing = false,
  virtualize,
}: ServerListTableProps<T>) {
  return (
    <SectionBody
      state={state}
      errorMessage={errorMessage}
      empty={state === 'empty'}
      {...(onRetry ? { onRetry } : {})}
    >
      <DataTable
        caption={caption}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        sort={toSort(order)}
        manualSorting
        onSortChange={(s) => onOrderChange(toOrder(s))}
        loading={refreshing}
        // A list wider than the screen (1366 px: the common office laptop) scrolls sideways
        // inside the table, its scrollbar in view.
        maxHeight="window"
        {...(virtualize === undefined ? {} : { virtualize })}
        pagination={{
          page,
          pageCount: Math.max(1, Math.ceil(total / pageSize)),
          onPageChange,
          totalItems: total,
          pageSize,
          links,
        }}
      />
      <Footer>
        <span>{totalLabel(total)}</span>
      </Footer>
    </SectionBody>
  );
}

/** The 'clear filters' button a list shows under its filters while any filter is set. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {labels.actions.clearFilters}
      </Button>
    </div>
  );
}

/** The list's spreadsheet export in its header: shown once rows are loaded, disabled while it runs. */
export function ExportButton({
  onExport,
  shown,
  exporting,
  label,
  busyLabel,
}: {
  onExport: (() => void) | undefined;
  shown: boolean;
  exporting: boolean;
  label: string;
  busyLabel: string;
}) {
  return onExport && shown ? (
    <Button variant="secondary" onClick={onExport} disabled={exporting}>
      {exporting ? busyLabel : label}
    </Button>
  ) : null;
}
