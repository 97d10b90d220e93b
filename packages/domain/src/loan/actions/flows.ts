/**
 * The loan actions that run as machines (issue 14, flows): reset payment, lender change / approve
 * loan, the lawsuit filing. Their entries carry `flow`: the admin opens that flow instead of
 * adminActionMachine (the flow asks its own confirmation).
 */
import { messages } from '../../shared/messages';
import { LOAN_ACTION_GROUPS as GROUP, LOAN, type LoanAction } from './types';

const S = messages.loan.success;
const E = messages.loan.errors;

export const FLOW_ACTIONS: readonly LoanAction[] = [
  {
    id: 'approveLoan',
    transition: 'approveLoan',
    flow: 'lenderChange',
    route: 'POST /api/tools/admin/approveLoan/:id',
    params: LOAN,
    caption: 'Aprobar crédito',
    group: GROUP.status,
    confirm: false,
    successMessage: S.published,
    errorMessage: messages.write.approveLoan,
  },
  {
    id: 'resetPayment',
    transition: 'resetPayment',
    flow: 'resetPayment',
    route: 'POST /api/tools/admin/resetPayment/:id',
    params: LOAN,
    caption: 'Resetear pago',
    group: GROUP.flows,
    confirm: false,
    successMessage: S.paymentReset,
    errorMessage: E.resetPayment,
  },
  {
    id: 'lawsuitFiling',
    transition: 'lawsuitFiling',
    flow: 'lawsuit',
    route: 'PUT /api/creditos/:id/flags',
    params: LOAN,
    caption: 'Presentar demanda judicial',
    group: GROUP.flows,
    confirm: false,
    successMessage: S.lawsuitFiled,
    errorMessage: (error: unknown) => {
      const body = (error as { body?: { code?: unknown; error?: unknown } } | null)?.body;
      return E.lawsuitFailed(String(body?.code ?? '—'), String(body?.error ?? messages.general.serverError));
    },
  },
];
