import { messages } from '@backoffice/domain';
import { httpError } from './httpError';

/** The collection paths of the resources; a link between resources is `${path}/${id}`. */
export const IRI = {
  afiliado: '/api/afiliados',
  datosEmpresa: '/api/datos_empresas',
  account: '/api/accounts',
  user: '/api/users',
  investor: '/api/inversores',
  loan: '/api/creditos',
  document: '/api/documents',
  comment: '/api/comentarios',
  plan: '/api/configuracion_afiliados',
  afiliadoSecondaryReason: '/api/afiliado_secondary_reasons',
  secondaryReason: '/api/secondary_reasons',
  link: '/api/links_afiliados',
  cancellation: '/api/cancellation_operations',
  insurance: '/api/insurances',
  task: '/api/tasks',
  transfer: '/api/transfers',
  salesAgent: '/api/sales_agents',
  wallet: '/api/wallets',
  investorPreferences: '/api/investor_preferences',
} as const;
export type IriKind = keyof typeof IRI;

/** The largest id a link or a path may carry (nine digits, inside int4). */
const MAX_ID = 999_999_999;

export const iri = (kind: IriKind, id: number | null | undefined): string | null =>
  id === null || id === undefined ? null : `${IRI[kind]}/${id}`;

/** Like iri, for ids known to exist. */
export const iriOf = (kind: IriKind, id: number): string => `${IRI[kind]}/${id}`;

/**
 * Reads a link ('/api/afiliados/12'), a bare id (12 or '12') or null. A link of another kind, or
 * anything unreadable, is a 400 with a Spanish error.
 */
export function idFrom(kind: IriKind, value: unknown): number | null {
  if (value === null || value === undefined) return null;
  // Ids are int4 columns, and paths carry at most 9 digits: the same bound for a bare number.
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ID) return value;
  if (typeof value === 'string') {
    const s = value.trim();
    const bare = /^\d{1,9}$/.test(s) ? s : s.startsWith(`${IRI[kind]}/`) ? s.slice(IRI[kind].length + 1) : '';
    if (/^\d{1,9}$/.test(bare) && Number(bare) > 0) return Number(bare);
  }
  throw httpError(400, messages.general.invalidParams);
}

/** A path parameter that must be a positive id; anything else is a 400. */
export function paramId(value: string | undefined): number {
  if (value && /^\d{1,9}$/.test(value) && Number(value) > 0) return Number(value);
  throw httpError(400, messages.general.invalidParams);
}

/** JSON schema of a link field: a path, a bare id, or null. */
export const linkSchema = {
  anyOf: [
    { type: 'string', maxLength: 200 },
    { type: 'integer', minimum: 1, maximum: MAX_ID },
    { type: 'null' },
  ],
} as const;
