/**
 * The access guard of §2: which route a path is, whether a user may open it, its title, and where
 * a signed-in user lands.
 */

import { hasAnyRole, type RolesInput } from './roles';
import { DEFAULT_TITLE, ROUTES, type RouteDef } from './routeTable';

interface Compiled {
  readonly route: RouteDef;
  readonly regex: RegExp;
  readonly names: readonly string[];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const COMPILED: readonly Compiled[] = ROUTES.map((route) => {
  const names: string[] = [];
  const body = route.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegex(part);
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { route, regex: new RegExp(`^${body}$`), names };
});

/** '/a/b/?x=1#h' → '/a/b'; malformed escapes are left as they are. */
function cleanPath(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  let p = path.trim().split(/[?#]/)[0] ?? '';
  try {
    p = decodeURI(p);
  } catch {
    // keep it undecoded: a stray '%' is just a character of an unknown path
  }
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\/{2,}/g, '/');
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

/** The route a path matches, with its parameters, or null. Literal routes win over patterns. */
export function matchRoute(path: unknown): RouteMatch | null {
  const p = cleanPath(path);
  if (p === null) return null;
  let best: RouteMatch | null = null;
  for (const { route, regex, names } of COMPILED) {
    const m = regex.exec(p);
    if (!m) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = m[i + 1] ?? '';
    });
    const allowed = Object.entries(route.values ?? {}).every(([k, vs]) => vs.includes(params[k] ?? ''));
    if (!allowed) continue;
    if (names.length === 0) return { route, params };
    best ??= { route, params };
  }
  return best;
}

export type Access = 'ok' | 'login' | 'forbidden' | 'not-found';

/**
 * The guard of §2. Unknown paths are 'not-found' whoever asks; public routes are 'ok';
 * `roles` null or undefined means not signed in, which gives 'login' (on /secondary-reasons too:
 * it has no auth flag, but its role check fetches the roles, and that 401 sends the user to
 * /login); otherwise 'ok' when the user passes any of the route's roles, else 'forbidden'.
 */
export function canAccess(path: unknown, roles: RolesInput): Access {
  const match = matchRoute(path);
  if (!match) return 'not-found';
  if (match.route.public) return 'ok';
  if (roles === null || roles === undefined) return 'login';
  const list = typeof roles === 'string' ? roles.split(',') : roles;
  return hasAnyRole(list, match.route.roles) ? 'ok' : 'forbidden';
}

/** The page title of a path: its route's title, or the default. */
export function routeTitle(path: unknown): string {
  return matchRoute(path)?.route.title ?? DEFAULT_TITLE;
}

/** /login?redirect=… for a wanted path (§2). */
export function loginRedirect(wanted: unknown): string {
  const target = typeof wanted === 'string' && wanted.trim().startsWith('/') ? wanted.trim() : '/';
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * Where a signed-in user lands: the home of §2 for the roles it names, otherwise the
 * welcome page that every role may see. Nobody signed in lands on /login.
 */
export function landingPath(roles: RolesInput): string {
  if (roles === null || roles === undefined) return '/login';
  return canAccess('/', roles) === 'ok' ? '/' : '/inicio';
}
