import { AMA_LIST_RANGES, AMORTIZATION_PAYERS, captionOf, formatEur, rangeErrors } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { listFilters, type ServerListPageProps, ServerListScreen } from '#internal';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { Checkbox } from '#primitives/Checkbox';
import { DateField } from '#primitives/DateField';
import { LoanLink } from '../LoanListLayout/LoanLink';
import { Numeric } from '../LoanListLayout/LoanListLayout.styles';
import { loanListLabels } from '../labels';
import type { AmaListFilters, AmaListRow } from '../types';

const L = loanListLabels.amas;

export interface AmaListScreenProps extends ServerListPageProps<AmaListRow, AmaListFilters> {
  loanHref: (row: AmaListRow) => string;
}

/** /creditos/listado-AMA (issue 13): the advance amortizations, with their loan, payer, amount and date. */
export function AmaListScreen({
  filters,
  onFiltersChange,
  loanHref,
  onNavigate,
  ...list
}: AmaListScreenProps) {
  const { set } = listFilters(filters, onFiltersChange);
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
    { id: 'payer', header: L.columns.payer, accessor: (r) => captionOf(AMORTIZATION_PAYERS, r.payer) },
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
    <ServerListScreen
      labels={L}
      filters={
        <>
          <DateField
            label={L.dateFrom}
            value={filters.dateFrom}
            onValueChange={(dateFrom) => set({ dateFrom })}
          />
          <DateField
            label={L.dateTo}
            value={filters.dateTo}
            onValueChange={(dateTo) => set({ dateTo })}
            error={rangeErrors(filters, AMA_LIST_RANGES).dateTo}
          />
          <Checkbox
            label={L.filterActive}
            checked={filters.active}
            onCheckedChange={(active) => set({ active })}
          />
        </>
      }
      errorMessage={messages.loanLists.amas}
      columns={columns}
      {...list}
    />
  );
}
