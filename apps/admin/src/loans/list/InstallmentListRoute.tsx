import { detailPath, INSTALLMENT_LIST_SORTABLE } from '@backoffice/domain';
import { InstallmentListScreen } from '@backoffice/ui/screens/loan';
import { useNavigate, useSearchParams } from 'react-router';
import { idFromLink, useRouteRead } from '../../resources';
import {
  emptyIfNone,
  installmentFiltersOf,
  installmentParamsOf,
  installmentQueryOf,
  orderOf,
  pageOf,
} from './urlState';

/** /creditos/cuotas: the installments list; filters, page and order in the URL. */
export function Component() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = installmentFiltersOf(params);
  const page = pageOf(params);
  const order = orderOf(params, INSTALLMENT_LIST_SORTABLE);
  const list = useRouteRead('GET /api/cuotas', {}, installmentQueryOf(filters, page, order));
  const total = list.data?.['hydra:totalItems'] ?? 0;
  return (
    <InstallmentListScreen
      state={emptyIfNone(list.state, total)}
      rows={list.data?.['hydra:member'] ?? []}
      total={total}
      filters={filters}
      onFiltersChange={(next) => setParams(installmentParamsOf(next, 1, order), { replace: true })}
      order={order}
      onOrderChange={(next) => setParams(installmentParamsOf(filters, 1, next), { replace: true })}
      page={page}
      pageSize={100}
      onPageChange={(p) => setParams(installmentParamsOf(filters, p, order), { replace: true })}
      loanHref={(row) => detailPath.loan(idFromLink(row.credito) ?? '', 'cuotas')}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void list.mutate()}
      refreshing={list.isLoading && list.data !== undefined}
    />
  );
}
