import type { StoredSession } from '@backoffice/machines';

/**
 * Session cookies (spec §6): valid 365 days, Secure, path /, plus SameSite=Strict. What is kept:
 * id, email, first and last name, username, login date and the token. Roles are not kept: they
 * are fetched again when the app starts (§2 "If roles are not loaded, they are fetched").
 */
const NAMES = ['token', 'loginDate', 'id', 'email', 'firstname', 'lastname', 'username'] as const;
type Name = (typeof NAMES)[number];
const MAX_AGE = 365 * 24 * 60 * 60;
const PREFIX = 'bo_';

function read(): Partial<Record<Name, string>> {
  const out: Partial<Record<Name, string>> = {};
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq);
    if (!key.startsWith(PREFIX)) continue;
    const name = key.slice(PREFIX.length) as Name;
    if ((NAMES as readonly string[]).includes(name)) out[name] = decodeURIComponent(part.slice(eq + 1));
  }
  return out;
}

function write(name: Name, value: string | null) {
  const base = `${PREFIX}${name}=${value === null ? '' : encodeURIComponent(value)}; path=/; SameSite=Strict; Secure`;
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the session in cookies (§6); the async Cookie Store API is not in every browser staff use.
  document.cookie = value === null ? `${base}; max-age=0` : `${base}; max-age=${MAX_AGE}`;
}

/** What a page load starts from: the token and login date, without the user (roles are refetched). */
export function readStoredSession(): StoredSession | null {
  const c = read();
  const loginDate = Number(c.loginDate);
  if (!c.token || !Number.isFinite(loginDate)) return null;
  return { token: c.token, loginDate, user: null };
}

export function persistSession(s: StoredSession) {
  write('token', s.token);
  write('loginDate', String(s.loginDate));
  if (s.user) {
    write('id', String(s.user.id));
    write('email', s.user.email);
    write('firstname', s.user.firstname);
    write('lastname', s.user.lastname ?? '');
    write('username', s.user.username);
  }
}

export function clearSession() {
  for (const n of NAMES) write(n, null);
}
