/**
 * Validation and form rules (platform-and-affiliates.md §2, §4 and §5). Nothing here throws:
 * validators answer booleans or Spanish messages from the catalogue.
 */

import { isBlank, toNumber } from '../internal/number';
import { type Department, normalizeWorkedDayReason, type WorkedDayReason } from './catalogues';
import { readTypedNumber, type TypedNumber } from './format';
import { LIMITS } from './limits';
import { messages } from './messages';
import { choosesDepartment, hasRole, type RolesInput } from './roles';

export { isValidIban, normalizeIban } from './iban';

// ---------------------------------------------------------------------------------------------
// Numbers typed in forms and filters

/** The Spanish reason a typed number is refused (`readTypedNumber`), or null when it reads. */
export function typedNumberError(typed: string | TypedNumber): string | null {
  const read = typeof typed === 'string' ? readTypedNumber(typed) : typed;
  if (read.ok) return null;
  return read.reason === 'ambiguous'
    ? messages.validation.numberAmbiguous
    : messages.validation.numberInvalid;
}

// ---------------------------------------------------------------------------------------------
// DNI / NIE (§5)

export const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKET';

/** The check letter of a DNI number (or of a NIE with X, Y, Z read as 0, 1, 2). */
export function dniLetter(num: number): string {
  return DNI_LETTERS[((Math.trunc(num) % 23) + 23) % 23] ?? '';
}

/** ' 12345678-z ' → '12345678Z': spaces and hyphens removed, upper case. */
export function normalizeDni(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s-]+/g, '').toUpperCase() : '';
}

/**
 * §5: 8 digits and a check letter, or X, Y or Z, 7 digits and a letter; the letter is
 * TRWAGMYFPDXBNJZSQVHLCKET at the number mod 23, with X, Y and Z standing for 0, 1 and 2.
 */
export function isValidDni(value: unknown): boolean {
  const dni = normalizeDni(value);
  const m = /^(?:(\d{8})|([XYZ])(\d{7}))([A-Z])$/.exec(dni);
  if (!m) return false;
  const digits = m[1] ?? `${'XYZ'.indexOf(m[2] ?? '')}${m[3]}`;
  return dniLetter(Number(digits)) === m[4];
}

export function dniError(value: unknown): 'El DNI es inválido' | null {
  return isValidDni(value) ? null : messages.validation.dniInvalid;
}

// ---------------------------------------------------------------------------------------------
// E-mail

/**
 * A plausible address: one '@', no spaces, a dot in the domain, no empty labels. Whether it
 * exists, or is in use ('Email ya en uso: {username}'), is the server's to say.
 */
export function emailLooksValid(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return (
    email.length <= 254 &&
    /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) &&
    !email.startsWith('.') &&
    !email.includes('..') &&
    !email.includes('.@')
  );
}

// ---------------------------------------------------------------------------------------------
// Working hours (§2, §4, §5)

export interface WorkedDayEntry {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly hours: number | null;
  readonly reason: WorkedDayReason | null;
  readonly fullDay: boolean;
  /** Saved entries came from the server and are read-only (§4). */
  readonly saved: boolean;
}

/** What POST /api/tools/workedDays takes, per day. */
export interface WorkedDayPayload {
  readonly date: string;
  readonly hours: number;
  readonly reason: WorkedDayReason;
}

/**
 * §2: a full-time day becomes 8 hours with HORARIO_CUMPLIDO; other entries without a reason get
 * SIN_MOTIVO. 8 hours without the checkbox is read as a full day too, since §9 defines a full
 * working day as 8 hours and the selector offers 8 only through the checkbox. Saved entries
 * are left as the server gave them.
 */
export function withAutomaticReasons(
  entries: readonly WorkedDayEntry[] | null | undefined,
): WorkedDayEntry[] {
  return (entries ?? []).filter(Boolean).map((e) => {
    if (e.saved) return e;
    const hours = toNumber(e.hours);
    const reason = normalizeWorkedDayReason(e.reason);
    if (e.fullDay || (hours === LIMITS.fullDayHours && !reason)) {
      return { ...e, fullDay: true, hours: LIMITS.fullDayHours, reason: 'HORARIO_CUMPLIDO' };
    }
    return { ...e, hours, reason: reason ?? 'SIN_MOTIVO' };
  });
}

export interface WorkedDaysCheck {
  /** Per date, why that day cannot be sent. */
  readonly byDate: Readonly<Record<string, string>>;
  /** The notification for the whole form, or null when it may be sent. */
  readonly message: string | null;
}

/**
 * §5: fewer than 8 hours needs a reason; hours above 0 left with SIN_MOTIVO is 'La información
 * a imputar es incorrecta.'; hours outside 0..8 too. With nothing wrong and nothing new to send,
 * the message is 'No hay nueva información que imputar.'.
 */
export function workedDaysErrors(entries: readonly WorkedDayEntry[] | null | undefined): WorkedDaysCheck {
  const byDate: Record<string, string> = {};
  for (const e of withAutomaticReasons(entries)) {
    if (e.saved) continue;
    const hours = e.hours;
    if (hours !== null && (!Number.isInteger(hours) || hours < 0 || hours > LIMITS.fullDayHours)) {
      byDate[e.date] = messages.workingHours.incorrect;
    } else if (hours !== null && hours > 0 && e.reason === 'SIN_MOTIVO') {
      byDate[e.date] = messages.workingHours.reasonRequired;
    }
  }
  if (Object.keys(byDate).length > 0) return { byDate, message: messages.workingHours.incorrect };
  if (workedDaysToSend(entries).length === 0) return { byDate, message: messages.workingHours.nothingNew };
  return { byDate, message: null };
}

/** §4: only new entries with a reason other than SIN_MOTIVO are sent (after the automatic reasons). */
export function workedDaysToSend(entries: readonly WorkedDayEntry[] | null | undefined): WorkedDayPayload[] {
  return withAutomaticReasons(entries)
    .filter((e) => !e.saved && e.reason !== null && e.reason !== 'SIN_MOTIVO')
    .map((e) => ({ date: e.date, hours: e.hours ?? 0, reason: e.reason as WorkedDayReason }));
}

/** The total shown under the calendar: every entry's hours (full days count 8). */
export function totalHours(entries: readonly WorkedDayEntry[] | null | undefined): number {
  return (entries ?? []).reduce((sum, e) => {
    if (!e) return sum;
    const h = e.fullDay ? LIMITS.fullDayHours : (toNumber(e.hours) ?? 0);
    return sum + h;
  }, 0);
}

/**
 * §2: a day's inputs are disabled when it is in the future, already has data, is loading, or is
 * a full day (for the hours and reason inputs; the checkbox itself stays usable on new days).
 */
export function isWorkedDayLocked(
  entry: Pick<WorkedDayEntry, 'date' | 'saved' | 'fullDay'>,
  today: string,
  loading = false,
): boolean {
  return loading || entry.saved || entry.fullDay || entry.date > today;
}

/** §2: hour options 0 to 8, with 8 disabled in the list (a full day goes through the checkbox). */
export const HOUR_OPTIONS: readonly { value: number; disabled: boolean }[] = Array.from(
  { length: 9 },
  (_, h) => ({
    value: h,
    disabled: h === LIMITS.fullDayHours,
  }),
);

// ---------------------------------------------------------------------------------------------
// Comments (§5)

/**
 * §5: non-admin roles get a department automatically: COMERCIAL → Comercial, RISK → Riesgos,
 * RECOBRO or MICRO_RECOBRO → Recobros, otherwise Comercial. Checked in that order.
 */
export function autoDepartment(roles: RolesInput): Department {
  const list = typeof roles === 'string' ? roles.split(',') : (roles ?? []);
  if (hasRole(list, 'ROLE_COMERCIAL')) return 'Comercial';
  if (hasRole(list, 'ROLE_RISK')) return 'Riesgos';
  if (hasRole(list, 'ROLE_MICRO_RECOBRO')) return 'Recobros';
  return 'Comercial';
}

/** §5: text required; a department required of those who choose one (SUPER_ADMIN, ADMIN, MICRO_ADMIN). */
export function commentErrors(
  values: { mensaje?: unknown; departamento?: unknown } | null | undefined,
  roles: RolesInput,
): Partial<Record<'mensaje' | 'departamento', string>> {
  const errors: Partial<Record<'mensaje' | 'departamento', string>> = {};
  if (isBlank(values?.mensaje)) errors.mensaje = messages.comments.textRequired;
  if (choosesDepartment(roles) && isBlank(values?.departamento))
    errors.departamento = messages.comments.departmentRequired;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Cancellation credit id (§5, §8)

/** The numeric id at the end of a link ('/api/afiliados/12' → '12'), or the id itself. */
export function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return idOf(o.id ?? o['@id']);
  }
  if (typeof value !== 'string') return null;
  const m = /([^/\s]+)\/?\s*$/.exec(value.trim());
  return m?.[1] ?? null;
}

/**
 * §5: a credit id, as typed or sent, is a positive whole number written with digits only ('12';
 * not '1.000', '1,5', '1e3' or '-4'), else 'El CreditoId no es válido'. Checked before asking the
 * server whether the credit exists.
 */
export function creditIdFormatError(value: unknown): string | null {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value.trim())
        : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? null : messages.validation.creditIdInvalid;
}

/**
 * §5 and §8: the credit must belong to the same affiliate, else 'El CreditoId no es válido';
 * a 500 while checking gives 'Ha habido un error corroborando si el creditoId es correcto'.
 * `status` is the HTTP status of GET /api/creditos/{id} (absent or 2xx when it answered);
 * `loanAffiliate` the loan's affiliate link or id; `affiliate` the current affiliate's.
 */
export function cancellationCreditIdError(input: {
  readonly creditId?: unknown;
  readonly status?: unknown;
  readonly loanAffiliate?: unknown;
  readonly affiliate: unknown;
}): string | null {
  const status = toNumber(input.status);
  if (status === 500) return messages.validation.creditIdCheckFailed;
  if (input.creditId !== undefined) {
    const format = creditIdFormatError(input.creditId);
    if (format) return format;
  }
  if (status !== null && (status < 200 || status >= 300)) return messages.validation.creditIdInvalid;
  const mine = idOf(input.affiliate);
  const theirs = idOf(input.loanAffiliate);
  return mine !== null && mine === theirs ? null : messages.validation.creditIdInvalid;
}

// ---------------------------------------------------------------------------------------------
// Saving edits (§5)

/** Text is trimmed; blank text, null and undefined are all "empty" and travel as null. */
function cleanValue(v: unknown): unknown {
  if (typeof v === 'string') {
    const t = v.trim();
    return t === '' ? null : t;
  }
  return v === undefined ? null : v;
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** §5 "only changed fields are sent and empty values become null". */
export function changedFields<T extends Record<string, unknown>>(
  before: Partial<T> | null | undefined,
  after: Partial<T> | null | undefined,
): Partial<Record<keyof T, unknown>> {
  const out: Partial<Record<keyof T, unknown>> = {};
  const prev = before ?? {};
  for (const [key, value] of Object.entries(after ?? {})) {
    const next = cleanValue(value);
    if (!same(cleanValue((prev as Record<string, unknown>)[key]), next)) out[key as keyof T] = next;
  }
  return out;
}

/** §5 "On creation only non-empty fields are sent" (0 and false are values, not empties). */
export function nonEmptyFields<T extends Record<string, unknown>>(
  values: Partial<T> | null | undefined,
): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    const v = cleanValue(value);
    // cleanValue keeps a value's type (a string stays a string, trimmed).
    if (v !== null) out[key as keyof T] = v as T[keyof T];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Search (§5)

/** §5: the finder searches from 3 typed characters (ignoring stray spaces). */
export function searchEnabled(text: unknown): boolean {
  return typeof text === 'string' && text.trim().length >= LIMITS.searchMinChars;
}

/** Passwords: 12 characters or more (and a bound, so hashing stays cheap to refuse). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** The error of a new password, or null when it passes. Counts characters, not UTF-16 units. */
export function passwordError(value: unknown): string | null {
  if (typeof value !== 'string') return messages.password.tooShort(PASSWORD_MIN_LENGTH);
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH || value.trim() === '')
    return messages.password.tooShort(PASSWORD_MIN_LENGTH);
  if (length > PASSWORD_MAX_LENGTH) return messages.password.tooLong;
  return null;
}

/** The kind of a from–to filter: days (YYYY-MM-DD) or numbers (es-ES decimal comma read). */
export type RangeKind = 'date' | 'number';
/** A filter set's ranges: its 'from' field, its 'to' field, and their kind. */
export type RangePairs<K extends string = string> = readonly (readonly [from: K, to: K, kind: RangeKind])[];

const rangeValue = (value: unknown, kind: RangeKind): string | number | null => {
  if (isBlank(value)) return null;
  if (kind === 'date')
    return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : null;
  return toNumber(typeof value === 'string' ? value.trim().replace(',', '.') : value);
};

/**
 * Why a from–to filter selects nothing: its 'from' is after its 'to' (the lists and the API refuse
 * it alike); null when either end is blank or unreadable, or the range is in order.
 */
export function rangeError(from: unknown, to: unknown, kind: RangeKind): string | null {
  const a = rangeValue(from, kind);
  const b = rangeValue(to, kind);
  if (a === null || b === null || a <= b) return null;
  return kind === 'date' ? messages.validation.dateRangeInverted : messages.validation.numberRangeInverted;
}

/** Each inverted range's reason, under its 'to' field: `{ createdTo: 'La fecha hasta…' }`. */
export function rangeErrors<K extends string>(
  filters: Readonly<Partial<Record<K, unknown>>>,
  pairs: RangePairs<K>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const [from, to, kind] of pairs) {
    const error = rangeError(filters[from], filters[to], kind);
    if (error) errors[to] = error;
  }
  return errors;
}
