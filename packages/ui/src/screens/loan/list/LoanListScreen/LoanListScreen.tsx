import {
  financingName,
  formatEur,
  formatNumber,
  LOAN_LIST_RANGES,
  LOAN_PHASES,
  type LoanPhase,
  loanPhase,
  loanStatusTone,
  rangeErrors,
} from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { useMemo } from 'react';
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
import { DateField } from '#primitives/DateField';
import { TextField } from '#primitives/TextField';
import { LoanLink } from '../LoanListLayout/LoanLink';
import { Numeric } from '../LoanListLayout/LoanListLayout.styles';
import { loanListLabels } from '../labels';
import {
  EMPTY_LOAN_FILTERS,
  type LoanListFilters,
  type LoanListRow,
  type LoanType,
  type Option,
} from '../types';

const L = loanListLabels.financings;
const PHASES = Object.keys(LOAN_PHASES) as LoanPhase[];

export interface LoanListScreenProps extends ServerListPageProps<LoanListRow, LoanListFilters> {
  /** Loans per phase under the other filters (the phase aside), as the API answers them. */
  phaseCounts: Readonly<Record<string, number>>;
  /** loans §9: 100 a page. */
  pageSize: number;
  /** Options of the affiliate and sales-agent filters; a filter without options is not shown. */
  affiliates: readonly Option[];
  salesAgents: readonly Option[];
  detailHref: (row: LoanListRow) => string;
  /** Downloads every row under the filters as a spreadsheet; absent hides the button. */
  onExport?: () => void;
  /** Present while the server-streamed .xlsx downloads: the bytes received (issue 16). */
  download?: DownloadState | null;
  /** loans §8: reached from a failed parameter check of a loan ('Entity not found.'). */
  notFound?: boolean;
  onDismissNotFound?: () => void;
}

const statusOptions = (phase: LoanPhase | ''): Option[] =>
  (phase ? [phase] : PHASES).flatMap((p) =>
    LOAN_PHASES[p].states.map((s) => ({ value: s, label: `${s} · ${LOAN_PHASES[p].label}` })),
  );
const PHASE_OPTIONS: Option[] = PHASES.map((p) => ({ value: p, label: `${p} · ${LOAN_PHASES[p].label}` }));
const TYPE_OPTIONS: Option[] = (
  Object.keys(loanListLabels.types) as (keyof typeof loanListLabels.types)[]
).map((t) => ({ value: t, label: loanListLabels.types[t] }));

const typeLabel = (tipo: string) => (loanListLabels.types as Record<string, string>)[tipo] ?? tipo;

/**
 * /creditos/financiaciones (issue 13): counts per phase that double as the phase filter, filters
 * (status, type, affiliate, sales agent, creation dates and amounts as inclusive ranges, text on
 * code and borrower), the server's order, a windowed page of 100 and the export of the filtered rows.
 */
export function LoanListScreen({
  phaseCounts,
  filters,
  onFiltersChange,
  affiliates,
  salesAgents,
  detailHref,
  onNavigate,
  onExport,
  download = null,
  notFound = false,
  onDismissNotFound,
  ...list
}: LoanListScreenProps) {
  const { set, clear } = listFilters(filters, onFiltersChange, EMPTY_LOAN_FILTERS);
  // An inverted range selects nothing: it says why under its 'to' field.
  const ranges = rangeErrors(filters, LOAN_LIST_RANGES);
  const allCount = PHASES.reduce((s, p) => s + (phaseCounts[p] ?? 0), 0);
  // The same columns while the links do not change, so a page, order or filter change re-renders
  // no row it keeps (the rows are memoized on their row and columns).
  const columns = useMemo(() => loanColumns(detailHref, onNavigate), [detailHref, onNavigate]);
  return (
    <ServerListScreen
      labels={L}
      onExport={onExport}
      download={download}
      notFound={notFound ? { message: messages.loanLists.notFound, onDismiss: onDismissNotFound } : null}
      counts={{
        allCount,
        items: countItems(PHASES, LOAN_PHASES, phaseCounts),
        selected: filters.phase,
        onSelect: (phase) => set({ phase: phase as LoanPhase | '', estadoCd: '' }),
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
            label={L.filterPhase}
            options={PHASE_OPTIONS}
            value={filters.phase}
            onValueChange={(phase) => set({ phase: phase as LoanPhase | '', estadoCd: '' })}
          />
          <FilterSelect
            label={L.filterStatus}
            options={statusOptions(filters.phase)}
            value={filters.estadoCd}
            onValueChange={(estadoCd) => set({ estadoCd })}
          />
          <FilterSelect
            label={L.filterType}
            options={TYPE_OPTIONS}
            value={filters.tipo}
            onValueChange={(tipo) => set({ tipo: tipo as LoanType })}
          />
          {affiliates.length > 0 || filters.afiliado ? (
            <FilterSelect
              label={L.filterAffiliate}
              options={affiliates}
              value={filters.afiliado}
              onValueChange={(afiliado) => set({ afiliado })}
            />
          ) : null}
          {salesAgents.length > 0 || filters.salesAgent ? (
            <FilterSelect
              label={L.filterSalesAgent}
              options={salesAgents}
              value={filters.salesAgent}
              onValueChange={(salesAgent) => set({ salesAgent })}
            />
          ) : null}
          <DateField
            label={L.createdFrom}
            value={filters.createdFrom}
            max={filters.createdTo || undefined}
            onValueChange={(createdFrom) => set({ createdFrom })}
          />
          <DateField
            label={L.createdTo}
            value={filters.createdTo}
            min={filters.createdFrom || undefined}
            onValueChange={(createdTo) => set({ createdTo })}
            error={ranges.createdTo}
          />
          <TextField
            label={L.amountMin}
            inputMode="decimal"
            value={filters.amountMin}
            onChange={(e) => set({ amountMin: e.target.value })}
          />
          <TextField
            label={L.amountMax}
            inputMode="decimal"
            value={filters.amountMax}
            onChange={(e) => set({ amountMax: e.target.value })}
            error={ranges.amountMax}
          />
        </>
      }
      onClearFilters={clear}
      errorMessage={messages.read.financings}
      columns={columns}
      virtualize
      {...list}
    />
  );
}

function loanColumns(
  detailHref: (row: LoanListRow) => string,
  onNavigate: ((href: string) => void) | undefined,
): DataTableColumn<LoanListRow>[] {
  return [
    {
      id: 'code',
      header: L.columns.code,
      sortable: true,
      // loans §2: F, B or C and the id in 7 digits.
      render: (r) => (
        <LoanLink href={detailHref(r)} onNavigate={onNavigate}>
          {financingName(r.id, r.tipo)}
        </LoanLink>
      ),
    },
    { id: 'borrower', header: L.columns.borrower, accessor: (r) => r.borrowerName, maxWidth: 220 },
    { id: 'affiliate', header: L.columns.affiliate, accessor: (r) => r.afiliadoName, maxWidth: 200 },
    { id: 'tipo', header: L.columns.type, sortable: true, accessor: (r) => typeLabel(r.tipo) },
    {
      id: 'estadoCd',
      header: L.columns.status,
      sortable: true,
      // loans §4: the badge's colour is the phase's; the text says code and phase.
      render: (r) => (
        <StatusBadge
          tone={loanStatusTone(r.estadoCd)}
          label={`${r.estadoCd} · ${LOAN_PHASES[loanPhase(r.estadoCd)].label}`}
        />
      ),
    },
    {
      id: 'cantidad',
      header: L.columns.amount,
      sortable: true,
      align: 'end',
      render: (r) => <Numeric>{formatEur(r.cantidad)}</Numeric>,
    },
    { id: 'meses', header: L.columns.months, sortable: true, align: 'end', accessor: (r) => r.meses },
    {
      id: 'tin',
      header: L.columns.tin,
      sortable: true,
      align: 'end',
      accessor: (r) => (r.tin === null ? null : `${formatNumber(r.tin)} %`),
    },
    {
      id: 'createdAt',
      header: L.columns.createdAt,
      sortable: true,
      render: (r) => <DateText value={r.createdAt.slice(0, 10)} />,
    },
  ];
}
