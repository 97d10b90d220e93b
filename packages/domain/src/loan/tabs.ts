/**
 * The loan detail's tabs (loans §2: status, borrower, installments, payment, other info,
 * documents, dates history, scoring and bank-statement analysis, payment methods, investors,
 * flags; only `estado` is given as an identifier, the rest are ours).
 */
import { defineDetailTabs, type TabId } from '../shared/detailTabs';
import { messages } from '../shared/messages';

export const LOAN_DETAIL = defineDetailTabs({
  record: 'loan',
  path: '/creditos/detalle-credito/{tab}',
  query: 'credito',
  defaultTab: 'estado',
  tabs: [
    { id: 'estado', label: 'Estado' },
    { id: 'prestatario', label: 'Prestatario' },
    { id: 'cuotas', label: 'Cuotas' },
    { id: 'pago', label: 'Pago' },
    { id: 'otra-informacion', label: 'Otra información' },
    { id: 'documentos', label: 'Documentos' },
    { id: 'historico', label: 'Histórico' },
    { id: 'scoring', label: 'Scoring' },
    { id: 'metodos-pago', label: 'Métodos de pago' },
    { id: 'inversores', label: 'Inversores' },
    { id: 'flags', label: 'Flags' },
    // Issue 14: the audit trail of the loan.
    { id: 'historial-acciones', label: messages.audit.title },
  ],
});

export type LoanDetailTab = TabId<typeof LOAN_DETAIL>;
