import { detailPath } from '@backoffice/domain';
import { InstallmentListScreen } from '@backoffice/ui/screens/loan';
import { useNavigate } from 'react-router';
import { idFromLink, pageLinksOf, useRouteRead } from '../../resources';
import { useListUrlState } from '../../resources/useListUrlState';
import { emptyIfNone, INSTALLMENT_LIST_URL_STATE } from './urlState';

/** /creditos/cuotas: the installments list; filters, page and order in the URL. */
export function Component() {
  const navigate = useNavigate();
  const { query, listProps } = useListUrlState(INSTALLMENT_LIST_URL_STATE);
  const list = useRouteRead('GET /api/cuotas', {}, query);
  const total = list.data?.['hydra:totalItems'] ?? 0;
  return (
    <InstallmentListScreen
      {...listProps}
      state={emptyIfNone(list.state, total)}
      rows={list.data?.['hydra:member'] ?? []}
      total={total}
      pageSize={100}
      links={pageLinksOf(list.data)}
      loanHref={(row) => detailPath.loan(idFromLink(row.credito) ?? '', 'cuotas')}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void list.mutate()}
      refreshing={list.isLoading && list.data !== undefined}
    />
  );
}
