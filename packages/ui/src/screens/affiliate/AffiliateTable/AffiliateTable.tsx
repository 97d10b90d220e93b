import type { ReactNode } from 'react';
import { Caption, Scroll, Table, Td, Th, Tr } from './AffiliateTable.styles';

export interface AffiliateColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
}

export interface AffiliateTableProps<T> {
  /** Names the table for assistive technology and the scroll region. */
  caption: string;
  columns: readonly AffiliateColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
}

/**
 * A plain, dense table with a sticky header for the affiliate sections: their pages are at most
 * 100 rows, so every row is in the DOM and the browser's own table semantics do the rest.
 */
export function AffiliateTable<T>({ caption, columns, rows, rowKey }: AffiliateTableProps<T>) {
  return (
    // The scroll box is focusable so keyboard users can scroll it (axe scrollable-region-focusable).
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <Caption>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <Th key={c.key} scope="col" $align={c.align ?? 'start'}>
                {c.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <Tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <Td key={c.key} $align={c.align ?? 'start'}>
                  {c.render(row)}
                </Td>
              ))}
            </Tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
