import { formatEur } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { labels } from '#labels';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import type { LoadState } from '#patterns/Section';
import { Checkbox } from '#primitives/Checkbox';
import { DateField } from '#primitives/DateField';
import { ServerListTable } from '../../../../internal/ServerListTable';
import { LoanLink } from '../LoanListLayout/LoanLink';
import { Filters, Header, Numeric, Root, Title } from '../LoanListLayout/LoanListLayout.styles';
import { loanListLabels } from '../labels';
import type { AmaListFilters, AmaListRow, ListOrder } from '../types';

const L = loanListLabels.amas;

export interface AmaListScreenProps {
  state: LoadState;
  rows: readonly AmaListRow[];
  total: number;
  filters: AmaListFilters;
  onFiltersChange: (filters: AmaListFilters) => void;
  order: ListOrder | null;
  onOrderChange: (order: ListOrder | null) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loanHref: (row: AmaListRow) => string;
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
  refreshing?: boolean;
}

/** /creditos/listado-AMA (issue 13): the advance amortizations, with their loan, payer, amount and date. */
export function AmaListScreen({
  state,
  rows,
  total,
  filters,
  onFiltersChange,
  order,
  onOrderChange,
  page,
  pageSize,
  onPageChange,
  loanHref,
  onNavigate,
  onRetry,
  refreshing = false,
}: AmaListScreenProps) {
  const set = (patch: Partial<AmaListFilters>) => onFiltersChange({ ...filters, ...patch });
  const columns: DataTableColumn<AmaListRow>[] = [
    {
      id: 'loan',
      header: L.columns.loan,
      render: (r) => (
        <LoanLink href={loanHref(r)} onNavigate={onNavigate}>
          {r.code}
        </LoanLink>
      ),
    },
    { id: 'borrower', header: L.columns.borrower, accessor: (r) => r.borrowerName, maxWidth: 220 },
    { id: 'payer', header: L.columns.payer, accessor: (r) => r.payer },
    {
      id: 'amount',
      header: L.columns.amount,
      sortable: true,
      align: 'end',
      render: (r) => <Numeric>{formatEur(r.amount)}</Numeric>,
    },
    { id: 'date', header: L.columns.date, sortable: true, render: (r) => <DateText value={r.date} /> },
    {
      id: 'active',
      header: L.columns.active,
      accessor: (r) => (r.active ? loanListLabels.yes : loanListLabels.no),
    },
  ];
  return (
    <Root>
      <Header>
        <Title>{L.title}</Title>
      </Header>
      {state === 'forbidden' ? null : (
        <Filters role="search" aria-label={labels.filters.region}>
          <DateField
            label={L.dateFrom}
            value={filters.dateFrom}
            onValueChange={(dateFrom) => set({ dateFrom })}
          />
          <DateField label={L.dateTo} value={filters.dateTo} onValueChange={(dateTo) => set({ dateTo })} />
          <Checkbox
            label={L.filterActive}
            checked={filters.active}
            onCheckedChange={(active) => set({ active })}
          />
        </Filters>
      )}
      <ServerListTable
        state={state}
        errorMessage={messages.loanLists.amas}
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
      />
    </Root>
  );
}
