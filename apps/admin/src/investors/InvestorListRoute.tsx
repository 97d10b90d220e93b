import { detailPath, INVESTOR_LIST_PAGE_SIZE } from '@backoffice/domain';
import { INVESTOR_LIST_TITLE } from '@backoffice/domain/investor';
import { InvestorListScreen } from '@backoffice/ui/screens/investor/list';
import { useNavigate } from 'react-router';
import { pathOf } from '../api/client';
import { pageLinksOf, useRouteRead } from '../resources';
import { useDownload } from '../resources/useDownload';
import { emptyIfNone, useListUrlState } from '../resources/useListUrlState';
import { INVESTOR_LIST_URL_STATE } from './investorListUrl';

/**
 * /inversores/inversores (issue 15): filters, page and order live in the URL; `notFound=1` is the
 * named route misInversores, where a missing investor lands (loans §8). The export downloads every
 * filtered row in the list's order, streamed by the server (issue 16).
 */
export function Component() {
  const navigate = useNavigate();
  const { query, listProps, notFoundProps } = useListUrlState(INVESTOR_LIST_URL_STATE);
  const list = useRouteRead('GET /api/inversores', {}, query);
  const file = useDownload();
  const total = list.data?.['hydra:totalItems'] ?? 0;
  const { page: _page, ...filtered } = query;
  return (
    <InvestorListScreen
      {...listProps}
      {...notFoundProps}
      state={emptyIfNone(list.state, total)}
      rows={list.data?.['hydra:member'] ?? []}
      total={total}
      statusCounts={list.data?.statusCounts ?? {}}
      pageSize={INVESTOR_LIST_PAGE_SIZE}
      links={pageLinksOf(list.data)}
      detailHref={(row) => detailPath.investor(row.id)}
      onNavigate={(href) => navigate(href)}
      onExport={() =>
        void file.download(
          pathOf('GET /api/inversores', undefined, { ...filtered, format: 'xlsx' }),
          `${INVESTOR_LIST_TITLE}.xlsx`,
        )
      }
      download={file.progress}
      onRetry={() => void list.mutate()}
      refreshing={list.isLoading && list.data !== undefined}
    />
  );
}
