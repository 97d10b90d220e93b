/**
 * The provider-backed loan actions (issue 14, lprov): SMS, SEPA, open banking, wallet/KYC/IBAN,
 * call centre, DNI, documents, payment method, co-borrower, certificates, contract signature.
 */
import type { LoanAction } from './types';

export const PROVIDER_ACTIONS: readonly LoanAction[] = [];
