import { detailPath, mayCall } from '@backoffice/domain';
import { FINANCING_LIST_TITLE } from '@backoffice/domain/loan';
import { LoanListScreen } from '@backoffice/ui/screens/loan';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { pathOf } from '../../api/client';
import { idFromLink, pageLinksOf, useRouteRead } from '../../resources';
import { useDownload } from '../../resources/useDownload';
import { useListUrlState } from '../../resources/useListUrlState';
import { useSession } from '../../session/SessionProvider';
import { emptyIfNone, LOAN_LIST_URL_STATE } from './urlState';

const PAGE_SIZE = 100;
const loanHref = (row: { id: number }) => detailPath.loan(row.id);

/**
 * /creditos/financiaciones: filters, page and order live in the URL; `notFound=1` is where a
 * failed parameter check of a loan lands (loans §8) and shows 'Financiación no encontrada'. The
 * export downloads every filtered row in the list's order, streamed by the server (issue 16).
 */
export function Component() {
  const roles = useSession().user?.roles ?? [];
  const navigate = useNavigate();
  const { query, listProps, notFoundProps } = useListUrlState(LOAN_LIST_URL_STATE);
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
  const file = useDownload();
  const total = list.data?.['hydra:totalItems'] ?? 0;
  const { page: _page, ...filtered } = query;
  return (
    <LoanListScreen
      {...listProps}
      {...notFoundProps}
      state={emptyIfNone(list.state, total)}
      rows={list.data?.['hydra:member'] ?? []}
      total={total}
      phaseCounts={list.data?.phaseCounts ?? {}}
      pageSize={PAGE_SIZE}
      links={pageLinksOf(list.data)}
      affiliates={affiliates}
      salesAgents={[]}
      detailHref={loanHref}
      onNavigate={navigate}
      onExport={() =>
        void file.download(
          pathOf('GET /api/financiaciones', undefined, { ...filtered, format: 'xlsx' }),
          `${FINANCING_LIST_TITLE}.xlsx`,
        )
      }
      download={file.progress}
      onRetry={() => void list.mutate()}
      refreshing={list.isLoading && list.data !== undefined}
    />
  );
}
