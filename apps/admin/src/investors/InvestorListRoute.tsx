import { detailPath, INVESTOR_LIST_PAGE_SIZE, INVESTOR_LIST_SORTABLE } from '@backoffice/domain';
import type { ResponseOf } from '@backoffice/domain/contract';
import { type InvestorListFilters, InvestorListScreen } from '@backoffice/ui/screens/investor/list';
import type { ListOrder } from '@backoffice/ui/screens/loan';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pathOf } from '../api/client';
import { emptyIfNone, orderOf, pageOf } from '../loans/list/urlState';
import { useRouteRead } from '../resources';
import { useDebouncedValue } from '../resources/useDebouncedValue';
import { useApi } from '../session/SessionProvider';
import { exportInvestors } from './exportInvestors';
import { investorFiltersOf, investorParamsOf, investorQueryOf } from './investorListUrl';

const TEXT_DEBOUNCE_MS = 300;

/**
 * /inversores/inversores (issue 15): filters, page and order live in the URL; `notFound=1` is the
 * named route misInversores, where a missing investor lands (loans §8).
 */
export function Component() {
  const api = useApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = investorFiltersOf(params);
  const page = pageOf(params);
  const order = orderOf(params, INVESTOR_LIST_SORTABLE);
  const notFound = params.get('notFound') === '1';
  // The text filter asks the server once the user pauses; the URL follows at once.
  const debounced = useDebouncedValue(filters.text, TEXT_DEBOUNCE_MS);
  const query = investorQueryOf({ ...filters, text: debounced }, page, order);
  const list = useRouteRead('GET /api/inversores', {}, query);
  const [exporting, setExporting] = useState(false);
  const write = (next: InvestorListFilters, nextPage: number, nextOrder: ListOrder | null) =>
    setParams(investorParamsOf(next, nextPage, nextOrder), { replace: true });
  const total = list.data?.['hydra:totalItems'] ?? 0;
  return (
    <InvestorListScreen
      state={emptyIfNone(list.state, total)}
      rows={list.data?.['hydra:member'] ?? []}
      total={total}
      statusCounts={list.data?.statusCounts ?? {}}
      filters={filters}
      onFiltersChange={(next) => write(next, 1, order)}
      order={order}
      onOrderChange={(next) => write(filters, 1, next)}
      page={page}
      pageSize={INVESTOR_LIST_PAGE_SIZE}
      onPageChange={(p) => write(filters, p, order)}
      detailHref={(row) => detailPath.investor(row.id)}
      onNavigate={(href) => navigate(href)}
      onExport={async () => {
        setExporting(true);
        try {
          await exportInvestors(
            (p) =>
              api.get<ResponseOf<'GET /api/inversores'>>(
                pathOf('GET /api/inversores', undefined, { ...query, page: String(p) }),
              ),
            total,
            INVESTOR_LIST_PAGE_SIZE,
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
