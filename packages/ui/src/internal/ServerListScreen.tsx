import type { ReactNode } from 'react';
import styled from 'styled-components';
import { labels } from '../labels';
import { Notification } from '../patterns/Notification';
import type { PageLinks } from '../patterns/Pagination';
import type { LoadState } from '../patterns/Section';
import { Select, type SelectProps } from '../primitives/Select';
import { CountsNav, type CountsNavProps } from './CountsNav';
import { DownloadProgress, type DownloadState } from './DownloadProgress';
import { Header, Root, Title } from './listFrame.styles';
import {
  ClearFiltersButton,
  ExportButton,
  type ServerListOrder,
  ServerListTable,
  type ServerListTableProps,
} from './ServerListTable';

/** The filter bar of a server-paged list: a search landmark whose fields wrap into columns. */
export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

/**
 * The wiring of a list's filters: `set` changes some filters and keeps the rest; `clear` empties
 * them all, and is there only while a filter differs from the empty ones (it shows 'clear filters').
 */
export function listFilters<F extends object>(filters: F, onChange: (filters: F) => void, empty?: F) {
  const set = (patch: Partial<F>) => onChange({ ...filters, ...patch });
  const filtered = empty !== undefined && Object.entries(filters).some(([k, v]) => v !== empty[k as keyof F]);
  return { set, clear: filtered ? () => onChange(empty) : undefined };
}

/** A select of the filter bar: empty is 'all'. */
export function FilterSelect(props: Omit<SelectProps, 'placeholder'>) {
  return <Select placeholder={labels.filters.all} {...props} />;
}

/** A list's texts: its labels block (loanListLabels.financings, investorListLabels.list…) fits as it is. */
export interface ServerListLabels {
  /** The page's heading; it names the table too. */
  title: string;
  /** The footer's text for the total. */
  total: (total: number) => string;
  /** With onExport: the export button's text, idle and while the download runs. */
  export?: string;
  exporting?: string;
  /** With counts: the counts' region and their 'all' button. */
  countsRegion?: string;
  countAll?: string;
}

export interface ServerListScreenProps<T extends { id: string | number }>
  extends Omit<ServerListTableProps<T>, 'caption' | 'totalLabel'> {
  labels: ServerListLabels;
  /** Downloads every row under the filters; absent hides the button, shown once rows are loaded. */
  onExport?: (() => void) | undefined;
  /** Present while the server-streamed .xlsx downloads: the bytes received (issue 16). */
  download?: DownloadState | null | undefined;
  /** The notice of a failed parameter check (loans §8 'not found'), dismissible. */
  notFound?: { message: string; onDismiss?: (() => void) | undefined } | null;
  /** The counts per status (or phase) above the filters, that double as a filter. */
  counts?: Omit<CountsNavProps, 'label' | 'allLabel'>;
  /** The fields of the filter bar. */
  filters: ReactNode;
  /** From listFilters: while set, 'clear filters' shows under the bar. */
  onClearFilters?: (() => void) | undefined;
}

/**
 * The frame every server-paged list screen shares: heading (and its export), a notice, the counts
 * and the filter bar (both hidden from a user who may not read the list), then the table sorted
 * and paged by the server.
 */
export function ServerListScreen<T extends { id: string | number }>({
  labels: L,
  onExport,
  download = null,
  notFound,
  counts,
  filters,
  onClearFilters,
  ...table
}: ServerListScreenProps<T>) {
  return (
    <Root>
      <Header>
        <Title>{L.title}</Title>
        <ExportButton
          onExport={onExport}
          shown={table.state === 'loaded' && table.total > 0}
          exporting={download !== null}
          label={L.export ?? ''}
          busyLabel={L.exporting ?? ''}
        />
      </Header>
      <DownloadProgress download={download} />
      {notFound ? (
        <Notification tone="danger" message={notFound.message} onDismiss={notFound.onDismiss} />
      ) : null}
      {table.state === 'forbidden' ? null : (
        <>
          {counts ? <CountsNav label={L.countsRegion ?? ''} allLabel={L.countAll ?? ''} {...counts} /> : null}
          <Filters role="search" aria-label={labels.filters.region}>
            {filters}
          </Filters>
          {onClearFilters ? <ClearFiltersButton onClear={onClearFilters} /> : null}
        </>
      )}
      <ServerListTable caption={L.title} totalLabel={L.total} {...table} />
    </Root>
  );
}

/** What every server-paged list screen takes from its route, besides its own links and options. */
export interface ServerListPageProps<T, F> {
  state: LoadState;
  rows: readonly T[];
  /** Rows matching every filter, over every page. */
  total: number;
  filters: F;
  onFiltersChange: (filters: F) => void;
  /** The server-side order; null is the list's default. */
  order: ServerListOrder | null;
  onOrderChange: (order: ServerListOrder | null) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The pages the server links from this one (its `hydra:view`): the pager follows them. */
  links?: PageLinks | undefined;
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
  /** New filters or a new page are being read: the previous rows stay, veiled. */
  refreshing?: boolean;
}
