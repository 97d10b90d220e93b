import { detailPath, formatNumber, messages } from '@backoffice/domain';
import {
  type ColumnType,
  formatListingCell,
  type LinkKind,
  type ListingColumn,
  type ListingFilter,
} from '@backoffice/domain/listings';
import { type ReactNode, useMemo } from 'react';
import { Form } from 'react-final-form';
import { DataTable, type DataTableColumn, type DataTableSort } from '#patterns/DataTable';
import { ForbiddenState } from '#patterns/PageState';
import type { PageLinks } from '#patterns/Pagination';
import type { LoadState } from '#patterns/Section';
import { Button } from '#primitives/Button';
import { FormSelect, FormTextField } from '../../forms';
import { DownloadProgress, type DownloadState } from '../../internal/DownloadProgress';
import { AffiliateLink } from '../affiliate/AffiliateLink/AffiliateLink';
import { screenLabels } from '../labels';
import { Count, FilterForm, Header, Title } from './ListingScreen.styles';

const L = screenLabels.listings;

export type ListingRow = Readonly<Record<string, string | number | boolean | null>>;
export type ListingOrder = { readonly key: string; readonly dir: 'asc' | 'desc' };

/** A download in progress: the bytes received so far (the size is not known before the end). */
export type ListingDownload = DownloadState;

export interface ListingScreenProps {
  status: LoadState;
  title: string;
  columns: readonly ListingColumn[];
  filters?: readonly ListingFilter[];
  /** The filters as they are applied (from the URL). */
  filterValues?: Readonly<Record<string, string>>;
  onFiltersChange?: (values: Record<string, string>) => void;
  rows: readonly ListingRow[];
  totalItems: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The pages the server links from this one (its `hydra:view`): the pager follows them. */
  links?: PageLinks | undefined;
  /** The server's order; the table only shows it. */
  order?: ListingOrder | null;
  sortable?: readonly string[];
  onOrderChange?: (order: ListingOrder | null) => void;
  /** Present while the .xlsx downloads. */
  download?: ListingDownload | null;
  onDownload?: () => void;
  /** In-app navigation for the code links (a modified click opens a tab). */
  onNavigate?: (href: string) => void;
  /** Above the filters: a form that builds the route (the general arrears form). */
  children?: ReactNode;
}

const ALIGN_END: readonly ColumnType[] = ['money', 'percent', 'number', 'date'];

const hrefOf = (kind: LinkKind, id: string | number) => detailPath[kind](id);

/**
 * The screen of every listing and of the generic report (issue 16): the title, the listing's
 * declared filters (react-final-form), a virtualised table of typed, formatted columns (money
 * es-ES EUR, percentages, dates D/MM/YYYY) as wide as their content, ordered and paged by the
 * server, and the .xlsx download with the bytes received and 'El fichero se esta descargando'
 * while it runs.
 */
export function ListingScreen({
  status,
  title,
  columns,
  filters = [],
  filterValues = {},
  onFiltersChange,
  rows,
  totalItems,
  page,
  pageSize,
  onPageChange,
  links,
  order = null,
  sortable = [],
  onOrderChange,
  download = null,
  onDownload,
  onNavigate,
  children,
}: ListingScreenProps) {
  const tableColumns = useMemo<DataTableColumn<ListingRow>[]>(
    () =>
      columns.map((c) => {
        const text = (row: ListingRow) =>
          typeof row[c.key] === 'boolean'
            ? row[c.key]
              ? screenLabels.reports.yes
              : screenLabels.reports.no
            : formatListingCell(c.type, row[c.key]);
        const linkId = c.link && c.linkKey ? (row: ListingRow) => row[c.linkKey as string] : null;
        return {
          id: c.key,
          header: c.label,
          accessor: text,
          sortable: sortable.includes(c.key),
          ...(ALIGN_END.includes(c.type) ? { align: 'end' as const } : {}),
          ...(c.link && linkId
            ? {
                render: (row: ListingRow) => {
                  const id = linkId(row);
                  return typeof id === 'number' || typeof id === 'string' ? (
                    <AffiliateLink href={hrefOf(c.link as LinkKind, id)} onNavigate={onNavigate}>
                      {text(row)}
                    </AffiliateLink>
                  ) : (
                    text(row)
                  );
                },
              }
            : {}),
        };
      }),
    [columns, sortable, onNavigate],
  );

  if (status === 'forbidden') return <ForbiddenState />;

  const sort: DataTableSort | null = order
    ? { columnId: order.key, direction: order.dir === 'asc' ? 'ascending' : 'descending' }
    : null;
  const downloading = download !== null;

  return (
    <div>
      <Header>
        <Title>{title}</Title>
        {status === 'loaded' ? <Count>{L.total(formatNumber(totalItems, 0))}</Count> : null}
        {onDownload && status === 'loaded' ? (
          <Button variant="secondary" onClick={onDownload} busy={downloading}>
            {screenLabels.reports.download}
          </Button>
        ) : null}
      </Header>
      <DownloadProgress download={download} />
      {children}
      {filters.length > 0 && onFiltersChange ? (
        <Form<Record<string, string>>
          initialValues={filterValues}
          onSubmit={(values) => {
            const clean = Object.fromEntries(
              filters.map((f) => [f.name, (values[f.name] ?? '').trim()]).filter(([, v]) => v !== ''),
            );
            onFiltersChange(clean);
          }}
        >
          {({ handleSubmit, form }) => (
            <FilterForm aria-label={L.filters} onSubmit={handleSubmit}>
              {filters.map((f) =>
                f.type === 'select' ? (
                  <FormSelect
                    key={f.name}
                    name={f.name}
                    label={f.label}
                    options={[{ value: '', label: L.any }, ...(f.options ?? [])]}
                  />
                ) : (
                  <FormTextField
                    key={f.name}
                    name={f.name}
                    label={f.label}
                    {...(f.type === 'date' ? { type: 'date' } : {})}
                    {...(f.type === 'number' ? { inputMode: 'decimal' as const } : {})}
                  />
                ),
              )}
              <Button type="submit">{L.apply}</Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  form.reset(Object.fromEntries(filters.map((f) => [f.name, ''])));
                  onFiltersChange({});
                }}
              >
                {L.clear}
              </Button>
            </FilterForm>
          )}
        </Form>
      ) : null}
      <DataTable
        caption={title}
        hideCaption
        columns={tableColumns}
        rows={status === 'loaded' ? rows : []}
        rowKey={(_, i) => (page - 1) * pageSize + i}
        loading={status === 'loading'}
        error={status === 'error' ? messages.general.loadDataFailed : null}
        manualSorting
        sort={sort}
        onSortChange={(next) =>
          onOrderChange?.(
            next ? { key: next.columnId, dir: next.direction === 'ascending' ? 'asc' : 'desc' } : null,
          )
        }
        virtualize={rows.length > 60}
        {...(status === 'loaded' && totalItems > pageSize
          ? { pagination: { page, onPageChange, totalItems, pageSize, links } }
          : {})}
      />
    </div>
  );
}
