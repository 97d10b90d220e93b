/**
 * Affiliate rules that the API and the admin both apply (platform-and-affiliates.md §2–§6): the
 * fields activation asks for, who may move an affiliate to which state, the company-data field
 * rules, the provision fund by quarter and the products an affiliate offers.
 */

import { roundTo } from '../internal/number';
import { quarterOf } from '../shared/dates';
import { messages } from '../shared/messages';
import { canActivateAnyway, type RolesInput } from '../shared/roles';
import { dniError, emailLooksValid } from '../shared/validation';
import { ACTIVATED_AFFILIATE_STATE } from './catalogues';

// ---------------------------------------------------------------------------------------------
// Activation (§2 status tab, 'changeStatusValidation'; §4)

/** The fields the missing-fields modal checks before activating, by record, in the order shown. */
export const ACTIVATION_REQUIRED_FIELDS = [
  ['company', 'razonSocial'],
  ['company', 'cif'],
  ['company', 'telefonoMovil'],
  ['company', 'nombreRepresentante'],
  ['company', 'dniRepresentante'],
  ['user', 'email'],
  ['user', 'dni'],
  ['account', 'iban'],
] as const;

export type ActivationRecord = (typeof ACTIVATION_REQUIRED_FIELDS)[number][0];
export type ActivationField = (typeof ACTIVATION_REQUIRED_FIELDS)[number][1];

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * The required fields an affiliate still lacks, in the modal's order: empty, blank or absent in
 * its company data, its administrator or the administrator's account (a record not there yet
 * lacks all its fields).
 */
export function missingActivationFields(
  records: Partial<Record<ActivationRecord, Readonly<Record<string, unknown>> | null | undefined>>,
): ActivationField[] {
  return ACTIVATION_REQUIRED_FIELDS.filter(([record, field]) => blank(records[record]?.[field])).map(
    ([, field]) => field,
  );
}

/** Why a state change is refused: not a transition the admin makes, or not for these roles. */
export type AffiliateStateChangeRefusal = 'notAllowedState' | 'forbidden';

/**
 * §4 and §6: the only state change made from the back office is "activate anyway", to ACT, and
 * only ADMIN_PLUS (and the roles above it) may make it. Leaving the state as it is is no change.
 * Null when the change may be made.
 */
export function affiliateStateChangeRefusal(
  roles: RolesInput,
  from: unknown,
  to: unknown,
): AffiliateStateChangeRefusal | null {
  if (to === from) return null;
  if (to !== ACTIVATED_AFFILIATE_STATE) return 'notAllowedState';
  return canActivateAnyway(roles) ? null : 'forbidden';
}

// ---------------------------------------------------------------------------------------------
// Company data (§3 "Company info", §5 "Saving edits")

export type CompanyDataErrors = Partial<Record<'dniRepresentante' | 'emailPc', string>>;

/**
 * §5: the representative's DNI/NIE and the contact e-mail, when given, must be valid; every other
 * company field is free text. The errors in this order (the API answers with the first).
 */
export function companyDataErrors(values: Readonly<Record<string, unknown>>): CompanyDataErrors {
  const errors: CompanyDataErrors = {};
  const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
  if (filled(values.dniRepresentante)) {
    const e = dniError(values.dniRepresentante);
    if (e) errors.dniRepresentante = e;
  }
  if (filled(values.emailPc) && !emailLooksValid(values.emailPc))
    errors.emailPc = messages.validation.emailInvalid;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Provision fund (§3 "quarters with movements grouped by quarter")

export interface FundQuarter<M> {
  /** '2024-T2'. */
  key: string;
  year: number;
  quarter: 1 | 2 | 3 | 4;
  /** The sum of the quarter's amounts, rounded to the cent. */
  total: number;
  movements: M[];
}

/**
 * Groups provision-fund movements by the calendar quarter of their date, quarters in the order
 * their first movement comes (the API reads the newest first), movements in the order given.
 * A movement without a readable date has no quarter and is left out.
 */
export function provisionFundQuarters<M extends { readonly date: string; readonly amount: number }>(
  movements: readonly M[],
): FundQuarter<M>[] {
  const quarters = new Map<string, FundQuarter<M> & { sum: number }>();
  for (const m of movements) {
    const q = quarterOf(m.date);
    if (!q) continue;
    const key = `${q.year}-T${q.quarter}`;
    const group = quarters.get(key) ?? { key, ...q, total: 0, sum: 0, movements: [] };
    group.sum += m.amount;
    group.total = roundTo(group.sum, 2);
    group.movements.push(m);
    quarters.set(key, group);
  }
  return [...quarters.values()].map(({ sum: _sum, ...q }) => q);
}

// ---------------------------------------------------------------------------------------------
// Products (§3 "productList")

/** The products an affiliate may offer, with their Spanish labels. */
export const AFFILIATE_PRODUCTS = [
  { producto: 'financiacion', label: 'Financiación' },
  { producto: 'cobros', label: 'Cobros' },
] as const;

export type AffiliateProduct = (typeof AFFILIATE_PRODUCTS)[number]['producto'];
