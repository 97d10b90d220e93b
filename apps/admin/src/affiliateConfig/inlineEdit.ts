/**
 * Inline edits (spec platform-and-affiliates.md §2 "Inline edit popover", §5 "Saving edits"):
 * the field validators the popover shows under its input, and the save that sends only what
 * changed, with empty values as null.
 */
import { changedFields, dniError, emailLooksValid, ibanError, messages } from '@backoffice/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AFFILIATE_NOT_FOUND_PATH, isAffiliateNotFound } from '../affiliates/reads';
import type { ApiClient } from '../api/client';
import { routeOfIri, succeeded, useWrite } from '../resources';

export type InlineValidator = (value: unknown) => string | null;

/** §5: DNI/NIE, IBAN and e-mail; an empty value is left to the field's own "required" rule. */
export const inlineValidators = {
  dni: (value: unknown) => (isEmpty(value) ? null : dniError(value)),
  iban: (value: unknown) => (isEmpty(value) ? null : ibanError(value)),
  email: (value: unknown) =>
    isEmpty(value) || emailLooksValid(value) ? null : messages.validation.emailInvalid,
} satisfies Record<string, InlineValidator>;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Which validator a field takes, by the spec's field names (dni, dniRepresentante, iban, email, emailPc…). */
export function validatorFor(field: string): InlineValidator | undefined {
  const f = field.toLowerCase();
  if (f.startsWith('dni')) return inlineValidators.dni;
  if (f === 'iban') return inlineValidators.iban;
  if (f.startsWith('email')) return inlineValidators.email;
  return undefined;
}

export interface InlineSave {
  /** PUT {putURL} with the changed fields, or POST {postURL} with them plus user and affiliate (§7). */
  url: string;
  method?: 'PUT' | 'POST';
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
  /** Added to a POST body: the user and affiliate links. */
  extra?: Readonly<Record<string, unknown>>;
}

/** The body an inline edit sends, or null when nothing changed (then nothing is sent). */
export function inlineBody({
  method = 'PUT',
  before,
  after,
  extra,
}: InlineSave): Record<string, unknown> | null {
  const changed = changedFields(before as Record<string, unknown>, after as Record<string, unknown>);
  if (Object.keys(changed).length === 0) return null;
  return method === 'POST' ? { ...changed, ...extra } : changed;
}

export async function saveInlineEdit(api: ApiClient, save: InlineSave): Promise<unknown> {
  const body = inlineBody(save);
  if (body === null) return null;
  return api.request(save.url, { method: save.method ?? 'PUT', json: body });
}

/**
 * The save an InlineEdit's confirm calls: 'información actualizada con éxito' or the §8 failure;
 * a record that no longer exists sends the user to add-affiliate with notFound. Resolves true when
 * it saved (or there was nothing to save), false when it failed.
 */
export function useInlineSave() {
  const write = useWrite();
  const navigate = useNavigate();
  return useCallback(
    async (save: InlineSave, after?: () => unknown): Promise<boolean> => {
      const body = inlineBody(save);
      if (body === null) return true;
      const saved = await succeeded(
        write.at(save.method ?? 'PUT', save.url, body, {
          success: messages.success.infoUpdated,
          failure: messages.write.updateInfo,
          handled: (err) => {
            const gone =
              isAffiliateNotFound(err) && routeOfIri(save.url, 'PUT').route === 'PUT /api/afiliados/:id';
            if (gone) navigate(AFFILIATE_NOT_FOUND_PATH, { replace: true });
            return gone;
          },
        }),
      );
      if (saved) await after?.();
      return saved;
    },
    [write, navigate],
  );
}
