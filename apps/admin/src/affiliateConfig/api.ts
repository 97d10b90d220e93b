/**
 * The calls behind the affiliate configuration (spec platform-and-affiliates.md §7;
 * the tools are admin-action entries, run by actions/useAdminAction), with the paths and bodies the API serves. Pure functions of an ApiClient, so the section
 * components, the machine actors and the unit tests share them.
 */
import {
  mayCall,
  NO_INSURANCE,
  PLAN_NUMERIC_FIELDS,
  PLAN_SELECT_FIELDS,
  type RolesInput,
} from '@backoffice/domain';
import type { BodyOf } from '@backoffice/domain/contract';
import { affiliateKey } from '../affiliates/reads';
import type { ApiClient } from '../api/client';
import { iriOf, type ReadKey, readKey } from '../resources';

export { AFFILIATE_NOT_FOUND_PATH, type AffiliateParameters } from '../affiliates/reads';

export const affiliateIri = (id: number | string) => iriOf('GET /api/afiliados/:id', { id });
export const userIri = (id: number | string) => iriOf('GET /api/users/:id', { id });

/** The reads of each section (§7 "Affiliate reads"), as SWR keys. */
export const paths = {
  affiliate: (id: number | string): ReadKey => affiliateKey(id),
  plans: (id: number | string) =>
    readKey('GET /api/afiliados/:id/configuraciones_afiliados', { id }, { pagination: 'false' }),
  secondaryReasons: (id: number | string) => readKey('GET /api/afiliados/:id/secondaryReasonsList', { id }),
  links: (id: number | string) => readKey('GET /api/afiliados/:id/linksList', { id }),
  salesAgents: (id: number | string) => readKey('GET /api/afiliados/:id/salesAgentsInDepthList', { id }),
  insurances: readKey('GET /api/insurances'),
  secondaryReasonsSelect: readKey('GET /api/secondary_reasons/secondaryReasonsSelect'),
} as const;

/** Who may do what here: the API's own access table (@backoffice/domain), read, never restated. */
export const gates = {
  editConfiguration: (roles: RolesInput) => mayCall(roles, 'POST /api/configuracion_afiliados'),
  // The tools' gates are their entries' routes (AFFILIATE_ACTIONS, actionsFor).
};

// ---------------------------------------------------------------------------------------------
// Plans

/** The plan form's fields the API takes (the derived mixedMonths2 is the server's to compute). */
const PLAN_BODY_FIELDS = [
  ...PLAN_NUMERIC_FIELDS,
  ...PLAN_SELECT_FIELDS,
  'label',
  'descripcion',
  'finalidad',
  'secondaryReason',
] as const;

/**
 * POST /api/configuracion_afiliados. planFormMachine hands over insurance null for 'Sin seguro'
 * (§3: the plan stores null), and null is what travels: the API reads an explicit null as that
 * answer and only a missing insurance as the unanswered select.
 */
export function planBody(
  values: Readonly<Record<string, unknown>>,
  affiliateId: number | string,
): BodyOf<'POST /api/configuracion_afiliados'> {
  const body: Record<string, unknown> = { afiliado: affiliateIri(affiliateId) };
  for (const field of PLAN_BODY_FIELDS) {
    const v = values[field];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) continue;
    body[field] = typeof v === 'string' ? v.trim() : v;
  }
  if (body.insurance === undefined || body.insurance === NO_INSURANCE) body.insurance = null;
  // The form's values, trimmed: the API checks each against the contract and the domain's planErrors.
  return body as BodyOf<'POST /api/configuracion_afiliados'>;
}

export const createPlan = (
  api: ApiClient,
  values: Readonly<Record<string, unknown>>,
  affiliateId: number | string,
) => api.call('POST /api/configuracion_afiliados', { body: planBody(values, affiliateId) });
