import {
  formatEur,
  HIDDEN_INSTALLMENT_STATUSES,
  INSTALLMENT_LIST_RANGES,
  INSTALLMENT_STATUSES,
  rangeErrors,
} from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { FilterSelect, listFilters, type ServerListPageProps, ServerListScreen } from '#internal';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { StatusBadge } from '#patterns/StatusBadge';
import { DateField } from '#primitives/DateField';
import { TextField } from '#primitives/TextField';
import { LoanLink } from '../LoanListLayout/LoanLink';
import { Numeric } from '../LoanListLayout/LoanListLayout.styles';
import { loanListLabels } from '../labels';
import type { InstallmentListFilters, InstallmentListRow, Option } from '../types';

const L = loanListLabels.installments;

export interface InstallmentListScreenProps
  extends ServerListPageProps<InstallmentListRow, InstallmentListFilters> {
  loanHref: (row: InstallmentListRow) => string;
}

// loans §4: AN is hidden, so it is not offered as a filter either.
const STATUS_OPTIONS: Option[] = (Object.keys(INSTALLMENT_STATUSES) as (keyof typeof INSTALLMENT_STATUSES)[])
  .filter((s) => !(HIDDEN_INSTALLMENT_STATUSES as readonly string[]).includes(s))
  .map((s) => ({ value: s, label: `${s} · ${INSTALLMENT_STATUSES[s].label}` }));

/** /creditos/cuotas (issue 13): every installment but AN, with its loan, status, dates and amounts. */
export function InstallmentListScreen({
  filters,
  onFiltersChange,
  loanHref,
  onNavigate,
  ...list
}: InstallmentListScreenProps) {
  const { set } = listFilters(filters, onFiltersChange);
  const columns: DataTableColumn<InstallmentListRow>[] = [
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
    { id: 'numero', header: L.columns.number, sortable: true, align: 'end', accessor: (r) => r.numero },
    {
      id: 'estadoCd',
      header: L.columns.status,
      sortable: true,
      render: (r) => <StatusBadge catalogue="installment" value={r.estadoCd} />,
    },
    {
      id: 'fechaInicio',
      header: L.columns.start,
      sortable: true,
      render: (r) => <DateText value={r.fechaInicio} />,
    },
    {
      id: 'fechaCobro',
      header: L.columns.due,
      sortable: true,
      render: (r) => <DateText value={r.fechaCobro} />,
    },
    {
      id: 'saldo',
      header: L.columns.balance,
      sortable: true,
      align: 'end',
      render: (r) => <Numeric>{formatEur(r.saldo)}</Numeric>,
    },
    {
      id: 'principal',
      header: L.columns.principal,
      align: 'end',
      render: (r) => <Numeric>{formatEur(r.principal)}</Numeric>,
    },
    {
      id: 'interest',
      header: L.columns.interest,
      align: 'end',
      render: (r) => <Numeric>{formatEur(r.interest)}</Numeric>,
    },
    // loans §4: RE, GT, DV and FR count as overdue.
    {
      id: 'overdue',
      header: L.columns.overdue,
      accessor: (r) => (r.overdue ? loanListLabels.yes : loanListLabels.no),
    },
  ];
  return (
    <ServerListScreen
      labels={L}
      filters={
        <>
          <FilterSelect
            label={L.filterStatus}
            options={STATUS_OPTIONS}
            value={filters.estadoCd}
            onValueChange={(estadoCd) => set({ estadoCd })}
          />
          <TextField
            label={L.filterLoan}
            inputMode="numeric"
            value={filters.credito}
            onChange={(e) => set({ credito: e.target.value.replace(/\D/g, '') })}
          />
          <DateField
            label={L.dueFrom}
            value={filters.dueFrom}
            onValueChange={(dueFrom) => set({ dueFrom })}
          />
          <DateField
            label={L.dueTo}
            value={filters.dueTo}
            onValueChange={(dueTo) => set({ dueTo })}
            error={rangeErrors(filters, INSTALLMENT_LIST_RANGES).dueTo}
          />
        </>
      }
      errorMessage={messages.loanLists.installments}
      columns={columns}
      virtualize
      {...list}
    />
  );
}
