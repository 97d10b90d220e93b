/**
 * The investors list's column names and person kinds (issue 15), read by the screen and by the
 * list's .xlsx download (`GET /api/inversores?format=xlsx`, issue 16), so both say the same.
 */
import type { ListingColumn } from '../shared/listings';

export const INVESTOR_LIST_TITLE = 'Inversores';

export const INVESTOR_LIST_COLUMNS = {
  name: 'Inversor',
  kind: 'Tipo',
  email: 'E-mail',
  document: 'Documento',
  status: 'Estado',
  balance: 'Saldo monedero',
  createdAt: 'Alta',
} as const;

export const INVESTOR_KIND_LABELS = { natural: 'Persona física', legal: 'Persona jurídica' } as const;

/** The download's columns, in the screen's order (keys of the export's rows). */
export const INVESTOR_EXPORT_COLUMNS: readonly ListingColumn[] = [
  { key: 'name', label: INVESTOR_LIST_COLUMNS.name, type: 'text' },
  { key: 'kind', label: INVESTOR_LIST_COLUMNS.kind, type: 'text' },
  { key: 'email', label: INVESTOR_LIST_COLUMNS.email, type: 'text' },
  { key: 'document', label: INVESTOR_LIST_COLUMNS.document, type: 'text' },
  { key: 'status', label: INVESTOR_LIST_COLUMNS.status, type: 'text' },
  { key: 'balance', label: INVESTOR_LIST_COLUMNS.balance, type: 'money' },
  { key: 'createdAt', label: INVESTOR_LIST_COLUMNS.createdAt, type: 'date' },
];
