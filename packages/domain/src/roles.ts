/**
 * Roles and the hierarchy of spec platform-and-affiliates.md §6.
 * Each role lists the roles it includes directly; `hasRole` follows the inclusion transitively.
 */

export const ROLES = [
  'ROLE_USER',
  'ROLE_MICRO_RECOBRO',
  'ROLE_RECOBRO',
  'ROLE_JUDICIAL',
  'ROLE_RISK',
  'ROLE_VENTAS',
  'ROLE_COMERCIAL',
  'ROLE_BE',
  'ROLE_COMERCIAL_PLUS',
  'ROLE_MICRO_ADMIN',
  'ROLE_ADMIN',
  'ROLE_ADMIN_PLUS',
  'ROLE_RISK_ADMIN',
  'ROLE_SUPER_ADMIN',
] as const;

export type Role = (typeof ROLES)[number];

/** A role name as it may arrive: with or without the `ROLE_` prefix. */
export type RoleName = Role | (Role extends `ROLE_${infer Bare}` ? Bare : never);

const ADMIN_SET = [
  'ROLE_USER',
  'ROLE_MICRO_ADMIN',
  'ROLE_COMERCIAL',
  'ROLE_COMERCIAL_PLUS',
  'ROLE_RECOBRO',
] as const satisfies readonly Role[];

/** §6 "The role hierarchy lists each role followed by the roles it includes". */
export const ROLE_HIERARCHY: Readonly<Record<Role, readonly Role[]>> = {
  ROLE_USER: [],
  ROLE_MICRO_RECOBRO: ['ROLE_USER'],
  ROLE_RECOBRO: ['ROLE_USER', 'ROLE_MICRO_RECOBRO'],
  ROLE_JUDICIAL: ['ROLE_USER'],
  ROLE_RISK: ['ROLE_USER'],
  ROLE_VENTAS: ['ROLE_USER'],
  ROLE_COMERCIAL: ['ROLE_USER'],
  ROLE_BE: ['ROLE_USER'],
  ROLE_COMERCIAL_PLUS: ['ROLE_USER', 'ROLE_COMERCIAL'],
  ROLE_MICRO_ADMIN: ['ROLE_USER', 'ROLE_COMERCIAL'],
  ROLE_ADMIN: ADMIN_SET,
  // §6: "ADMIN_PLUS — same set as ADMIN": it includes what ADMIN includes, not ADMIN itself.
  ROLE_ADMIN_PLUS: ADMIN_SET,
  // §6: "RISK_ADMIN — adds ADMIN".
  ROLE_RISK_ADMIN: [...ADMIN_SET, 'ROLE_ADMIN'],
  // §6: "SUPER_ADMIN — nearly all": every business role; switching user and the admin console
  // are server-side powers with no route of their own here.
  ROLE_SUPER_ADMIN: [
    'ROLE_USER',
    'ROLE_MICRO_RECOBRO',
    'ROLE_RECOBRO',
    'ROLE_JUDICIAL',
    'ROLE_RISK',
    'ROLE_VENTAS',
    'ROLE_COMERCIAL',
    'ROLE_BE',
    'ROLE_COMERCIAL_PLUS',
    'ROLE_MICRO_ADMIN',
    'ROLE_ADMIN',
    'ROLE_ADMIN_PLUS',
    'ROLE_RISK_ADMIN',
  ],
};

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

/** `'admin'`, `'ADMIN'`, `' ROLE_ADMIN '` → `'ROLE_ADMIN'`; anything unknown → `null`. */
export function normalizeRole(name: unknown): Role | null {
  if (typeof name !== 'string') return null;
  const upper = name.trim().toUpperCase().replace(/-/g, '_');
  if (upper === '') return null;
  const full = upper.startsWith('ROLE_') ? upper : `ROLE_${upper}`;
  return ROLE_SET.has(full) ? (full as Role) : null;
}

const closureCache = new Map<Role, ReadonlySet<Role>>();

/** Every role a holder of `role` has: itself plus everything it includes, transitively. */
export function reachableRoles(role: Role): ReadonlySet<Role> {
  const cached = closureCache.get(role);
  if (cached) return cached;
  const seen = new Set<Role>([role]);
  const queue: Role[] = [role];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const included of ROLE_HIERARCHY[next]) {
      if (!seen.has(included)) {
        seen.add(included);
        queue.push(included);
      }
    }
  }
  closureCache.set(role, seen);
  return seen;
}

/** The effective roles of a user: what they hold and everything those roles include. */
export function effectiveRoles(userRoles: readonly unknown[] | null | undefined): ReadonlySet<Role> {
  const all = new Set<Role>();
  for (const held of userRoles ?? []) {
    const role = normalizeRole(held);
    if (role) for (const r of reachableRoles(role)) all.add(r);
  }
  return all;
}

/**
 * True when `required` is held directly or through a role that includes it (§6).
 * The `ROLE_` prefix is accepted or omitted alike, on both sides.
 */
export function hasRole(userRoles: readonly unknown[] | null | undefined, required: string): boolean {
  const want = normalizeRole(required);
  if (!want) return false;
  for (const held of userRoles ?? []) {
    const role = normalizeRole(held);
    if (role && reachableRoles(role).has(want)) return true;
  }
  return false;
}

/** True when any of `required` passes `hasRole`; an empty list means no role is needed. */
export function hasAnyRole(
  userRoles: readonly unknown[] | null | undefined,
  required: readonly string[],
): boolean {
  return required.length === 0 || required.some((r) => hasRole(userRoles, r));
}
