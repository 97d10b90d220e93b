import {
  EMPTY_LOGS_LW_FILTERS,
  LOGS_LW_PAGE_SIZE,
  type LogsLwFilters,
  logsLwFilterError,
} from '@backoffice/domain/tools';
import { LogsLwScreen } from '@backoffice/ui/screens/tools';
import { useRef } from 'react';
import { emptyIfNone, pageOf } from '../loans/list/urlState';
import { PAGE_PARAM, pageLinksOf, useRouteRead } from '../resources';
import { useListHistory } from '../resources/listHistory';
import { useDebouncedValue } from '../resources/useDebouncedValue';

const TEXT_DEBOUNCE_MS = 300;
const KEYS = ['desde', 'hasta', 'usuario', 'resultado'] as const;

function filtersOf(params: URLSearchParams): LogsLwFilters {
  const resultado = params.get('resultado');
  return {
    desde: params.get('desde') ?? '',
    hasta: params.get('hasta') ?? '',
    usuario: params.get('usuario') ?? '',
    resultado: resultado === 'ok' || resultado === 'error' ? resultado : EMPTY_LOGS_LW_FILTERS.resultado,
  };
}

/**
 * /it-tools/logs-lw (issue 16 IT tools; loans §6: ADMIN): the wallet provider's calls. Filters and
 * page live in the URL; a filter the domain refuses (a range ending before it starts) is shown on
 * the screen and not asked for: the table keeps the last answer.
 */
export function Component() {
  const [params, setParams] = useListHistory();
  const filters = filtersOf(params);
  const page = pageOf(params);
  // The user filter asks the server once the user pauses; the URL follows at once.
  const usuario = useDebouncedValue(filters.usuario, TEXT_DEBOUNCE_MS);
  const query: Record<string, string> = { page: String(page) };
  for (const key of KEYS) {
    const value = key === 'usuario' ? usuario.trim() : filters[key];
    if (value) query[key] = value;
  }
  const valid = useRef(query);
  if (logsLwFilterError(filters) === null) valid.current = query;
  const log = useRouteRead('GET /api/logsLW', {}, valid.current);
  const write = (next: LogsLwFilters, nextPage: number) => {
    const out = new URLSearchParams();
    for (const key of KEYS) if (next[key]) out.set(key, next[key]);
    if (nextPage > 1) out.set(PAGE_PARAM, String(nextPage));
    setParams(out);
  };
  const total = log.data?.['hydra:totalItems'] ?? 0;
  return (
    <LogsLwScreen
      state={emptyIfNone(log.state, total)}
      rows={log.data?.['hydra:member'] ?? []}
      total={total}
      filters={filters}
      onFiltersChange={(next) => write(next, 1)}
      page={page}
      pageSize={LOGS_LW_PAGE_SIZE}
      onPageChange={(p) => write(filters, p)}
      links={pageLinksOf(log.data)}
      onRetry={() => void log.mutate()}
      refreshing={log.isLoading && log.data !== undefined}
    />
  );
}
