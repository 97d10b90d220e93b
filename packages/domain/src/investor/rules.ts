/**
 * The investor detail's field rules (loans §5 inline editing, issue 15): one validator per
 * editable field, read by the inline edits and by the API alike. Null when the value is valid.
 */
import { isIsoDate } from '../shared/dates';
import { ibanError } from '../shared/iban';
import { messages } from '../shared/messages';
import { dniError, emailLooksValid } from '../shared/validation';

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The validator of one investor field (datos, contacto, cuenta); fields without a rule pass. */
export function investorFieldError(field: string, value: unknown): string | null {
  switch (field) {
    case 'firstname':
      return blank(value) ? messages.validation.required : null;
    case 'email':
      return emailLooksValid(value) ? null : messages.validation.emailInvalid;
    case 'dni':
      return blank(value) ? null : dniError(value);
    case 'iban':
      return ibanError(value);
    case 'birthDate':
      return blank(value) || isIsoDate(value) ? null : messages.validation.dateInvalid;
    default:
      return null;
  }
}

/** Every refused field of an update body, with its message (the first one answers a 400). */
export function investorUpdateErrors(body: Readonly<Record<string, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    const e = investorFieldError(field, value);
    if (e) errors[field] = e;
  }
  return errors;
}

/** Preferences: a minimum above its maximum is refused (months and interest ranges of loans §3). */
export function investorPreferencesErrors(p: {
  minMonths?: number | null;
  maxMonths?: number | null;
  minInterest?: number | null;
  maxInterest?: number | null;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (p.minMonths != null && p.maxMonths != null && p.minMonths > p.maxMonths)
    errors.minMonths = messages.input.outOfRange;
  if (p.minInterest != null && p.maxInterest != null && p.minInterest > p.maxInterest)
    errors.minInterest = messages.input.outOfRange;
  return errors;
}
