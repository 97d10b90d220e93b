/**
 * Investor status codes (loans §3 lists an investor status, §4 a set-status action; the spec
 * names no codes, so the codes and their Spanish labels are ours, as for the other catalogues).
 */
import { code } from '../internal/codes';
import type { Tone } from '../shared/catalogues';

export const INVESTOR_STATUSES = {
  PEN: { label: 'Pendiente de validación', tone: 'warning' },
  ACT: { label: 'Activo', tone: 'success' },
  INA: { label: 'Inactivo', tone: 'neutral' },
  BLO: { label: 'Bloqueado', tone: 'danger' },
  FRA: { label: 'Fraude', tone: 'danger' },
  BAJ: { label: 'Baja', tone: 'neutral' },
} as const satisfies Record<string, { label: string; tone: Tone }>;

export type InvestorStatus = keyof typeof INVESTOR_STATUSES;

/** In menu order (filters, dashboard). */
export const INVESTOR_STATUS_CODES = Object.keys(INVESTOR_STATUSES) as InvestorStatus[];

/** A new investor's status (the schema's default). */
export const DEFAULT_INVESTOR_STATUS = 'ACT' satisfies InvestorStatus;

export function isInvestorStatus(value: unknown): value is InvestorStatus {
  return Object.hasOwn(INVESTOR_STATUSES, code(value));
}

/** The badge of an investor status; an unknown code shows itself, neutral. */
export function investorStatusLook(status: unknown): { label: string; tone: Tone } {
  const c = code(status);
  return isInvestorStatus(c) ? INVESTOR_STATUSES[c] : { label: c, tone: 'neutral' };
}
