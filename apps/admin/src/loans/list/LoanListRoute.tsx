import { detailPath, LOAN_LIST_SORTABLE, mayCall } from '@backoffice/domain';
import { type ListOrder, type LoanListFilters, LoanListScreen } from '@backoffice/ui/screens/loan';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pathOf } from '../../api/client';
import { idFromLink, useRouteRead } from '../../resources';
import { useDebouncedValue } from '../../resources/useDebouncedValue';
import { useApi, useSession } from '../../session/SessionProvider';
import { exportLoans } from './exportLoans';
import { emptyIfNone, loanFiltersOf, loanParamsOf, loanQueryOf, orderOf, pageOf } from './urlState';

const PAGE_SIZE = 100;
const TEXT_DEBOUNCE_MS = 300;

/**
 * /creditos/financiaciones: filters, page and order live in the URL; `notFound=1` is where a
 * failed parameter check of a loan lands (loans §8) and shows 'Financiación no encontrada'.
 */
export function Component() {
  const api = useApi();
  const roles = useSession().user?.roles ?? [];
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = loanFiltersOf(params);
  const page = pageOf(params);
  const order = orderOf(params, LOAN_LIST_SORTABLE);
  const notFound = params.get('notFound') === '1';
  // The text filter asks the server once the user pauses; the URL follows at once.
  const debounced = useDebouncedValue(filters.text, TEXT_DEBOUNCE_MS);
  const query = loanQueryOf({ ...filters, text: debounced }, page, order);
  const list = useRouteRead('GET /api/financiaciones', {}, query);
  const canAffiliates = mayCall(roles, 'GET /api/afiliados/afiliadosSelect');
  const affiliateSelect = useRouteRead('GET /api/afiliados/afiliadosSelect', canAffiliates ? {} : null);
  const affiliates = useMemo(
    () =>
      ((affiliateSelect.data ?? []) as { value: string; label: string }[]).map((o) => ({
        value: idFromLink(o.value) ?? '',
        label: o.label,
      })),
    [affiliateSelect.data],
  );
  const [exporting, setExporting] = useState(false);
  const write = (next: LoanListFilters, nextPage: number, nextOrder: ListOrder | null) =>
    setParams(loanParamsOf(next, nextPage, nextOrder), { replace: true });
  const total = list.data?.['hydra:totalItems'] ?? 0;
  return (
    <LoanListScreen
      state={emptyIfNone(list.state, total)}
      rows={list.data?.['hydra:member'] ?? []}
      total={total}
      phaseCounts={list.data?.phaseCounts ?? {}}
      filters={filters}
      onFiltersChange={(next) => write(next, 1, order)}
      order={order}
      onOrderChange={(next) => write(filters, 1, next)}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(p) => write(filters, p, order)}
      affiliates={affiliates}
      salesAgents={[]}
      detailHref={(row) => detailPath.loan(row.id)}
      onNavigate={(href) => navigate(href)}
      onExport={async () => {
        setExporting(true);
        try {
          await exportLoans(
            (p) =>
              api.get<unknown>(pathOf('GET /api/financiaciones', undefined, { ...query, page: String(p) })),
            total,
            'Financiaciones',
          );
        } finally {
          setExporting(false);
        }
      }}
      exporting={exporting}
      notFound={notFound}
      onDismissNotFound={() => write(filters, page, order)}
      onRetry={() => void list.mutate()}
      refreshing={list.isLoading && list.data !== undefined}
    />
  );
}
