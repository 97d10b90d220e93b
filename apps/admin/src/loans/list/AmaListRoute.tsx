import { AMA_LIST_RANGES, AMA_LIST_SORTABLE, detailPath } from '@backoffice/domain';
import { AmaListScreen } from '@backoffice/ui/screens/loan';
import { useNavigate } from 'react-router';
import { idFromLink, pageLinksOf, useRouteRead } from '../../resources';
import { useListUrlState } from '../../resources/useListUrlState';
import { amaFiltersOf, amaParamsOf, amaQueryOf, emptyIfNone } from './urlState';

const URL_STATE = {
  filtersOf: amaFiltersOf,
  paramsOf: amaParamsOf,
  queryOf: amaQueryOf,
  sortable: AMA_LIST_SORTABLE,
  ranges: AMA_LIST_RANGES,
};

/** /creditos/listado-AMA: the advance amortizations; filters, page and order in the URL. */
export function Component() {
  const navigate = useNavigate();
  const { query, listProps } = useListUrlState(URL_STATE);
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
