import type { ReactNode } from 'react';
import { labels } from '../../../labels';
import { Item, List, Term, Value } from './AffiliateFields.styles';

export interface AffiliateField {
  label: string;
  value: ReactNode;
}

/** Read-only key and value pairs; a missing value reads 'Sin valor'. */
export function AffiliateFields({ fields }: { fields: readonly AffiliateField[] }) {
  return (
    <List>
      {fields.map((f) => (
        <Item key={f.label}>
          <Term>{f.label}</Term>
          <Value>
            {f.value === null || f.value === undefined || f.value === '' ? (
              <>
                <span aria-hidden="true">{labels.values.missing}</span>
                <span className="visually-hidden">{labels.values.missingSpoken}</span>
              </>
            ) : (
              f.value
            )}
          </Value>
        </Item>
      ))}
    </List>
  );
}
