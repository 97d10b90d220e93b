/** The new-plan form's rules (platform §5). */

import { isBlank, toNumber } from '../internal/number';
import { verticalFor } from '../shared/catalogues';
import { LIMITS } from '../shared/limits';
import { messages } from '../shared/messages';
// ---------------------------------------------------------------------------------------------
// New plan form (§5)

/** §5 "All numeric fields are required" (the form-level rule, which wins over the field catalogue). */
export const PLAN_NUMERIC_FIELDS = [
  'meses',
  'minCantidad',
  'maxCantidad',
  'maxCarencia',
  'pCaI',
  'pCaMin',
  'pTinI',
  'aCaI',
  'aCaMin',
  'pCaZ',
  'aCaZCobros',
  'aCaCobrosMin',
  'mixedMonths1',
  'mixedPerc1',
  'salesComission',
  'downpayment',
] as const;

/** §5 "The selects insurance, financedBorrowerFee, noInterestFirstInstallment and mandatoryCancellationFee are required". */
export const PLAN_SELECT_FIELDS = [
  'insurance',
  'financedBorrowerFee',
  'noInterestFirstInstallment',
  'mandatoryCancellationFee',
] as const;

/** §3 Plan: only for affiliates whose origin is not CONF. */
export const PLAN_NON_CONF_FIELDS = ['pCaZ', 'aCaZCobros', 'aCaCobrosMin'] as const;

export type PlanField = (typeof PLAN_NUMERIC_FIELDS)[number] | (typeof PLAN_SELECT_FIELDS)[number];
export type PlanValues = Partial<Record<PlanField | 'label' | 'descripcion' | 'finalidad', unknown>>;
export interface PlanContext {
  /** The affiliate's origin; 'CONF' hides pCaZ, aCaZCobros and aCaCobrosMin. */
  readonly origin?: unknown;
}

/**
 * The insurance select's "no insurance" choice. The plan stores null for it (§3), but a form
 * cannot tell a chosen null from an untouched field, so the select uses this value instead.
 */
export const NO_INSURANCE = 'sin-seguro';

/** Whether a plan field is on the form for this affiliate (§3: three fields are hidden for CONF). */
export function planFieldApplies(field: PlanField, ctx: PlanContext = {}): boolean {
  const origin = typeof ctx.origin === 'string' ? ctx.origin.trim().toUpperCase() : '';
  return origin !== 'CONF' || !(PLAN_NON_CONF_FIELDS as readonly string[]).includes(field);
}

/**
 * Field → Spanish message for the new-plan form; an empty object means it may be submitted.
 * pTinI is not required while mixedMonths1 is above 0: §5 disables it then, and a required
 * field the user cannot fill would block the form for good.
 */
export function planErrors(
  values: PlanValues | null | undefined,
  ctx: PlanContext = {},
): Partial<Record<PlanField, string>> {
  const v = values ?? {};
  const errors: Partial<Record<PlanField, string>> = {};
  const mixed = toNumber(v.mixedMonths1);
  for (const field of PLAN_NUMERIC_FIELDS) {
    if (!planFieldApplies(field, ctx)) continue;
    if (field === 'pTinI' && mixed !== null && mixed > 0) continue;
    const raw = v[field];
    if (isBlank(raw)) errors[field] = messages.validation.required;
    else if (toNumber(raw) === null) errors[field] = messages.validation.numberInvalid;
  }
  for (const field of PLAN_SELECT_FIELDS) {
    if (isBlank(v[field])) errors[field] = messages.validation.required;
  }
  const meses = toNumber(v.meses);
  if (!errors.meses && meses !== null && (meses < LIMITS.planMonths.min || meses > LIMITS.planMonths.max)) {
    errors.meses = messages.plan.monthsRange;
  }
  for (const field of ['minCantidad', 'maxCantidad'] as const) {
    const n = toNumber(v[field]);
    if (!errors[field] && n !== null && (n < LIMITS.planAmount.min || n > LIMITS.planAmount.max)) {
      errors[field] = messages.plan.amountRange;
    }
  }
  return errors;
}

/** §5 preset table of (mixedPerc1 %, pTinI %) by mixedMonths1 and meses. */
export function mixedPreset(
  mixedMonths1: unknown,
  meses: unknown,
): { mixedPerc1: number; pTinI: number } | null {
  const m1 = toNumber(mixedMonths1);
  const m = toNumber(meses);
  switch (m1) {
    case 5:
      return { mixedPerc1: 52, pTinI: 32.75 };
    case 6:
      return { mixedPerc1: 40, pTinI: 23.56 };
    case 10:
      return { mixedPerc1: 54, pTinI: 36.32 };
    case 12:
      return m === 36 ? { mixedPerc1: 40, pTinI: 29.3 } : { mixedPerc1: 30, pTinI: 17.12 };
    case 20:
      if (m === 40) return { mixedPerc1: 56, pTinI: 28.99 };
      if (m === 60) return { mixedPerc1: 40, pTinI: 17.82 };
      return { mixedPerc1: 30, pTinI: 16.74 };
    default:
      return null;
  }
}

/**
 * §5: with mixedMonths1 and meses above 0 the second tranche is meses minus mixedMonths1.
 * No second tranche (null) when either is missing or the first tranche takes every month.
 */
export function mixedMonths2(meses: unknown, mixedMonths1: unknown): number | null {
  const m = toNumber(meses);
  const m1 = toNumber(mixedMonths1);
  if (m === null || m1 === null || m <= 0 || m1 <= 0 || m1 >= m) return null;
  return m - m1;
}

/** §5: pTinI is disabled when mixedMonths1 is above 0. */
export function isPTinIDisabled(mixedMonths1: unknown): boolean {
  const m1 = toNumber(mixedMonths1);
  return m1 !== null && m1 > 0;
}

export interface InsuranceOption {
  readonly ruta: string;
  readonly option: string;
  readonly code?: string;
  readonly vertical: string;
  readonly minMonth: unknown;
  readonly maxMonth: unknown;
  readonly premium?: unknown;
  readonly minPremium?: unknown;
}

/**
 * §5: an option is offered only when meses is within its min and max months (inclusive) and
 * its vertical matches the affiliate's primary reason (Vehículos → Vehículos, otherwise POS).
 */
export function insuranceOptionsFor<T extends InsuranceOption>(
  options: readonly T[] | null | undefined,
  meses: unknown,
  primaryReason: unknown,
): T[] {
  const m = toNumber(meses);
  if (m === null || !Array.isArray(options)) return [];
  const vertical = verticalFor(primaryReason);
  return options.filter((o) => {
    if (!o || typeof o !== 'object') return false;
    const min = toNumber(o.minMonth);
    const max = toNumber(o.maxMonth);
    const sameVertical = typeof o.vertical === 'string' && verticalFor(o.vertical) === vertical;
    return sameVertical && (min === null || m >= min) && (max === null || m <= max);
  });
}
