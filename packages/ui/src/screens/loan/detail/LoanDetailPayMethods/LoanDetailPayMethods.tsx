import { messages } from '@backoffice/domain/messages';
import type { DataTableColumn } from '#patterns/DataTable';
import { TableSection } from '#patterns/Section';
import { YesNo } from '../LoanDetailParts/LoanDetailParts';
import { loanDetailLabels as L } from '../labels';
import type { PayMethod, Read } from '../types';

export type LoanDetailPayMethodsProps = Read<PayMethod[]>;

const F = L.fields;
const COLUMNS: DataTableColumn<PayMethod>[] = [
  { id: 'id', header: 'Id', accessor: (r) => r.id },
  { id: 'type', header: F.type, accessor: (r) => r.type },
  { id: 'last4', header: F.last4, accessor: (r) => r.last4 },
  { id: 'expiresAt', header: F.expiresAt, accessor: (r) => r.expiresAt },
  { id: 'enabled', header: F.enabled, render: (r) => <YesNo value={r.enabled} /> },
  { id: 'invalid', header: F.invalid, render: (r) => <YesNo value={r.invalid} /> },
  { id: 'invalidType', header: F.invalidType, render: (r) => <YesNo value={r.invalidType} /> },
];

/** Métodos de pago (loans §3): id, enabled, invalid and invalid-type flag. */
export function LoanDetailPayMethods({ state, data, onRetry }: LoanDetailPayMethodsProps) {
  return (
    <TableSection
      title={L.sections.paymentMethods}
      state={state}
      data={data}
      errorMessage={messages.loanDetail.paymentMethods}
      columns={COLUMNS}
      onRetry={onRetry}
    />
  );
}
