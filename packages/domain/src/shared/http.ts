/**
 * How failures become notifications and special paths (platform-and-affiliates.md §8,
 * loans-and-investors.md §8). The app's API client and the machines call these; the texts come
 * from the message catalogue.
 */
import { messages } from './messages';

/** The `error` field of a JSON body (object or JSON text), if it is a non-empty string. */
function errorField(body: unknown): string | null {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (value && typeof value === 'object') {
    const e = (value as Record<string, unknown>).error;
    if (typeof e === 'string' && e.trim() !== '') return e.trim();
  }
  return null;
}

/**
 * §8 General: nothing for status 0 or 401 (null; a 401 goes to /login instead); otherwise the
 * JSON body's `error` field, or 'Se ha producido un error con el servidor', with the server's
 * error id appended when there is one.
 */
export function errorNotification(input: {
  readonly status: unknown;
  readonly body?: unknown;
  readonly errorId?: string | number | null;
}): string | null {
  const status = Number(input.status);
  if (!Number.isFinite(status) || status === 0 || status === 401) return null;
  return messages.general.withErrorId(errorField(input.body) ?? messages.general.serverError, input.errorId);
}

/** §8: a 401 sends the user to /login. */
export function isUnauthorized(status: unknown): boolean {
  return Number(status) === 401;
}

const bodyText = (body: unknown): string => {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    for (const k of ['error', 'message', 'detail', 'hydra:description']) {
      if (typeof o[k] === 'string') return o[k] as string;
    }
  }
  return '';
};

/**
 * §8: a parameter check failing with 500 and body 'Entity not found.' sends the user to the
 * not-found screen (add-affiliate, investors list or financing list, each with notFound).
 */
export function isEntityNotFound(status: unknown, body: unknown): boolean {
  return Number(status) === 500 && bodyText(body).trim() === 'Entity not found.';
}

/** §8: a wallet registration failing with 500 whose body starts with code 152 cleans the KYC automatically. */
export function needsAutomaticKycClean(status: unknown, body: unknown): boolean {
  return Number(status) === 500 && bodyText(body).trim().startsWith('152');
}

/**
 * The failure text of an action whose refusal carries its own reason: a 422 with a Spanish `error`
 * (a money out above the balance names the available amount, issue 12) shows that reason; any
 * other failure shows the action's §8 text.
 */
export function refusalOr(fallback: string): (error: unknown) => string {
  return (error) => {
    if (!error || typeof error !== 'object') return fallback;
    const { status, body } = error as { status?: unknown; body?: unknown };
    return Number(status) === 422 ? (errorField(body) ?? fallback) : fallback;
  };
}
