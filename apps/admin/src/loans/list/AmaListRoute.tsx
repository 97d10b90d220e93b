import { AMA_LIST_SORTABLE, detailPath } from '@backoffice/domain';
import { AmaListScreen } from '@backoffice/ui/screens/loan';
import { useNavigate, useSearchParams } from 'react-router';
import { idFromLink, useRouteRead } from '../../resources';
import { amaFiltersOf, amaParamsOf, amaQueryOf, emptyIfNone, orderOf, pageOf } from './urlState';

/** /creditos/listado-AMA: the advance amortizations; filters, page and order in the URL. */
export function Component() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = amaFiltersOf(params);
  const page = pageOf(params);
  const order = orderOf(params, AMA_LIST_SORTABLE);
  const list = useRouteRead('GET /api/amas', {}, amaQueryOf(filters, page, order));
  const total = list.data?.['hydra:totalItems'] ?? 0;
  return (
    <AmaListScreen
      state={emptyIfNone(list.state, total)}
      rows={list.data?.['hydra:member'] ?? []}
      total={total}
      filters={filters}
      onFiltersChange={(next) => setParams(amaParamsOf(next, 1, order), { replace: true })}
      order={order}
      onOrderChange={(next) => setParams(amaParamsOf(filters, 1, next), { replace: true })}
      page={page}
      pageSize={100}
      onPageChange={(p) => setParams(amaParamsOf(filters, p, order), { replace: true })}
      loanHref={(row) => detailPath.loan(idFromLink(row.credito) ?? '', 'pago')}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void list.mutate()}
      refreshing={list.isLoading && list.data !== undefined}
    />
  );
}
