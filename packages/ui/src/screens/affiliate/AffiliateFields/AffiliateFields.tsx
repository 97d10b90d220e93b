import type { ReactNode } from 'react';
import { KeyValueList } from '#patterns/KeyValueList';

export interface AffiliateField {
  label: string;
  value: ReactNode;
}

/** Read-only facts of a record in the kit's KeyValueList (three columns); empty reads 'Sin valor'. */
export function AffiliateFields({ fields }: { fields: readonly AffiliateField[] }) {
  return <KeyValueList columns={3} items={fields.map((f) => ({ term: f.label, value: f.value }))} />;
}
