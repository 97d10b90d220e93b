import { formatEur, INVESTOR_STATUS_CODES, INVESTOR_STATUSES, investorStatusLook } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { Header, Root, Title } from '#internal/listFrame.styles';
import { labels } from '#labels';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { Notification } from '#patterns/Notification';
import type { LoadState } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { Select } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { CountsNav } from '../../../../internal/CountsNav';
import { DownloadProgress, type DownloadState } from '../../../../internal/DownloadProgress';
import { ClearFiltersButton, ExportButton, ServerListTable } from '../../../../internal/ServerListTable';
import { LoanLink as RecordLink } from '../../../loan/list/LoanListLayout/LoanLink';
import { Filters, Numeric } from '../../../loan/list/LoanListLayout/LoanListLayout.styles';
import type { ListOrder, Option } from '../../../loan/list/types';
import { investorListLabels } from '../labels';
import {
  EMPTY_INVESTOR_FILTERS,
  type InvestorKind,
  type InvestorListFilters,
  type InvestorListRow,
} from '../types';

const L = investorListLabels.list;

export interface InvestorListScreenProps {
  state: LoadState;
  rows: readonly InvestorListRow[];
  /** Rows matching every filter, over every page. */
  total: number;
  /** Investors per status under the other filters (the status aside), as the API answers them. */
  statusCounts: Readonly<Record<string, number>>;
  filters: InvestorListFilters;
  onFiltersChange: (filters: InvestorListFilters) => void;
  /** The server-side order; null is the default (newest first). */
  order: ListOrder | null;
  onOrderChange: (order: ListOrder | null) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The investor's detail page (INVESTOR_DETAIL's datos tab). */
  detailHref: (row: InvestorListRow) => string;
  onNavigate?: (href: string) => void;
  /** Downloads every row under the filters as a spreadsheet; absent hides the button. */
  onExport?: () => void;
  /** Present while the server-streamed .xlsx downloads: the bytes received (issue 16). */
  download?: DownloadState | null;
  /** loans §8: reached from a failed parameter check of an investor (misInversores with notFound). */
  notFound?: boolean;
  onDismissNotFound?: () => void;
  onRetry?: () => void;
  /** New filters or a new page are being read: the previous rows stay, veiled. */
  refreshing?: boolean;
}

const STATUS_OPTIONS: Option[] = INVESTOR_STATUS_CODES.map((c) => ({
  value: c,
  label: INVESTOR_STATUSES[c].label,
}));
const KIND_OPTIONS: Option[] = (Object.keys(investorListLabels.kinds) as Exclude<InvestorKind, ''>[]).map(
  (k) => ({ value: k, label: investorListLabels.kinds[k] }),
);

/**
 * /inversores/inversores (issue 15; loans §2, §6 MICRO_ADMIN): counts per status that double as
 * the status filter, filters (status, natural or legal person, text on name, e-mail and id
 * document), the server's order, a windowed page and the export of the filtered rows. A name opens
 * the investor's detail.
 */
export function InvestorListScreen({
  state,
  rows,
  total,
  statusCounts,
  filters,
  onFiltersChange,
  order,
  onOrderChange,
  page,
  pageSize,
  onPageChange,
  detailHref,
  onNavigate,
  onExport,
  download = null,
  notFound = false,
  onDismissNotFound,
  onRetry,
  refreshing = false,
}: InvestorListScreenProps) {
  const set = (patch: Partial<InvestorListFilters>) => onFiltersChange({ ...filters, ...patch });
  const allCount = Object.values(statusCounts).reduce((s, n) => s + n, 0);
  const columns: DataTableColumn<InvestorListRow>[] = [
    {
      id: 'name',
      header: L.columns.name,
      sortable: true,
      maxWidth: 260,
      render: (r) => (
        <RecordLink href={detailHref(r)} onNavigate={onNavigate}>
          {r.name}
        </RecordLink>
      ),
    },
    {
      id: 'kind',
      header: L.columns.kind,
      accessor: (r) => (r.legalPerson ? investorListLabels.kinds.legal : investorListLabels.kinds.natural),
    },
    { id: 'email', header: L.columns.email, sortable: true, accessor: (r) => r.email, maxWidth: 260 },
    { id: 'document', header: L.columns.document, accessor: (r) => (r.legalPerson ? r.taxId : r.dni) },
    {
      id: 'status',
      header: L.columns.status,
      sortable: true,
      render: (r) => <StatusBadge {...investorStatusLook(r.status)} />,
    },
    {
      id: 'balance',
      header: L.columns.balance,
      sortable: true,
      align: 'end',
      render: (r) => <Numeric>{formatEur(r.balance)}</Numeric>,
    },
    {
      id: 'createdAt',
      header: L.columns.createdAt,
      sortable: true,
      render: (r) => <DateText value={r.createdAt.slice(0, 10)} />,
    },
  ];
  const filtered = Object.entries(filters).some(
    ([k, v]) => v !== EMPTY_INVESTOR_FILTERS[k as keyof InvestorListFilters],
  );
  return (
    <Root>
      <Header>
        <Title>{L.title}</Title>
        <ExportButton
          onExport={onExport}
          shown={state === 'loaded' && total > 0}
          exporting={download !== null}
          label={L.export}
          busyLabel={L.exporting}
        />
      </Header>
      <DownloadProgress download={download} />
      {notFound ? (
        <Notification tone="danger" message={messages.investorList.notFound} onDismiss={onDismissNotFound} />
      ) : null}
      {state === 'forbidden' ? null : (
        <>
          <CountsNav
            label={L.countsRegion}
            allLabel={L.countAll}
            allCount={allCount}
            items={INVESTOR_STATUS_CODES.map((c) => ({
              value: c,
              tone: INVESTOR_STATUSES[c].tone,
              label: INVESTOR_STATUSES[c].label,
              count: statusCounts[c] ?? 0,
            }))}
            selected={filters.status}
            onSelect={(status) => set({ status })}
          />
          <Filters role="search" aria-label={labels.filters.region}>
            <TextField
              label={L.filterText}
              type="search"
              value={filters.text}
              onChange={(e) => set({ text: e.target.value })}
            />
            <Select
              label={L.filterStatus}
              placeholder={labels.filters.all}
              options={STATUS_OPTIONS}
              value={filters.status}
              onValueChange={(status) => set({ status })}
            />
            <Select
              label={L.filterKind}
              placeholder={labels.filters.all}
              options={KIND_OPTIONS}
              value={filters.kind}
              onValueChange={(kind) => set({ kind: kind as InvestorKind })}
            />
          </Filters>
          {filtered ? <ClearFiltersButton onClear={() => onFiltersChange(EMPTY_INVESTOR_FILTERS)} /> : null}
        </>
      )}
      <ServerListTable
        state={state}
        errorMessage={messages.investorList.list}
        onRetry={onRetry}
        caption={L.title}
        columns={columns}
        rows={rows}
        order={order}
        onOrderChange={onOrderChange}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        totalLabel={L.total}
        refreshing={refreshing}
        virtualize
      />
    </Root>
  );
}
