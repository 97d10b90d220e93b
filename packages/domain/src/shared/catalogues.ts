/**
 * Catalogues: codes, Spanish labels and semantic colours (platform-and-affiliates.md §3, §4, §9;
 * loans-and-investors.md §3, §4, §9). Colours are semantic names the UI maps to its tokens.
 * Where the spec gives a code and its meaning in English only, the Spanish label is ours.
 */

import { code, intCode } from '../internal/codes';

export type Tone = 'danger' | 'success' | 'info' | 'warning' | 'neutral';

// ---------------------------------------------------------------------------------------------
// Document status numbers (platform §4, loans §4)

export type DocumentStatusKey =
  | 'notSent'
  | 'waiting'
  | 'pending'
  | 'accepted'
  | 'rejected'
  | 'illegible'
  | 'expired'
  | 'wrongType'
  | 'wrongName'
  | 'duplicate'
  | 'unknown';

export const DOCUMENT_STATUSES: Readonly<Record<DocumentStatusKey, { label: string; tone: Tone }>> = {
  notSent: { label: 'No enviado', tone: 'neutral' },
  waiting: { label: 'En espera', tone: 'info' },
  pending: { label: 'Pendiente de revisión', tone: 'warning' },
  accepted: { label: 'Aceptado', tone: 'success' },
  rejected: { label: 'Rechazado', tone: 'danger' },
  illegible: { label: 'Ilegible', tone: 'danger' },
  expired: { label: 'Caducado', tone: 'danger' },
  wrongType: { label: 'Tipo de documento erróneo', tone: 'danger' },
  wrongName: { label: 'Nombre de documento erróneo', tone: 'danger' },
  duplicate: { label: 'Duplicado', tone: 'danger' },
  unknown: { label: 'Desconocido', tone: 'neutral' },
};

const DOCUMENT_BY_NUMBER: Readonly<Record<string, DocumentStatusKey>> = {
  '0': 'waiting',
  '-1': 'pending',
  '1': 'pending',
  '2': 'accepted',
  '3': 'rejected',
  '4': 'illegible',
  '5': 'expired',
  '6': 'wrongType',
  '7': 'wrongName',
  '8': 'duplicate',
};

/** §4: null means not sent; -1 and 1 are both "pending review by the wallet provider". */
export function documentStatus(status: unknown): DocumentStatusKey {
  if (status === null || status === undefined || (typeof status === 'string' && status.trim() === '')) {
    return 'notSent';
  }
  const n = intCode(status);
  return (n !== null && DOCUMENT_BY_NUMBER[String(n)]) || 'unknown';
}

// ---------------------------------------------------------------------------------------------
// Wallet status codes (platform §4, loans §4)

export const WALLET_STATUSES = {
  '-1': 'Sin wallet',
  '1': 'Cuenta no abierta',
  '2': 'Abierta, faltan documentos',
  '3': 'Documento rechazado',
  '5': 'KYC1',
  '6': 'KYC2',
  '7': 'KYC3',
  '8': 'Documento de identidad caducado',
  '10': 'Bloqueada',
  '12': 'Cerrada',
  '13': 'Solicitud de KYC3 pendiente',
  '14': 'Cliente de un solo uso',
  '15': 'El cliente no responde',
  '16': 'Wallet técnica',
} as const;

export type WalletStatusCode = -1 | 1 | 2 | 3 | 5 | 6 | 7 | 8 | 10 | 12 | 13 | 14 | 15 | 16;

/** §4: registering a wallet sets the code to 5. */
export const WALLET_CODE_AFTER_REGISTRATION = 5 satisfies WalletStatusCode;
/** platform §5 Lender change: 6, 7 and 16 count as KYC OK. */
export const KYC_OK_WALLET_CODES = [6, 7, 16] as const satisfies readonly WalletStatusCode[];

export function walletStatusLabel(status: unknown): string {
  const n = intCode(status);
  if (n === null) return '';
  return Object.hasOwn(WALLET_STATUSES, String(n))
    ? WALLET_STATUSES[String(n) as keyof typeof WALLET_STATUSES]
    : String(n);
}

export function isKycOk(walletStatusCode: unknown): boolean {
  const n = intCode(walletStatusCode);
  return n !== null && (KYC_OK_WALLET_CODES as readonly number[]).includes(n);
}

/**
 * platform §4 bank-status check colours: 0 and 2 green, -1 and 1 info, null or 3 to 8 red.
 * Codes the spec does not name (9 and above, an empty string) are neutral.
 */
export function bankStatusTone(status: unknown): Tone {
  if (status === null || status === undefined) return 'danger';
  const n = intCode(status);
  if (n === 0 || n === 2) return 'success';
  if (n === -1 || n === 1) return 'info';
  if (n !== null && n >= 3 && n <= 8) return 'danger';
  return 'neutral';
}

// ---------------------------------------------------------------------------------------------
// Purposes, departments, worked-day reasons, categories (platform §3, §9)

/** platform §3 Purposes (finalidad), in the spec's spelling ('Energia' without accent). */
export const PURPOSES = [
  'Salud',
  'Educación',
  'Vehículos',
  'Viajes',
  'Veterinaria',
  'Joyería',
  'Mobiliario',
  'Instrumentos Musicales',
  'Energia',
  'Venta Directa',
  'Reformas',
  'Maquinaria Industrial',
] as const;
export type Purpose = (typeof PURPOSES)[number];

/** platform §3 Insurance option verticals. */
export const INSURANCE_VERTICALS = ['Vehículos', 'POS'] as const;
export type InsuranceVertical = (typeof INSURANCE_VERTICALS)[number];

/** platform §5: Vehículos gives vertical Vehículos, any other primary reason POS. */
export function verticalFor(primaryReason: unknown): InsuranceVertical {
  const reason = typeof primaryReason === 'string' ? primaryReason.trim().toLowerCase() : '';
  return reason === 'vehículos' || reason === 'vehiculos' ? 'Vehículos' : 'POS';
}

/** platform §3 Comment departments. */
export const DEPARTMENTS = ['Riesgos', 'Operaciones', 'Recobros', 'IT', 'At. Cliente', 'Comercial'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const WORKED_DAY_REASONS = {
  ACCIDENTE_LABORAL: 'Accidente laboral',
  BAJA_LABORAL: 'Baja laboral',
  HUELGA: 'Huelga',
  PROBLEMA_TRANSPORTE: 'Problema de transporte',
  PROBLEMA_FAMILIAR: 'Problema familiar',
  SALUD: 'Salud',
  TRAMITES_ADMINISTRATIVOS: 'Trámites administrativos',
  VACACIONES: 'Vacaciones',
  OTROS: 'Otros',
  HORARIO_CUMPLIDO: 'Horario cumplido',
  SIN_MOTIVO: 'Sin motivo',
} as const;
export type WorkedDayReason = keyof typeof WORKED_DAY_REASONS;

/** The reasons a user picks; HORARIO_CUMPLIDO and SIN_MOTIVO are set automatically (platform §2). */
export const SELECTABLE_WORKED_DAY_REASONS = [
  'ACCIDENTE_LABORAL',
  'BAJA_LABORAL',
  'HUELGA',
  'PROBLEMA_TRANSPORTE',
  'PROBLEMA_FAMILIAR',
  'SALUD',
  'TRAMITES_ADMINISTRATIVOS',
  'VACACIONES',
  'OTROS',
] as const satisfies readonly WorkedDayReason[];

export function normalizeWorkedDayReason(value: unknown): WorkedDayReason | null {
  const c = code(value).replace(/[\s-]+/g, '_');
  return Object.hasOwn(WORKED_DAY_REASONS, c) ? (c as WorkedDayReason) : null;
}

/** platform §3 and §9: categories a to f; empty means not assigned. */
export const CATEGORIES = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS = { a: 'A', b: 'B', c: 'C', d: 'D', e: 'E', f: 'F' } as const satisfies Record<
  Category,
  string
>;
export const NO_CATEGORY_LABEL = 'Sin asignar';

/** 'A', ' b ' → 'a', 'b'; empty or anything else → null (not assigned). */
export function normalizeCategory(value: unknown): Category | null {
  const c = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (CATEGORIES as readonly string[]).includes(c) ? (c as Category) : null;
}

// ---------------------------------------------------------------------------------------------
// Bank-transaction tags (platform §9, loans §9)

export const TRANSACTION_TAGS = {
  payroll: { label: 'Nómina', tone: 'success' },
  pension: { label: 'Pensión', tone: 'success' },
  unemployment: { label: 'Desempleo', tone: 'warning' },
  taxes: { label: 'Impuestos', tone: 'neutral' },
  supermarkets: { label: 'Supermercados', tone: 'info' },
  transport: { label: 'Transporte', tone: 'info' },
  health: { label: 'Salud', tone: 'info' },
  telecoms: { label: 'Telecomunicaciones', tone: 'info' },
  gambling: { label: 'Juego', tone: 'danger' },
  insurance: { label: 'Seguros', tone: 'neutral' },
  loans: { label: 'Préstamos', tone: 'warning' },
  cards: { label: 'Tarjetas', tone: 'warning' },
  transfers: { label: 'Transferencias', tone: 'neutral' },
  cash: { label: 'Efectivo', tone: 'warning' },
  others: { label: 'Otros', tone: 'neutral' },
} as const satisfies Record<string, { label: string; tone: Tone }>;
export type TransactionTag = keyof typeof TRANSACTION_TAGS;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const TAG_ALIASES: ReadonlyMap<string, TransactionTag> = new Map(
  Object.entries(TRANSACTION_TAGS).flatMap(([key, { label }]) => [
    [key, key as TransactionTag],
    [fold(label), key as TransactionTag],
  ]),
);

/** A tag by its English key or Spanish label, any case or accents; unknown tags are 'others'. */
export function transactionTag(tag: unknown): TransactionTag {
  return (typeof tag === 'string' && TAG_ALIASES.get(fold(tag))) || 'others';
}

export function transactionTagTone(tag: unknown): Tone {
  return TRANSACTION_TAGS[transactionTag(tag)].tone;
}

export { LIMITS } from './limits';
