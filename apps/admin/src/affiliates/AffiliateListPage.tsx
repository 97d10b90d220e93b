import { mayCall } from '@backoffice/domain';
import {
  AFFILIATE_LIST_SORTABLE,
  type AffiliateListRow,
  AffiliateListScreen,
} from '@backoffice/ui/screens/affiliate';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { iriOf, useList, useMe, useRouteRead } from '../resources';
import { affiliateHref } from './tabs';

const PAGE_SIZE = 30;
/** Typing in the text filter asks the server once the user pauses. */
const TEXT_DEBOUNCE_MS = 300;

type ListRoute = 'GET /api/users/:id/affiliatesInDepthList';

/**
 * The two affiliate lists: 'mine' opens on the user's own affiliates (the sales-agent filter set
 * to them, which they may widen), 'all' on every affiliate the role may see. Filters, the page
 * and the order live in the URL, so a reload or a shared link shows the same list; the server
 * filters, pages and sorts.
 */
export function AffiliateListPage({ variant }: { variant: 'mine' | 'all' }) {
  const { user: me, roles } = useMe();
  const navigate = useNavigate();
  const myLink = me ? iriOf('GET /api/users/:id', { id: me.id }) : '';
  const list = useList<AffiliateListRow, ListRoute, 'text' | 'status' | 'salesAgent'>({
    route: 'GET /api/users/:id/affiliatesInDepthList',
    params: me ? { id: me.id } : null,
    filters: {
      text: { url: 'texto', api: 'text', debounceMs: TEXT_DEBOUNCE_MS },
      status: { url: 'estado', api: 'status' },
      // 'mine' with no agent chosen means every agent: the URL says so, or it falls back to me.
      salesAgent: { url: 'comercial', api: 'salesAgent', fallback: variant === 'mine' ? myLink : '' },
    },
    pageSize: PAGE_SIZE,
    sortable: AFFILIATE_LIST_SORTABLE,
  });
  const agents = useRouteRead('GET /api/users/salesAgentsSelect', {});
  const salesAgents = useMemo(() => {
    const all = agents.data ?? [];
    if (variant !== 'mine' || !me || all.some((o) => o.value === myLink)) return all;
    return [{ value: myLink, label: `${me.firstname} ${me.lastname ?? ''}`.trim() }, ...all];
  }, [agents.data, variant, me, myLink]);

  const { filters } = list;
  const canCreate = mayCall(roles, 'POST /api/afiliados');
  // 'Mis afiliados' on its default filter with nothing in it: nothing is assigned to this user.
  const noneAssigned =
    variant === 'mine' &&
    filters.salesAgent === myLink &&
    !filters.text &&
    !filters.status &&
    list.data !== undefined &&
    list.total === 0;
  return (
    <AffiliateListScreen
      variant={variant}
      state={list.state}
      rows={list.rows}
      total={list.total}
      countsByStatus={(list.data?.countsByStatus as Record<string, number> | undefined) ?? {}}
      filters={filters}
      onFiltersChange={list.setFilters}
      salesAgents={salesAgents}
      page={list.page}
      pageSize={list.pageSize}
      onPageChange={list.setPage}
      links={list.links}
      order={list.order}
      onOrderChange={list.setOrder}
      detailHref={(row) => affiliateHref(row.id)}
      onNavigate={(href) => navigate(href)}
      createHref={canCreate ? '/afiliados/crear-afiliado' : null}
      onRetry={list.retry}
      // keepPreviousData: while new filters are read the old rows stay on screen, veiled.
      refreshing={list.refreshing}
      noneAssigned={noneAssigned}
    />
  );
}
