import { detailPath } from '@backoffice/domain';
import { AmaListScreen } from '@backoffice/ui/screens/loan';
import { useNavigate } from 'react-router';
import { idFromLink, pageLinksOf, useRouteRead } from '../../resources';
import { useListUrlState } from '../../resources/useListUrlState';
import { AMA_LIST_URL_STATE, emptyIfNone } from './urlState';

/** /creditos/listado-AMA: the advance amortizations; filters, page and order in the URL. */
export function Component() {
  const navigate = useNavigate();
  const { query, listProps } = useListUrlState(AMA_LIST_URL_STATE);
  const list = useRouteRead('GET /api/amas', {}, query);
  const total = list.data?.['hydra:totalItems'] ?? 0;
  return (
    <AmaListScreen
      {...listProps}
      state={emptyIfNone(list.state, total)}
      rows={list.data?.['hydra:member'] ?? []}
      total={total}
      pageSize={100}
      links={pageLinksOf(list.data)}
      loanHref={(row) => detailPath.loan(idFromLink(row.credito) ?? '', 'pago')}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void list.mutate()}
      refreshing={list.isLoading && list.data !== undefined}
    />
  );
}
