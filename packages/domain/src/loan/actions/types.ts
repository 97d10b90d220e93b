import type { AdminAction } from '../../shared/actions';
import type { LoanActionId } from '../transitions';

/**
 * A loan admin action: an AdminAction of the status table's ids. The record it acts on is the
 * loan detail's `LoanActionRecord`.
 */
export type LoanAction = AdminAction<LoanActionId> & { readonly transition: LoanActionId };

/** The ids a loan action's route params are filled from. */
export interface LoanActionRecord {
  readonly loanId: number;
  /** The borrower (wallet, KYC, IBAN actions act on the user). */
  readonly userId?: number | null;
  readonly affiliateId?: number | null;
  readonly coborrowerId?: number | null;
  /** Row actions (an investment of the loan, a document, a payment method) add their id. */
  readonly investmentId?: number | null;
  readonly [key: string]: string | number | null | undefined;
}

/** The route param `:id` filled from the loan's id. */
export const LOAN = { id: 'loanId' } as const;
/** The route param `:id` filled from the loan's borrower. */
export const BORROWER = { id: 'userId' } as const;

/** The loan detail's actions panel. */
export const LOAN_ACTIONS_TITLE = 'Acciones del crédito';

/** The headings the loan detail's actions panel lists its buttons under. */
export const LOAN_ACTION_GROUPS = {
  status: 'Estado del crédito',
  analysis: 'Análisis y scoring',
  type: 'Tipo y afiliado',
  amortization: 'Amortización y cuotas',
  investments: 'Inversiones',
  wallet: 'Wallet y KYC',
  messages: 'Mensajes y SEPA',
  documents: 'Documentos y firma',
  flows: 'Procesos',
} as const;
