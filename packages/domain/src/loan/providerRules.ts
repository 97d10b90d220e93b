/**
 * The rules of the provider-backed loan actions (issue 14, loans §7 "Loan-detail writes"): which
 * installment a SEPA sending charges, which installments get their ACa back, which documents are
 * the contracts, and the payment-method and wallet-status writes. Pure: the API applies them in
 * its transaction, the admin reads the same ones.
 */
import { WALLET_STATUSES } from '../shared/catalogues';
import { messages } from '../shared/messages';
import type { Role } from '../shared/roles';
import { SETTLED_INSTALLMENT_STATUSES } from './catalogues';

/** Installments a SEPA sending may charge: pending, accruing, delayed or returned. */
export const SEPA_CHARGEABLE_STATUSES = ['PD', 'DE', 'RE', 'DV'] as const;
/** loans §4: "EC in collection": what a sent installment becomes. */
export const SEPA_SENT_STATUS = 'EC';

interface Installment {
  id: number;
  estadoCd: string;
  numero: number;
  subNumero: number;
}

const inOrder = <T extends Installment>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.numero - b.numero || a.subNumero - b.subNumero);

/** The installment a SEPA sending charges: the first chargeable one; null when none is. */
export function sepaInstallment<T extends Installment>(rows: readonly T[]): T | null {
  const chargeable: readonly string[] = SEPA_CHARGEABLE_STATUSES;
  return inOrder(rows).find((r) => chargeable.includes(r.estadoCd)) ?? null;
}

/** The ACa (affiliate opening fee) parts of an installment, keyed as the API spells them. */
export const ACA_PARTS = ['aCaI', 'aCaZ'] as const;

interface InstallmentWithParts extends Installment {
  parts: Readonly<Record<string, number>>;
}

const hasACa = (parts: Readonly<Record<string, number>>) => ACA_PARTS.some((k) => (parts[k] ?? 0) > 0);

/**
 * restoreACa (§7): the installments not yet settled whose ACa parts were lost get them back, copied
 * from the latest installment that still has them. Null when there is nothing to copy from.
 */
export function aCaRestoration<T extends InstallmentWithParts>(
  rows: readonly T[],
): { parts: Record<(typeof ACA_PARTS)[number], number>; targets: T[] } | null {
  const ordered = inOrder(rows);
  const reference = ordered.filter((r) => hasACa(r.parts)).at(-1);
  if (!reference) return null;
  const settled: readonly string[] = SETTLED_INSTALLMENT_STATUSES;
  const parts = { aCaI: reference.parts.aCaI ?? 0, aCaZ: reference.parts.aCaZ ?? 0 };
  const targets = ordered.filter((r) => !settled.includes(r.estadoCd) && !hasACa(r.parts));
  return { parts, targets };
}

/** A loan's contract documents (the seed and the signature service name them 'Contrato …'). */
export function isContractDocument(type: string): boolean {
  return /^contrato\b/i.test(type.trim());
}

/** The document type of the IBAN certificate generateIbanCertificate adds to the loan. */
export const IBAN_CERTIFICATE_TYPE = 'Certificado IBAN';

/** loans §7: a payment method is disabled with the invalid-type flag and enable false. */
export const PAYMENT_METHOD_DISABLE = { invalidType: true, enabled: false } as const;

/** Why a payment method cannot be disabled (it already is: disabled with the flag), or null. */
export function paymentMethodDisableRefusal(pm: { enabled: boolean; invalidType: boolean }): string | null {
  return !pm.enabled && pm.invalidType ? messages.loanProviders.paymentMethodDisabled : null;
}

/** The wallet status codes staff may set at LW from the loan detail (every code of §4). */
export const WALLET_STATUS_OPTIONS: readonly { value: number; label: string }[] = Object.entries(
  WALLET_STATUSES,
)
  .map(([value, label]) => ({ value: Number(value), label: `${value} · ${label}` }))
  // Object keys list '-1' after the positive codes: the select lists them in numeric order.
  .sort((a, b) => a.value - b.value);

/** Whether a wallet status code is one of §4's. */
export function isWalletStatusCode(value: unknown): value is number {
  return typeof value === 'number' && Object.hasOwn(WALLET_STATUSES, String(value));
}

/**
 * Who changes a user's wallet status at LW (PUT {user} with walletStatusCode): MICRO_ADMIN and
 * above, as the other wallet tools of the detail screens; COMERCIAL edits the user's other fields.
 */
export const WALLET_STATUS_ROLES = ['ROLE_MICRO_ADMIN'] as const satisfies readonly Role[];

/** The loan detail's writes on the borrower's records (a document) are MICRO_ADMIN tools too. */
export const LOAN_RECORD_WRITE_ROLES = WALLET_STATUS_ROLES;
