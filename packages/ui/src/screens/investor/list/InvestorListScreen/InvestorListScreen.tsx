import { formatEur, INVESTOR_STATUS_CODES, INVESTOR_STATUSES, investorStatusLook } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import {
  countItems,
  type DownloadState,
  FilterSelect,
  listFilters,
  type ServerListPageProps,
  ServerListScreen,
} from '#internal';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { StatusBadge } from '#patterns/StatusBadge';
import { TextField } from '#primitives/TextField';
import { LoanLink as RecordLink } from '../../../loan/list/LoanListLayout/LoanLink';
import { Numeric } from '../../../loan/list/LoanListLayout/LoanListLayout.styles';
import type { Option } from '../../../loan/list/types';
import { investorListLabels } from '../labels';
import {
  EMPTY_INVESTOR_FILTERS,
  type InvestorKind,
  type InvestorListFilters,
  type InvestorListRow,
} from '../types';

const L = investorListLabels.list;

export interface InvestorListScreenProps extends ServerListPageProps<InvestorListRow, InvestorListFilters> {
  /** Investors per status under the other filters (the status aside), as the API answers them. */
  statusCounts: Readonly<Record<string, number>>;
  /** The investor's detail page (INVESTOR_DETAIL's datos tab). */
  detailHref: (row: InvestorListRow) => string;
  /** Downloads every row under the filters as a spreadsheet; absent hides the button. */
  onExport?: () => void;
  /** Present while the server-streamed .xlsx downloads: the bytes received (issue 16). */
  download?: DownloadState | null;
  /** loans §8: reached from a failed parameter check of an investor (misInversores with notFound). */
  notFound?: boolean;
  onDismissNotFound?: () => void;
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
  statusCounts,
  filters,
  onFiltersChange,
  detailHref,
  onNavigate,
  onExport,
  download = null,
  notFound = false,
  onDismissNotFound,
  ...list
}: InvestorListScreenProps) {
  const { set, clear } = listFilters(filters, onFiltersChange, EMPTY_INVESTOR_FILTERS);
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
  return (
    <ServerListScreen
      labels={L}
      onExport={onExport}
      download={download}
      notFound={notFound ? { message: messages.investorList.notFound, onDismiss: onDismissNotFound } : null}
      counts={{
        allCount,
        items: countItems(INVESTOR_STATUS_CODES, INVESTOR_STATUSES, statusCounts),
        selected: filters.status,
        onSelect: (status) => set({ status }),
      }}
      filters={
        <>
          <TextField
            label={L.filterText}
            type="search"
            value={filters.text}
            onChange={(e) => set({ text: e.target.value })}
          />
          <FilterSelect
            label={L.filterStatus}
            options={STATUS_OPTIONS}
            value={filters.status}
            onValueChange={(status) => set({ status })}
          />
          <FilterSelect
            label={L.filterKind}
            options={KIND_OPTIONS}
            value={filters.kind}
            onValueChange={(kind) => set({ kind: kind as InvestorKind })}
          />
        </>
      }
      onClearFilters={clear}
      errorMessage={messages.investorList.list}
      columns={columns}
      virtualize
      {...list}
    />
  );
}
