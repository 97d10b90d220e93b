/**
 * The calls behind the affiliate configuration, tools and comments (spec platform-and-affiliates.md
 * §7), with the paths and bodies the API serves. Pure functions of an ApiClient, so the section
 * components, the machine actors and the unit tests share them.
 */
import {
  DEFAULT_PRODUCT,
  mayCall,
  NO_INSURANCE,
  PLAN_NUMERIC_FIELDS,
  PLAN_SELECT_FIELDS,
  type RolesInput,
} from '@backoffice/domain';
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
  microTools: (roles: RolesInput) => mayCall(roles, 'PUT /api/tools/microadmin/analizePDV/:id'),
  contract: (roles: RolesInput) =>
    mayCall(roles, 'PUT /api/tools/plataformaAgent/generateCollaborationContract/:id'),
  moneyTools: (roles: RolesInput) => mayCall(roles, 'POST /api/tools/admin/moneyOut'),
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
) => api.call('POST /api/configuracion_afiliados', { body: planBody(values, affiliateId) });

// ---------------------------------------------------------------------------------------------
// Tools (§7 "Affiliate writes")

export interface MoneyParams {
  amount: number;
  msg: string;
  /** One per confirmed request: the API makes one movement per key (a double click, a retry). */
  idempotencyKey: string;
}

export const toolCalls = {
  calculateScore: (api: ApiClient, affiliateId: number | string) =>
    api.request(`/api/tools/microadmin/analizePDV/${affiliateId}`, { method: 'PUT' }),
  registerWallet: (api: ApiClient, userId: number | string) =>
    api.request(`/api/tools/registerWalletLW/${userId}`, { method: 'PUT' }),
  cleanKyc: (api: ApiClient, userId: number | string) =>
    api.request(`/api/tools/cleanKYC/${userId}`, { method: 'PUT' }),
  collaborationContract: (api: ApiClient, affiliateId: number | string) =>
    api.request(`/api/tools/${DEFAULT_PRODUCT}Agent/generateCollaborationContract/${affiliateId}`, {
      method: 'PUT',
    }),
  enableCollections: (api: ApiClient, affiliateId: number | string) =>
    api.request(`/api/tools/enablePlataformaCobros/${affiliateId}`, { method: 'PUT' }),
  money: (api: ApiClient, kind: 'moneyP2P' | 'moneyOut', affiliateId: number | string, p: MoneyParams) =>
    api.request(`/api/tools/admin/${kind}`, {
      method: 'POST',
      json: { amount: p.amount, msg: p.msg, afiliado: affiliateIri(affiliateId) },
      headers: { 'idempotency-key': p.idempotencyKey },
    }),
};

/** A fresh idempotency key (crypto.randomUUID where there is one). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

// ---------------------------------------------------------------------------------------------
// Comments (§7 "Comments")

/** The records that carry comments, by the key a new comment names its record with. */
export const COMMENT_SECTIONS = {
  afiliado: 'GET /api/afiliados/:id/comentariosList',
  credito: 'GET /api/creditos/:id/comentariosList',
  inversor: 'GET /api/inversores/:id/comentariosList',
  usuario: 'GET /api/users/:id/comentariosList',
} as const;
export type CommentSection = keyof typeof COMMENT_SECTIONS;

export const commentsKey = (section: CommentSection, id: number | string) =>
  readKey(COMMENT_SECTIONS[section], { id });

/** The link of a record that carries comments, the parent of its comments (/api/creditos/9). */
export const commentRecordIri = (section: CommentSection, id: number | string) =>
  iriOf(COMMENT_SECTIONS[section], { id }).replace(/\/comentariosList$/, '');

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
    [input.section]: commentRecordIri(input.section, input.recordId),
    departamento: input.departamento,
    user: userIri(input.userId),
    date: (input.now ?? new Date()).toISOString(),
    tipo: input.section,
    mensaje: input.mensaje,
  };
}
