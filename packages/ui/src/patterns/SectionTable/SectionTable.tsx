import type { ReactNode } from 'react';
import { tokens } from '#theme/tokens';
import { DataTable } from '../DataTable/DataTable';

export interface SectionTableColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** A fixed CSS grid track ('120px'); without it the column fits its content (DataTable). */
  width?: string;
  /** Least and greatest width in px of a content-sized column. */
  minWidth?: number;
  maxWidth?: number;
  /** Makes the column sortable by this value (only for tables that hold every row at once). */
  sortValue?: (row: T) => string | number | null | undefined;
}

export interface SectionTableProps<T> {
  /** Names the table for assistive technology (not shown: the section title says it). */
  caption: string;
  columns: readonly SectionTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
}

/**
 * The kit's DataTable as a record's sections use it (affiliate, loan, investor): the Section frame
 * shows loading, error and empty itself, so this only lays out the rows (at most 100 a page, all in
 * the DOM).
 */
export function SectionTable<T>({ caption, columns, rows, rowKey }: SectionTableProps<T>) {
  return (
    <DataTable
      caption={caption}
      hideCaption
      // A bounded viewport makes the scroll box a focusable, named region: wide tables scroll
      // sideways too, and axe asks that keyboard users can reach that scroll.
      maxHeight={tokens.size.tableViewport}
      rows={rows}
      rowKey={rowKey}
      columns={columns.map((c) => ({
        id: c.key,
        header: c.header,
        render: c.render,
        align: c.align ?? 'start',
        ...(c.width ? { width: c.width } : {}),
        ...(c.minWidth ? { minWidth: c.minWidth } : {}),
        ...(c.maxWidth ? { maxWidth: c.maxWidth } : {}),
        ...(c.sortValue ? { sortable: true, accessor: c.sortValue } : {}),
      }))}
    />
  );
}
