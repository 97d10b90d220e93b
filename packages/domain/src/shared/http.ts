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
 * The server's own reason for refusing a call: a 4xx (but 401) whose JSON `error` is a text (the
 * domain's Spanish refusal: 'El importe supera lo que queda por financiar del crédito.'). A 5xx is
 * a fault, not a reason: its generic text says less than the write's own §8 message.
 */
export function refusalReason(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { status, body } = error as { status?: unknown; body?: unknown };
  const code = Number(status);
  return code >= 400 && code < 500 && code !== 401 ? errorField(body) : null;
}

/**
 * An HTTP failure whose body is not JSON (§8 General): a proxy's HTML page on a 502 or 504, a plain
 * text, an empty body. The API client hands such a body over as its text; a JSON body arrives parsed
 * (or as JSON text), and an error with no HTTP status (a bug, a timeout) is not one.
 */
export function isNonJsonFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, body } = error as { status?: unknown; body?: unknown };
  const code = Number(status);
  if (!(code >= 400) || code === 401 || typeof body !== 'string') return false;
  try {
    JSON.parse(body);
    return false;
  } catch {
    return true;
  }
}

/**
 * A failed write's notification (loans §8, platform §8): the server's refusal verbatim when it gave
 * one; 'Se ha producido un error con el servidor' when the answer was not JSON (nothing the server
 * said can be shown, and the write's own text would blame the write for a proxy's fault); else the
 * write's catalogue text. The server's error id appended in every case.
 */
export function failureText(fallback: string, error: unknown): string {
  const id = error && typeof error === 'object' ? (error as { errorId?: unknown }).errorId : null;
  return messages.general.withErrorId(
    refusalReason(error) ?? (isNonJsonFailure(error) ? messages.general.serverError : fallback),
    typeof id === 'string' || typeof id === 'number' ? id : null,
  );
}
