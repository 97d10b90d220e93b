import { DataTable, type DataTableColumn } from '#patterns/DataTable';
import type { PageLinks } from '#patterns/Pagination';

/** One page of a list the server pages: its rows, and where they stand in the whole. */
export interface TablePage<T> {
  rows: readonly T[];
  totalItems: number;
  page: number;
  pageSize: number;
  /** The pages the server links from this one (its `hydra:view`): the pager follows them. */
  links?: PageLinks | undefined;
}

export interface PagedTableProps<T extends { id: string | number }> {
  /** Names the table for assistive technology (not shown: the section or the screen titles it). */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  data: TablePage<T> | null;
  onPageChange: (page: number) => void;
  /** Names the pager's navigation landmark where the screen has another one. */
  pagerLabel?: string;
}

/**
 * One page of a server-paged list (the action history, the pending approvals): the rows keyed by
 * id, the table as tall as they are, and the pager only when there is more than one page. The
 * frame around it (Section or SectionBody) shows loading, error and empty.
 */
export function PagedTable<T extends { id: string | number }>({
  caption,
  columns,
  data,
  onPageChange,
  pagerLabel,
}: PagedTableProps<T>) {
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={columns}
      rows={data?.rows ?? []}
      rowKey={(r) => r.id}
      maxHeight="none"
      {...(data && data.totalItems > data.pageSize
        ? {
            pagination: {
              page: data.page,
              totalItems: data.totalItems,
              pageSize: data.pageSize,
              onPageChange,
              links: data.links,
              ...(pagerLabel ? { label: pagerLabel } : {}),
            },
          }
        : {})}
    />
  );
}
