/** Affiliate catalogues: estadoCd (platform §4) and funders (platform §9). */

import { code } from '../internal/codes';
import type { Tone } from '../shared/catalogues';

// ---------------------------------------------------------------------------------------------
// Affiliate estadoCd (platform §4)

export const AFFILIATE_PHASES = {
  contact: { label: 'Contacto', states: ['NCO', 'REG', 'GES', 'VIS', 'OFF', 'NEX'] },
  registration: { label: 'Alta', states: ['PDA', 'PDO', 'DEM', 'RSK', 'NAC', 'VIR', 'ACT'] },
  financing: { label: 'Financiación', states: ['INI', 'FUN', 'INT', 'OUT'] },
} as const;

export type AffiliatePhase = keyof typeof AFFILIATE_PHASES;
export type AffiliateState = (typeof AFFILIATE_PHASES)[AffiliatePhase]['states'][number];

export const AFFILIATE_STATES = [
  ...AFFILIATE_PHASES.contact.states,
  ...AFFILIATE_PHASES.registration.states,
  ...AFFILIATE_PHASES.financing.states,
] as const;

export const AFFILIATE_STATE_LABELS = {
  NCO: 'No contactado',
  REG: 'Registrado',
  GES: 'En gestión',
  VIS: 'Visitado',
  OFF: 'Descartado',
  NEX: 'No existe',
  PDA: 'Pendiente de alta',
  PDO: 'Pendiente de documentación',
  DEM: 'Demo',
  RSK: 'En riesgos',
  NAC: 'No aceptado',
  VIR: 'Virtual',
  ACT: 'Activo',
  INI: 'Inicio',
  FUN: 'Funcionando',
  INT: 'Integrado',
  OUT: 'Baja',
} as const satisfies Record<AffiliateState, string>;

/** §4: default for a new affiliate. */
export const DEFAULT_AFFILIATE_STATE = 'NCO' satisfies AffiliateState;
/** §4: activate anyway sets this state. */
export const ACTIVATED_AFFILIATE_STATE = 'ACT' satisfies AffiliateState;
/** §4: the active-type states. */
export const ACTIVE_AFFILIATE_STATES = [
  'ACT',
  'INI',
  'FUN',
  'INT',
  'OUT',
] as const satisfies readonly AffiliateState[];

export function isAffiliateState(value: unknown): value is AffiliateState {
  return (AFFILIATE_STATES as readonly string[]).includes(code(value));
}

export function affiliatePhase(estadoCd: unknown): AffiliatePhase | null {
  const c = code(estadoCd);
  for (const [phase, { states }] of Object.entries(AFFILIATE_PHASES)) {
    if ((states as readonly string[]).includes(c)) return phase as AffiliatePhase;
  }
  return null;
}

export function isActiveAffiliateState(estadoCd: unknown): boolean {
  return (ACTIVE_AFFILIATE_STATES as readonly string[]).includes(code(estadoCd));
}

/** §4 list badges: OFF, OUT and NEX red; ACT, INI, FUN and INT green; the rest neutral. */
export function affiliateStateTone(estadoCd: unknown): Tone {
  const c = code(estadoCd);
  if (['OFF', 'OUT', 'NEX'].includes(c)) return 'danger';
  if (['ACT', 'INI', 'FUN', 'INT'].includes(c)) return 'success';
  return 'neutral';
}

export function affiliateStateLabel(estadoCd: unknown): string {
  const c = code(estadoCd);
  return isAffiliateState(c) ? AFFILIATE_STATE_LABELS[c] : c;
}

// ---------------------------------------------------------------------------------------------
// Funders (platform §9)

export interface FunderOption {
  readonly value: string;
  readonly label: string;
}

export interface FunderContext {
  /** The affiliate record; its flags are `{product}`, `bankia` and `santander`. */
  readonly affiliate: Readonly<Record<string, unknown>> | null | undefined;
  /** The product's key (the `{product}` flag and option value). */
  readonly productKey: string;
  /** The product's display name. */
  readonly productName: string;
  /** The loan's allowOwnInvestment. */
  readonly allowOwnInvestment?: unknown;
}

const flagOn = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/**
 * platform §9: {product} (labelled 'Cobros' when allowOwnInvestment, otherwise the product's
 * name), bankia and santander, each only when the affiliate's flag of that name is on.
 */
export function funderOptions(ctx: FunderContext): FunderOption[] {
  const a = ctx.affiliate ?? {};
  const options: FunderOption[] = [];
  if (ctx.productKey && flagOn(a[ctx.productKey])) {
    options.push({
      value: ctx.productKey,
      label: flagOn(ctx.allowOwnInvestment) ? 'Cobros' : ctx.productName,
    });
  }
  if (flagOn(a.bankia)) options.push({ value: 'bankia', label: 'Bankia' });
  if (flagOn(a.santander)) options.push({ value: 'santander', label: 'Santander' });
  return options;
}
