import {
  type CSSProperties,
  type KeyboardEvent,
  memo,
  type ReactNode,
  type UIEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTheme } from 'styled-components';
import { VisuallyHidden } from '#internal/field.styles';
import { labels } from '#labels';
import { Button } from '#primitives/Button';
import { Icon } from '../../internal/icons';
import { LoadingOverlay } from '../LoadingOverlay/LoadingOverlay';
import { EmptyState, ErrorState, LoadingState } from '../PageState/PageState';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import {
  Body,
  Caption,
  Frame,
  Head,
  HeadCell,
  HeadRow,
  Root,
  Scroller,
  SortButton,
  Table,
} from './DataTable.styles';

export type CellValue = string | number | null | undefined;
export type ColumnAlign = 'start' | 'end' | 'center';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The cell's value: shown as text unless `render` is given, and what sorting compares. */
  accessor?: (row: T) => CellValue;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  /** 'end' for amounts and counts. */
  align?: ColumnAlign;
  /**
   * A fixed CSS grid track ('120px', 'minmax(160px, 2fr)'). Without it the column fits its content
   * (header and cells) between minWidth and maxWidth; longer text ends in an ellipsis with a title.
   */
  width?: string;
  /** Least width in px of a content-sized column. */
  minWidth?: number;
  /** Greatest width in px of a content-sized column (default 320). */
  maxWidth?: number;
}

/** The widest a content-sized column grows before its text is cut with an ellipsis. */
const MAX_COLUMN_WIDTH = 320;

/**
 * Column tracks: each column as wide as its widest cell (header included), capped by its
 * maxWidth; a last, empty track takes whatever room is left, so the table never stretches its
 * columns and scrolls sideways only when the columns' own widths do not fit.
 */
function columnTracks<T>(columns: readonly DataTableColumn<T>[]): string {
  const tracks = columns.map((c) => c.width ?? `fit-content(${c.maxWidth ?? MAX_COLUMN_WIDTH}px)`);
  return [...tracks, 'minmax(0, 1fr)'].join(' ');
}

/** A cell's text as the title that shows it whole when the column cuts it. */
const cellText = (node: ReactNode): string | null =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : null;

export type SortDirection = 'ascending' | 'descending';
export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableProps<T> {
  /** Names the table; shown above it unless hideCaption. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** Controlled sort; without onSortChange the table sorts its rows itself. */
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** The rows arrive sorted (by the server): the table only shows the sort state. */
  manualSorting?: boolean;
  loading?: boolean;
  /** A load failure: shown in place of the rows, with a retry button when onRetry is given. */
  error?: string | null;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyMessage?: string;
  /** Paging under the table (the page's rows are `rows`). */
  pagination?: PaginationProps;
  /** Window the body: only the rows in view (and a few either side) are in the DOM. Default: over 200 rows. */
  virtualize?: boolean;
  /**
   * Height of the scrolling viewport in px; 'none' lets the table grow with the page; 'window':
   * a table wider than its room ends where the window does, so its sideways scrollbar is in view.
   */
  maxHeight?: number | 'none' | 'window';
  onRowClick?: (row: T) => void;
}

/** Rows rendered above and below the viewport, so a fast scroll does not show blanks. */
const OVERSCAN = 3;
const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

function compare(a: CellValue, b: CellValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const nextSort = (current: DataTableSort | null, columnId: string): DataTableSort | null =>
  current?.columnId !== columnId
    ? { columnId, direction: 'ascending' }
    : current.direction === 'ascending'
      ? { columnId, direction: 'descending' }
      : null;

/**
 * A data table (ARIA table on CSS grid): sortable headers with aria-sort, a sticky header, paging,
 * loading, empty and error states, and a windowed body that keeps a few dozen rows in the DOM
 * whatever the row count, with aria-rowcount and aria-rowindex telling assistive tech where it is.
 */
export function DataTable<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  loading = false,
  error,
  onRetry,
  emptyTitle,
  emptyMessage,
  pagination,
  virtualize,
  maxHeight,
  onRowClick,
}: DataTableProps<T>) {
  const theme = useTheme();
  const captionId = useId();
  const [innerSort, setInnerSort] = useState<DataTableSort | null>(defaultSort);
  const sort = sortProp !== undefined ? sortProp : innerSort;
  const changeSort = (columnId: string) => {
    const next = nextSort(sort, columnId);
    if (sortProp === undefined) setInnerSort(next);
    onSortChange?.(next);
  };

  const sorted = useMemo(() => {
    if (manualSorting || !sort) return rows;
    const column = columns.find((c) => c.id === sort.columnId);
    const get = column?.accessor;
    if (!get) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return rows
      .map((row, i) => ({ row, v: get(row), i }))
      .sort((a, b) => compare(a.v, b.v) * sign || a.i - b.i)
      .map((x) => x.row);
  }, [rows, columns, sort, manualSorting]);

  const windowed = virtualize ?? rows.length > 200;
  const rowH = theme.size.tableRow;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const fitted = useWindowFit(scrollerRef, maxHeight === 'window');
  const viewport =
    maxHeight === 'window'
      ? (fitted ?? (windowed ? theme.size.tableViewport : 'none'))
      : (maxHeight ?? (windowed ? theme.size.tableViewport : 'none'));
  const visibleCount =
    Math.ceil((viewport === 'none' ? theme.size.tableViewport : viewport) / rowH) + OVERSCAN * 2;
  const [first, setFirst] = useState(0);
  const onScroll = useCallback(
    (e: UIEvent<HTMLDivElement>) => {
      if (!windowed) return;
      const top = Math.max(0, e.currentTarget.scrollTop - theme.size.tableHeader);
      const next = Math.max(0, Math.floor(top / rowH) - OVERSCAN);
      setFirst((f) => (f === next ? f : next));
    },
    [windowed, rowH, theme.size.tableHeader],
  );

  const start = windowed ? Math.min(first, Math.max(0, sorted.length - visibleCount)) : 0;
  const end = windowed ? Math.min(sorted.length, start + visibleCount) : sorted.length;
  const slice = sorted.slice(start, end);

  const template = columnTracks(columns);
  const vars = {
    '--bo-cols': template,
    '--bo-viewport': viewport === 'none' ? 'none' : `${viewport}px`,
    ...(windowed ? { '--bo-body-h': `${sorted.length * rowH}px`, '--bo-offset': `${start * rowH}px` } : {}),
  } as CSSProperties;

  const showRows = !error && sorted.length > 0;
  const state = error ? (
    <ErrorState
      message={error}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {labels.states.retry}
          </Button>
        ) : undefined
      }
    />
  ) : loading && sorted.length === 0 ? (
    <LoadingState label={labels.table.loadingRows} />
  ) : sorted.length === 0 ? (
    <EmptyState
      {...(emptyTitle ? { title: emptyTitle } : {})}
      {...(emptyMessage ? { description: emptyMessage } : {})}
    />
  ) : null;

  const table = (
    <Frame>
      <Scroller
        ref={scrollerRef}
        style={vars}
        onScroll={onScroll}
        {...(viewport === 'none' ? {} : { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 })}
      >
        <Table role="table" aria-labelledby={captionId} aria-rowcount={sorted.length + 1}>
          <Head role="rowgroup">
            <HeadRow role="row" aria-rowindex={1}>
              {columns.map((c) => {
                const dir = sort?.columnId === c.id ? sort.direction : undefined;
                return (
                  <HeadCell
                    key={c.id}
                    role="columnheader"
                    aria-sort={dir}
                    data-align={c.align ?? 'start'}
                    // Header cells render once per table: the column's least width rides on them.
                    style={c.minWidth ? { minWidth: c.minWidth } : undefined}
                  >
                    {c.sortable ? (
                      <SortButton
                        type="button"
                        title={labels.table.sortBy(c.header)}
                        onClick={() => changeSort(c.id)}
                      >
                        {c.header}
                        <Icon
                          name={
                            dir === 'ascending' ? 'sortAsc' : dir === 'descending' ? 'sortDesc' : 'sortNone'
                          }
                        />
                      </SortButton>
                    ) : (
                      c.header
                    )}
                  </HeadCell>
                );
              })}
            </HeadRow>
          </Head>
          {showRows ? (
            <Body role="rowgroup">
              {slice.map((row, i) => (
                <DataTableRow
                  key={rowKey(row, start + i)}
                  row={row}
                  index={start + i}
                  columns={columns}
                  onRowClick={onRowClick}
                />
              ))}
            </Body>
          ) : null}
        </Table>
      </Scroller>
    </Frame>
  );

  return (
    <Root>
      {hideCaption ? (
        <VisuallyHidden id={captionId}>{caption}</VisuallyHidden>
      ) : (
        <Caption id={captionId}>{caption}</Caption>
      )}
      {/* Always the same wrapper, veiled or not: a new page, order or filter being read keeps
          the rows mounted (and scrolled) instead of rebuilding the table when the veil comes and
          again when it goes. */}
      <LoadingOverlay active={loading && sorted.length > 0 && !error} label={labels.table.loadingRows}>
        {table}
      </LoadingOverlay>
      {state}
      {pagination && showRows ? <Pagination {...pagination} /> : null}
    </Root>
  );
}

/** The least a window-fitted table keeps of its height (a few rows) on a short window. */
const MIN_FITTED_HEIGHT = 240;
/** Room kept under a window-fitted table: its paging and footer start in view. */
const FITTED_MARGIN = 96;

/**
 * 'window' tables: while the table is wider than its scroller, the scroller ends above the
 * window's bottom edge (its sideways scrollbar in view, the header sticky above the rows);
 * otherwise it grows with the page. Measured on mount and on every resize of either.
 */
function useWindowFit(ref: { current: HTMLDivElement | null }, on: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const scroller = ref.current;
    if (!on || !scroller) return;
    const measure = () => {
      const table = scroller.firstElementChild as HTMLElement | null;
      const wide = table !== null && table.scrollWidth > scroller.clientWidth + 1;
      const room = window.innerHeight - scroller.getBoundingClientRect().top - FITTED_MARGIN;
      setHeight(wide ? Math.max(MIN_FITTED_HEIGHT, Math.round(room)) : null);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, on]);
  return height;
}

interface RowProps<T> {
  row: T;
  index: number;
  columns: readonly DataTableColumn<T>[];
  onRowClick: ((row: T) => void) | undefined;
}

/**
 * A body row: plain elements styled by the body's static rules (no styled component per row or
 * cell), so a row costs only its cells' content.
 */
function DataTableRowImpl<T>({ row, index, columns, onRowClick }: RowProps<T>) {
  const click = onRowClick
    ? {
        'data-clickable': '',
        tabIndex: 0,
        onClick: () => onRowClick(row),
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key === 'Enter') onRowClick(row);
        },
      }
    : {};
  return (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA table on CSS grid, so the windowed body can pad and size rows freely
    // biome-ignore lint/a11y/useFocusableInteractive: a table row is not a widget; it takes focus only when clickable (tabIndex above)
    <div role="row" aria-rowindex={index + 2} {...click}>
      {columns.map((c) => {
        const content = c.render ? c.render(row) : (c.accessor?.(row) ?? labels.values.missing);
        const text = cellText(content);
        return (
          // biome-ignore lint/a11y/useSemanticElements: see the row above
          <div key={c.id} role="cell" data-align={c.align ?? 'start'}>
            {text !== null ? <span title={text}>{text}</span> : content}
          </div>
        );
      })}
    </div>
  );
}

const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;
