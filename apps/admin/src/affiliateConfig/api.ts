/**
 * The calls behind the affiliate configuration and comments (spec platform-and-affiliates.md §7;
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
import type { ApiClient } from '../api/client';

export interface HydraCollection<T> {
  'hydra:member': T[];
  'hydra:totalItems'?: number;
}

export const affiliateIri = (id: number | string) => `/api/afiliados/${id}`;
export const userIri = (id: number | string) => `/api/users/${id}`;

/** The read paths of each section (§7 "Affiliate reads"), used as SWR keys. */
export const paths = {
  affiliate: (id: number | string) => affiliateIri(id),
  plans: (id: number | string) => `${affiliateIri(id)}/configuraciones_afiliados?pagination=false`,
  secondaryReasons: (id: number | string) => `${affiliateIri(id)}/secondaryReasonsList`,
  links: (id: number | string) => `${affiliateIri(id)}/linksList`,
  salesAgents: (id: number | string) => `${affiliateIri(id)}/salesAgentsInDepthList`,
  insurances: '/api/insurances',
  secondaryReasonsSelect: '/api/secondary_reasons/secondaryReasonsSelect',
} as const;

/** §5 (named route añadirAfiliado with notFound): where an affiliate id that does not exist leads. */
export const AFFILIATE_NOT_FOUND_PATH = '/afiliados/crear-afiliado?notFound=1';

/** §7 checkParameters for an affiliate: what the configuration and tools need of it. */
export interface AffiliateParameters {
  id: number;
  afiliado: string;
  name?: string | null;
  status?: string | null;
  origin: string | null;
  primaryReason: string | null;
  /** The administrator user: wallet registration and KYC act on it. */
  userId: number | null;
  walletStatusCode?: number | null;
}

export function checkAffiliateParameters(api: ApiClient, id: number | string): Promise<AffiliateParameters> {
  return api.request<AffiliateParameters>('/api/tools/checkParameters', {
    method: 'POST',
    json: { id: Number(id), type: 'affiliate' },
  });
}

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
export function planBody(values: Readonly<Record<string, unknown>>, affiliateId: number | string) {
  const body: Record<string, unknown> = { afiliado: affiliateIri(affiliateId) };
  for (const field of PLAN_BODY_FIELDS) {
    const v = values[field];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) continue;
    body[field] = typeof v === 'string' ? v.trim() : v;
  }
  if (body.insurance === undefined || body.insurance === NO_INSURANCE) body.insurance = null;
  return body;
}

export const createPlan = (
  api: ApiClient,
  values: Readonly<Record<string, unknown>>,
  affiliateId: number | string,
) => api.request('/api/configuracion_afiliados', { method: 'POST', json: planBody(values, affiliateId) });

export const deleteResource = (api: ApiClient, iri: string) => api.request(iri, { method: 'DELETE' });

// ---------------------------------------------------------------------------------------------
// Comments (§7 "Comments")

/** The records that carry comments, by the key a new comment names its record with. */
export const COMMENT_SECTIONS = {
  afiliado: '/api/afiliados',
  credito: '/api/creditos',
  inversor: '/api/inversores',
  usuario: '/api/users',
} as const;
export type CommentSection = keyof typeof COMMENT_SECTIONS;

export const commentsPath = (section: CommentSection, id: number | string) =>
  `${COMMENT_SECTIONS[section]}/${id}/comentariosList`;

/** POST /api/comentarios: the section link, department, user link, date, tipo and text (§7). */
export function commentBody(input: {
  section: CommentSection;
  recordId: number | string;
  userId: number | string;
  departamento: string;
  mensaje: string;
  now?: Date;
}) {
  return {
    [input.section]: `${COMMENT_SECTIONS[input.section]}/${input.recordId}`,
    departamento: input.departamento,
    user: userIri(input.userId),
    date: (input.now ?? new Date()).toISOString(),
    tipo: input.section,
    mensaje: input.mensaje,
  };
}
