import type { ReactNode } from 'react';
import { MissingValue } from '../../internal/MissingValue';
import { Description, type KeyValueColumns, List, Pair, Term } from './KeyValueList.styles';

export interface KeyValueItem {
  term: string;
  /** Text, or any display (Money, DateText, StatusBadge, InlineEdit…); empty reads 'Sin valor'. */
  value: ReactNode;
  /** Needed only when two terms repeat. */
  id?: string;
}

export interface KeyValueListProps {
  items: readonly KeyValueItem[];
  columns?: KeyValueColumns;
}

/** Facts about a record as a description list: term above, value below, in up to three columns. */
export function KeyValueList({ items, columns = 2 }: KeyValueListProps) {
  return (
    <List $columns={columns}>
      {items.map((item) => (
        <Pair key={item.id ?? item.term}>
          <Term>{item.term}</Term>
          <Description>
            {item.value === null || item.value === undefined || item.value === '' ? (
              <MissingValue />
            ) : (
              item.value
            )}
          </Description>
        </Pair>
      ))}
    </List>
  );
}

export type { KeyValueColumns };
