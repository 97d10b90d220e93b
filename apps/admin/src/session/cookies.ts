import type { StoredSession } from '@backoffice/machines';

/**
 * Session cookies (spec platform-and-affiliates.md §6): valid 365 days, Secure, path /, plus
 * SameSite=Strict. What is kept: id, email, afiliado, first and last name, username, type,
 * sales-force id and login date, plus the token; logout removes every one. Roles are not kept:
 * they are fetched again when the app starts (§2 "If roles are not loaded, they are fetched").
 */
export const SESSION_COOKIES = [
  'token',
  'loginDate',
  'id',
  'email',
  'afiliado',
  'firstname',
  'lastname',
  'username',
  'type',
  'salesForceId',
] as const;
type Name = (typeof SESSION_COOKIES)[number];
const MAX_AGE = 365 * 24 * 60 * 60;
const PREFIX = 'bo_';

/** The cookies of a `document.cookie` string that are the session's, by name. */
export function readCookies(cookie: string): Partial<Record<Name, string>> {
  const out: Partial<Record<Name, string>> = {};
  for (const part of cookie.split('; ')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq);
    if (!key.startsWith(PREFIX)) continue;
    const name = key.slice(PREFIX.length) as Name;
    if ((SESSION_COOKIES as readonly string[]).includes(name))
      out[name] = decodeURIComponent(part.slice(eq + 1));
  }
  return out;
}

/** The `document.cookie` line that sets a session cookie, or removes it (null). */
export function cookieLine(name: Name, value: string | null): string {
  const base = `${PREFIX}${name}=${value === null ? '' : encodeURIComponent(value)}; path=/; SameSite=Strict; Secure`;
  return value === null ? `${base}; max-age=0` : `${base}; max-age=${MAX_AGE}`;
}

/**
 * What a session writes: the token and login date always, the user's fields once the user is
 * known (a field the user has none of, such as the affiliate of a member of staff, is empty).
 */
export function sessionCookies(s: StoredSession): Partial<Record<Name, string>> {
  const out: Partial<Record<Name, string>> = { token: s.token, loginDate: String(s.loginDate) };
  const u = s.user;
  if (!u) return out;
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    ...out,
    id: String(u.id),
    email: u.email,
    afiliado: text(u.afiliado),
    firstname: u.firstname,
    lastname: text(u.lastname),
    username: u.username,
    type: text(u.type),
    salesForceId: text(u.salesForceId),
  };
}

function write(line: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the session in cookies (§6); the async Cookie Store API is not in every browser staff use.
  document.cookie = line;
}

/** What a page load starts from: the token and login date, without the user (roles are refetched). */
export function readStoredSession(): StoredSession | null {
  const c = readCookies(document.cookie);
  const loginDate = Number(c.loginDate);
  if (!c.token || !Number.isFinite(loginDate)) return null;
  return { token: c.token, loginDate, user: null };
}

export function persistSession(s: StoredSession) {
  for (const [name, value] of Object.entries(sessionCookies(s))) write(cookieLine(name as Name, value));
}

export function clearSession() {
  for (const n of SESSION_COOKIES) write(cookieLine(n, null));
}
