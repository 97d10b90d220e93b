import { detailPath, mayCall } from '@backoffice/domain';
import {
  type AffiliateListFilters,
  type AffiliateListRow,
  AffiliateListScreen,
  type Option,
} from '@backoffice/ui/screens/affiliate';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type Collection, loadStateOf, membersOf, totalOf, useMe, useRead } from './data';

const PAGE_SIZE = 30;
/** Typing in the text filter asks the server once the user pauses. */
const TEXT_DEBOUNCE_MS = 300;

interface ListResponse extends Collection<AffiliateListRow> {
  countsByStatus?: Record<string, number>;
}

/**
 * The two affiliate lists: 'mine' opens on the user's own affiliates (the sales-agent filter set
 * to them, which they may widen), 'all' on every affiliate the role may see. Filters and the page
 * live in the URL, so a reload or a shared link shows the same list.
 */
export function AffiliateListPage({ variant }: { variant: 'mine' | 'all' }) {
  const me = useMe();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const myLink = me ? `/api/users/${me.id}` : '';
  const filters: AffiliateListFilters = {
    text: params.get('texto') ?? '',
    status: params.get('estado') ?? '',
    salesAgent: params.get('comercial') ?? (variant === 'mine' ? myLink : ''),
  };
  const page = Math.max(1, Number(params.get('pagina') ?? '1') || 1);
  const [text, setText] = useState(filters.text);
  const [debounced, setDebounced] = useState(filters.text);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  const query = new URLSearchParams({ page: String(page), itemsPerPage: String(PAGE_SIZE) });
  if (debounced.trim()) query.set('text', debounced.trim());
  if (filters.status) query.set('status', filters.status);
  if (filters.salesAgent) query.set('salesAgent', filters.salesAgent);
  const list = useRead<ListResponse>(me ? `/api/users/${me.id}/affiliatesInDepthList?${query}` : null);
  const agents = useRead<Option[]>('/api/users/salesAgentsSelect');
  const salesAgents = useMemo(() => {
    const all = agents.data ?? [];
    if (variant !== 'mine' || !me || all.some((o) => o.value === myLink)) return all;
    return [{ value: myLink, label: `${me.firstname} ${me.lastname ?? ''}`.trim() }, ...all];
  }, [agents.data, variant, me, myLink]);

  const write = (next: AffiliateListFilters, nextPage = 1) => {
    const p = new URLSearchParams();
    if (next.text) p.set('texto', next.text);
    if (next.status) p.set('estado', next.status);
    // 'mine' with no agent chosen means every agent: say so in the URL, or it falls back to me.
    if (next.salesAgent !== (variant === 'mine' ? myLink : '')) p.set('comercial', next.salesAgent);
    if (nextPage > 1) p.set('pagina', String(nextPage));
    setParams(p, { replace: true });
  };
  const canCreate = mayCall(me?.roles ?? [], 'POST /api/afiliados');
  // 'Mis afiliados' on its default filter with nothing in it: nothing is assigned to this user.
  const noneAssigned =
    variant === 'mine' &&
    filters.salesAgent === myLink &&
    !filters.text &&
    !filters.status &&
    list.data !== undefined &&
    totalOf(list.data) === 0;
  return (
    <AffiliateListScreen
      variant={variant}
      state={loadStateOf(list)}
      rows={membersOf(list.data)}
      total={totalOf(list.data)}
      countsByStatus={list.data?.countsByStatus ?? {}}
      filters={{ ...filters, text }}
      onFiltersChange={(next) => {
        setText(next.text);
        write(next);
      }}
      salesAgents={salesAgents}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={(p) => write({ ...filters, text }, p)}
      detailHref={(row) => detailPath.affiliate(row.id)}
      onNavigate={(href) => navigate(href)}
      createHref={canCreate ? '/afiliados/crear-afiliado' : null}
      onRetry={() => void list.mutate()}
      // keepPreviousData: while new filters are read the old rows stay on screen, veiled.
      refreshing={list.isLoading && list.data !== undefined}
      noneAssigned={noneAssigned}
    />
  );
}
