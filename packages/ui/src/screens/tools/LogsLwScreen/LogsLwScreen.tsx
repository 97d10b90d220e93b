import { routeTitle } from '@backoffice/domain/routes';
import {
  EMPTY_LOGS_LW_FILTERS,
  formatCallTime,
  type LogsLwFilters,
  logsLwFilterError,
  type ProviderCallResult,
  toolsMessages,
} from '@backoffice/domain/tools';
import styled from 'styled-components';
import { ClearFiltersButton, Filters, ServerListTable } from '#internal';
import { Header, Root, Title } from '#internal/listFrame.styles';
import { labels } from '#labels';
import type { DataTableColumn } from '#patterns/DataTable';
import type { PageLinks } from '#patterns/Pagination';
import type { LoadState } from '#patterns/Section';
import { StatusBadge } from '#patterns/StatusBadge';
import { DateField } from '#primitives/DateField';
import { Select } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { Numeric } from '../../loan/list/LoanListLayout/LoanListLayout.styles';
import { toolsLabels } from '../labels';

const L = toolsLabels.logsLw;
const PATH = '/it-tools/logs-lw';

/** One call to the wallet provider, as the log lists it. */
export interface LogsLwRow {
  id: number;
  /** ISO instant. */
  at: string;
  userName: string | null;
  customerName: string | null;
  operation: string;
  target: string | null;
  result: ProviderCallResult;
  code: number | null;
}

export interface LogsLwScreenProps {
  state: LoadState;
  rows: readonly LogsLwRow[];
  /** Calls matching every filter, over every page. */
  total: number;
  filters: LogsLwFilters;
  onFiltersChange: (filters: LogsLwFilters) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The pages the server links from this one (its `hydra:view`): the pager follows them. */
  links?: PageLinks | undefined;
  onRetry?: () => void;
  /** New filters or a new page are being read: the previous rows stay, veiled. */
  refreshing?: boolean;
}

/** Every field's label is one line: aligned at the top, a range error under Hasta moves no field. */
const LogFilters = styled(Filters)`
  align-items: start;
`;

const RESULT_OPTIONS = [
  { value: 'ok', label: L.results.ok },
  { value: 'error', label: L.results.error },
];

const columns: DataTableColumn<LogsLwRow>[] = [
  { id: 'at', header: L.columns.at, render: (r) => <Numeric>{formatCallTime(r.at)}</Numeric> },
  { id: 'user', header: L.columns.user, accessor: (r) => r.userName ?? '', maxWidth: 220 },
  { id: 'customer', header: L.columns.customer, accessor: (r) => r.customerName ?? '', maxWidth: 220 },
  { id: 'operation', header: L.columns.operation, accessor: (r) => r.operation },
  { id: 'target', header: L.columns.target, accessor: (r) => r.target ?? '', maxWidth: 220 },
  {
    id: 'result',
    header: L.columns.result,
    render: (r) =>
      r.result === 'ok' ? (
        <StatusBadge tone="success" label={L.results.ok} />
      ) : (
        <StatusBadge tone="danger" label={L.results.error} />
      ),
  },
  { id: 'code', header: L.columns.code, align: 'end', render: (r) => <Numeric>{r.code ?? ''}</Numeric> },
];

/**
 * /it-tools/logs-lw (issue 16 IT tools; loans §6: ADMIN): the calls the API made to the wallet
 * provider, newest first, filtered by Madrid days (both included), user and result; a windowed,
 * server-paged table. A range that ends before it starts is refused here with the API's own text.
 */
export function LogsLwScreen({
  state,
  rows,
  total,
  filters,
  onFiltersChange,
  page,
  pageSize,
  onPageChange,
  links,
  onRetry,
  refreshing = false,
}: LogsLwScreenProps) {
  const set = (patch: Partial<LogsLwFilters>) => onFiltersChange({ ...filters, ...patch });
  const error = logsLwFilterError(filters);
  const dateError = error === toolsMessages.logsLw.rangeInverted ? error : null;
  const filtered = Object.values(filters).some((v) => v !== '');
  return (
    <Root>
      <Header>
        <Title>{routeTitle(PATH)}</Title>
      </Header>
      {state === 'forbidden' ? null : (
        <>
          <LogFilters role="search" aria-label={labels.filters.region}>
            <DateField label={L.from} value={filters.desde} onValueChange={(desde) => set({ desde })} />
            <DateField
              label={L.to}
              value={filters.hasta}
              onValueChange={(hasta) => set({ hasta })}
              error={dateError}
            />
            <TextField
              label={L.user}
              type="search"
              value={filters.usuario}
              placeholder={L.userHint}
              onChange={(e) => set({ usuario: e.target.value })}
            />
            <Select
              label={L.result}
              placeholder={labels.filters.all}
              options={RESULT_OPTIONS}
              value={filters.resultado}
              onValueChange={(resultado) => set({ resultado: resultado as LogsLwFilters['resultado'] })}
            />
          </LogFilters>
          {filtered ? <ClearFiltersButton onClear={() => onFiltersChange(EMPTY_LOGS_LW_FILTERS)} /> : null}
        </>
      )}
      <ServerListTable
        state={state}
        errorMessage={toolsMessages.logsLw.read}
        onRetry={onRetry}
        caption={L.caption}
        columns={columns}
        rows={rows}
        order={null}
        onOrderChange={() => {}}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        links={links}
        totalLabel={L.total}
        refreshing={refreshing}
        virtualize
      />
    </Root>
  );
}
