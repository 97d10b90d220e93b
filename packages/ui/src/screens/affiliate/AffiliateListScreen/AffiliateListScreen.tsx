import { AFFILIATE_STATES, affiliateStateLabel, affiliateStateTone } from '@backoffice/domain/affiliate';
import { walletStatusLabel } from '@backoffice/domain/catalogues';
import { messages } from '@backoffice/domain/messages';
import { CountsNav } from '#internal';
import { navigateInApp } from '#internal/navigation';
import { labels } from '#labels';
import { DataTable, type DataTableColumn } from '#patterns/DataTable';
import { LoadingOverlay } from '#patterns/LoadingOverlay';
import { PageState } from '#patterns/PageState';
import { type PageLinks, Pagination } from '#patterns/Pagination';
import { SectionBody } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { Select } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { tokens } from '#theme/tokens';
import { AffiliateStateBadge } from '../AffiliateBadge/AffiliateBadge';
import { AffiliateLink } from '../AffiliateLink/AffiliateLink';
import { affiliateLabels as L } from '../labels';
import type { AffiliateListFilters, AffiliateListRow, LoadState, Option } from '../types';
import { Comment, CreateLink, Filters, Footer, Header, Root, Title } from './AffiliateListScreen.styles';

/**
 * The columns the server sorts the list on (`order[field]=asc|desc`), named as the list's rows
 * name their fields. Issue 11: to be read from the domain's AFFILIATE_LIST_SORTABLE once it lands.
 */
export const AFFILIATE_LIST_SORTABLE = ['code', 'name', 'status', 'origin', 'email'] as const;
export type AffiliateListSortField = (typeof AFFILIATE_LIST_SORTABLE)[number];

/** The list's order: one column, ascending or descending. */
export interface AffiliateListOrder {
  field: string;
  direction: 'asc' | 'desc';
}

export interface AffiliateListScreenProps {
  /** 'mine' is /afiliados/afiliados (the user's own); 'all' is /afiliados/lista-afiliados. */
  variant: 'mine' | 'all';
  state: LoadState;
  rows: readonly AffiliateListRow[];
  /** Rows matching the filters, over every page. */
  total: number;
  /** Affiliates per estadoCd under the text and agent filters (the status filter aside). */
  countsByStatus: Readonly<Record<string, number>>;
  filters: AffiliateListFilters;
  onFiltersChange: (filters: AffiliateListFilters) => void;
  salesAgents: readonly Option[];
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The pages the server links from this one (its `hydra:view`): the pager follows them. */
  links?: PageLinks | undefined;
  detailHref: (row: AffiliateListRow) => string;
  onNavigate?: (href: string) => void;
  /** The create entry, only for roles that may create (§6); null hides it. */
  createHref?: string | null;
  onRetry?: () => void;
  /** New filters or a new page are being read: the previous rows stay, veiled. */
  refreshing?: boolean;
  /**
   * 'Mis afiliados' on its default filter (the user as sales agent, nothing else) found nothing:
   * the empty state says that no affiliate is assigned and offers the whole list, instead of
   * blaming filters the user never set (issue 12).
   */
  noneAssigned?: boolean;
  /** The server's order of the rows (kept in the URL by the route); null: the API's own. */
  order?: AffiliateListOrder | null;
  /** A click on a sortable header: ascending, then descending, then the API's own order. */
  onOrderChange?: (order: AffiliateListOrder | null) => void;
}

const STATUS_OPTIONS: Option[] = AFFILIATE_STATES.map((s) => ({
  value: s,
  label: `${s} · ${affiliateStateLabel(s)}`,
}));

/**
 * An affiliate list (§2 "Affiliate screens"): counts per status that double as a status filter,
 * a text filter on code and name, status and sales-agent filters, and paging. Rows carry the §3
 * list fields and the §4 badge colours.
 */
export function AffiliateListScreen({
  variant,
  state,
  rows,
  total,
  countsByStatus,
  filters,
  onFiltersChange,
  salesAgents,
  page,
  pageSize,
  onPageChange,
  links,
  detailHref,
  onNavigate,
  createHref,
  onRetry,
  refreshing = false,
  noneAssigned = false,
  order = null,
  onOrderChange,
}: AffiliateListScreenProps) {
  const title = variant === 'mine' ? L.lists.mine : L.lists.all;
  if (state === 'forbidden') {
    return (
      <PageState
        tone="danger"
        mark="!"
        title={labels.states.forbiddenTitle}
        description={messages.general.restricted}
      />
    );
  }
  const set = (patch: Partial<AffiliateListFilters>) => onFiltersChange({ ...filters, ...patch });
  const allCount = Object.values(countsByStatus).reduce((a, b) => a + b, 0);
  const shownStates = AFFILIATE_STATES.filter((s) => (countsByStatus[s] ?? 0) > 0 || filters.status === s);
  const listColumns: DataTableColumn<AffiliateListRow>[] = [
    {
      id: 'code',
      header: L.lists.columns.code,
      render: (r) => (
        <AffiliateLink href={detailHref(r)} onNavigate={onNavigate}>
          {r.code}
        </AffiliateLink>
      ),
    },
    { id: 'name', header: L.lists.columns.name, render: (r) => r.name, maxWidth: 240 },
    {
      id: 'status',
      header: L.lists.columns.status,
      render: (r) => <AffiliateStateBadge estadoCd={r.status} />,
    },
    { id: 'origin', header: L.lists.columns.origin, render: (r) => r.origin ?? '' },
    {
      id: 'email',
      header: L.lists.columns.email,
      render: (r) => r.email ?? '',
      maxWidth: 240,
    },
    { id: 'productAgent', header: L.lists.columns.productAgent, render: (r) => r.plataformaAgent ?? '' },
    { id: 'salesAgent', header: L.lists.columns.salesAgent, render: (r) => r.salesAgent ?? '' },
    { id: 'kyc', header: L.lists.columns.kyc, render: (r) => walletStatusLabel(r.kyc) },
    {
      id: 'lastComment',
      header: L.lists.columns.lastComment,
      // Free text: a short column, the whole comment in the title.
      maxWidth: 160,
      render: (r) => (r.lastComment ? <Comment title={r.lastComment}>{r.lastComment}</Comment> : ''),
    },
  ];
  // The declared sortable columns sort on the server, when the route keeps an order.
  const columns = listColumns.map((c) => ({
    ...c,
    sortable: onOrderChange !== undefined && (AFFILIATE_LIST_SORTABLE as readonly string[]).includes(c.id),
  }));
  return (
    <Root>
      <Header>
        <Title>{title}</Title>
        {createHref ? (
          <CreateLink href={createHref} onClick={(e) => navigateInApp(e, createHref, onNavigate)}>
            {L.lists.create}
          </CreateLink>
        ) : null}
      </Header>
      <CountsNav
        label={L.lists.countsRegion}
        allLabel={L.lists.countAll}
        allCount={allCount}
        items={shownStates.map((s) => ({
          value: s,
          tone: affiliateStateTone(s),
          label: s,
          count: countsByStatus[s] ?? 0,
          title: affiliateStateLabel(s),
        }))}
        selected={filters.status}
        onSelect={(status) => set({ status })}
      />
      <Filters role="search" aria-label={labels.filters.region}>
        <TextField
          label={L.lists.filterText}
          type="search"
          value={filters.text}
          onChange={(e) => set({ text: e.target.value })}
        />
        <Select
          label={L.lists.filterStatus}
          placeholder={labels.filters.all}
          options={STATUS_OPTIONS}
          value={filters.status}
          onValueChange={(status) => set({ status })}
        />
        <Select
          label={L.lists.filterSalesAgent}
          placeholder={labels.filters.all}
          options={salesAgents}
          value={filters.salesAgent}
          onValueChange={(salesAgent) => set({ salesAgent })}
        />
      </Filters>
      <SectionBody
        state={state}
        errorMessage={messages.read.affiliates}
        empty={rows.length === 0}
        emptyText={noneAssigned ? L.lists.noneAssigned : L.lists.emptyHint}
        {...(onRetry ? { onRetry } : {})}
      >
        <LoadingOverlay active={refreshing}>
          <DataTable
            caption={title}
            hideCaption
            // A bounded viewport makes the scroll box a focusable, named region (axe).
            maxHeight={tokens.size.tableViewport}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            // The server sorts: the table shows the order and asks for a new one.
            manualSorting
            sort={
              order
                ? { columnId: order.field, direction: order.direction === 'asc' ? 'ascending' : 'descending' }
                : null
            }
            {...(onOrderChange
              ? {
                  onSortChange: (next) =>
                    onOrderChange(
                      next
                        ? { field: next.columnId, direction: next.direction === 'ascending' ? 'asc' : 'desc' }
                        : null,
                    ),
                }
              : {})}
          />
        </LoadingOverlay>
        <Footer>
          <span>{L.lists.total(total)}</span>
          <Pagination
            page={page}
            pageSize={pageSize}
            totalItems={total}
            onPageChange={onPageChange}
            links={links}
          />
        </Footer>
      </SectionBody>
      {filters.text || filters.status || filters.salesAgent ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onFiltersChange({ text: '', status: '', salesAgent: '' })}
          >
            {noneAssigned ? L.lists.showAll : labels.actions.clearFilters}
          </Button>
        </div>
      ) : null}
    </Root>
  );
}
