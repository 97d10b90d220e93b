import { captionOf, formatExpiry, PAYMENT_METHOD_TYPES } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '#patterns/DataTable';
import { TableSection } from '#patterns/Section';
import { YesNo } from '../LoanDetailParts/LoanDetailParts';
import { loanDetailLabels as L } from '../labels';
import type { PayMethod, Read } from '../types';

export type LoanDetailPayMethodsProps = Read<PayMethod[]> & {
  /** The actions on one payment method (disable it), when the user has any. */
  rowActions?: (method: PayMethod) => ReactNode;
};

const F = L.fields;
const COLUMNS: DataTableColumn<PayMethod>[] = [
  { id: 'id', header: 'Id', accessor: (r) => r.id },
  { id: 'type', header: F.type, accessor: (r) => captionOf(PAYMENT_METHOD_TYPES, r.type) },
  { id: 'last4', header: F.last4, accessor: (r) => r.last4 },
  { id: 'expiresAt', header: F.expiresAt, accessor: (r) => formatExpiry(r.expiresAt) },
  { id: 'enabled', header: F.enabled, render: (r) => <YesNo value={r.enabled} /> },
  { id: 'invalid', header: F.invalid, render: (r) => <YesNo value={r.invalid} /> },
  { id: 'invalidType', header: F.invalidType, render: (r) => <YesNo value={r.invalidType} /> },
];

/**
 * Métodos de pago (loans §3): id, type, expiry, enabled, invalid and invalid-type flag; each row's
 * actions ('Deshabilitar método de pago', loans §7) when the user may run them.
 */
export function LoanDetailPayMethods({ state, data, onRetry, rowActions }: LoanDetailPayMethodsProps) {
  return (
    <TableSection
      title={L.sections.paymentMethods}
      state={state}
      data={data}
      errorMessage={messages.loanDetail.paymentMethods}
      columns={rowActions ? [...COLUMNS, { id: 'actions', header: F.actions, render: rowActions }] : COLUMNS}
      onRetry={onRetry}
    />
  );
}
