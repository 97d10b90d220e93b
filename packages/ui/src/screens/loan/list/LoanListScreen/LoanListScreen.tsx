import {
  financingName,
  formatEur,
  formatNumber,
  LOAN_PHASES,
  type LoanPhase,
  loanPhase,
  loanStatusTone,
} from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { labels } from '#labels';
import type { DataTableColumn } from '#patterns/DataTable';
import { DateText } from '#patterns/DateText';
import { Notification } from '#patterns/Notification';
import type { LoadState } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { DateField } from '#primitives/DateField';
import { Select } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { CountsNav } from '../../../../internal/CountsNav';
import { DownloadProgress, type DownloadState } from '../../../../internal/DownloadProgress';
import { ClearFiltersButton, ExportButton, ServerListTable } from '../../../../internal/ServerListTable';
import { LoanLink } from '../LoanListLayout/LoanLink';
import { Filters, Header, Numeric, Root, Title } from '../LoanListLayout/LoanListLayout.styles';
import { loanListLabels } from '../labels';
import {
  EMPTY_LOAN_FILTERS,
  type ListOrder,
  type LoanListFilters,
  type LoanListRow,
  type LoanType,
  type Option,
} from '../types';

const L = loanListLabels.financings;
const PHASES = Object.keys(LOAN_PHASES) as LoanPhase[];

export interface LoanListScreenProps {
  state: LoadState;
  rows: readonly LoanListRow[];
  /** Rows matching every filter, over every page. */
  total: number;
  /** Loans per phase under the other filters (the phase aside), as the API answers them. */
  phaseCounts: Readonly<Record<string, number>>;
  filters: LoanListFilters;
  onFiltersChange: (filters: LoanListFilters) => void;
  /** The server-side order; null is the default (newest first). */
  order: ListOrder | null;
  onOrderChange: (order: ListOrder | null) => void;
  page: number;
  /** loans §9: 100. */
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Options of the affiliate and sales-agent filters; a filter without options is not shown. */
  affiliates: readonly Option[];
  salesAgents: readonly Option[];
  detailHref: (row: LoanListRow) => string;
  onNavigate?: (href: string) => void;
  /** Downloads every row under the filters as a spreadsheet; absent hides the button. */
  onExport?: () => void;
  /** Present while the server-streamed .xlsx downloads: the bytes received (issue 16). */
  download?: DownloadState | null;
  /** loans §8: reached from a failed parameter check of a loan ('Entity not found.'). */
  notFound?: boolean;
  onDismissNotFound?: () => void;
  onRetry?: () => void;
  /** New filters or a new page are being read: the previous rows stay, veiled. */
  refreshing?: boolean;
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
  state,
  rows,
  total,
  phaseCounts,
  filters,
  onFiltersChange,
  order,
  onOrderChange,
  page,
  pageSize,
  onPageChange,
  affiliates,
  salesAgents,
  detailHref,
  onNavigate,
  onExport,
  download = null,
  notFound = false,
  onDismissNotFound,
  onRetry,
  refreshing = false,
}: LoanListScreenProps) {
  const set = (patch: Partial<LoanListFilters>) => onFiltersChange({ ...filters, ...patch });
  const allCount = PHASES.reduce((s, p) => s + (phaseCounts[p] ?? 0), 0);
  const columns: DataTableColumn<LoanListRow>[] = [
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
  const filtered = Object.entries(filters).some(
    ([k, v]) => v !== EMPTY_LOAN_FILTERS[k as keyof LoanListFilters],
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
        <Notification tone="danger" message={messages.loanLists.notFound} onDismiss={onDismissNotFound} />
      ) : null}
      {state === 'forbidden' ? null : (
        <>
          <CountsNav
            label={L.countsRegion}
            allLabel={L.countAll}
            allCount={allCount}
            items={PHASES.map((p) => ({
              value: p,
              tone: LOAN_PHASES[p].tone,
              label: LOAN_PHASES[p].label,
              count: phaseCounts[p] ?? 0,
            }))}
            selected={filters.phase}
            onSelect={(phase) => set({ phase: phase as LoanPhase | '', estadoCd: '' })}
          />
          <Filters role="search" aria-label={labels.filters.region}>
            <TextField
              label={L.filterText}
              type="search"
              value={filters.text}
              onChange={(e) => set({ text: e.target.value })}
            />
            <Select
              label={L.filterPhase}
              placeholder={labels.filters.all}
              options={PHASE_OPTIONS}
              value={filters.phase}
              onValueChange={(phase) => set({ phase: phase as LoanPhase | '', estadoCd: '' })}
            />
            <Select
              label={L.filterStatus}
              placeholder={labels.filters.all}
              options={statusOptions(filters.phase)}
              value={filters.estadoCd}
              onValueChange={(estadoCd) => set({ estadoCd })}
            />
            <Select
              label={L.filterType}
              placeholder={labels.filters.all}
              options={TYPE_OPTIONS}
              value={filters.tipo}
              onValueChange={(tipo) => set({ tipo: tipo as LoanType })}
            />
            {affiliates.length > 0 || filters.afiliado ? (
              <Select
                label={L.filterAffiliate}
                placeholder={labels.filters.all}
                options={affiliates}
                value={filters.afiliado}
                onValueChange={(afiliado) => set({ afiliado })}
              />
            ) : null}
            {salesAgents.length > 0 || filters.salesAgent ? (
              <Select
                label={L.filterSalesAgent}
                placeholder={labels.filters.all}
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
            />
          </Filters>
          {filtered ? <ClearFiltersButton onClear={() => onFiltersChange(EMPTY_LOAN_FILTERS)} /> : null}
        </>
      )}
      <ServerListTable
        state={state}
        errorMessage={messages.read.financings}
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
