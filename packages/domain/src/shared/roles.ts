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

/** A role list as it may arrive: an array, a single comma-separated string, or nothing. */
export type RolesInput = readonly unknown[] | string | null | undefined;

function asList(roles: RolesInput): readonly unknown[] {
  if (typeof roles === 'string') return roles.split(',');
  return Array.isArray(roles) ? roles : [];
}

/** The roles a user holds directly (normalised, unknown names dropped, no inheritance). */
export function heldRoles(roles: RolesInput): ReadonlySet<Role> {
  const held = new Set<Role>();
  for (const r of asList(roles)) {
    const role = normalizeRole(r);
    if (role) held.add(role);
  }
  return held;
}

/** §6 "Display priority of the role name". */
export const DISPLAY_ROLE_PRIORITY = [
  'ROLE_SUPER_ADMIN',
  'ROLE_RISK_ADMIN',
  'ROLE_ADMIN',
  'ROLE_MICRO_ADMIN',
  'ROLE_BE',
  'ROLE_COMERCIAL',
  'ROLE_COMERCIAL_PLUS',
  'ROLE_RECOBRO',
  'ROLE_MICRO_RECOBRO',
  'ROLE_RISK',
  'ROLE_ADMIN_PLUS',
] as const satisfies readonly Role[];

/**
 * The role name shown for a user: the first of §6's priority list the user holds directly,
 * without the `ROLE_` prefix ('SUPER_ADMIN'). Held directly, not through inheritance: through
 * inheritance every ADMIN_PLUS holder would show as MICRO_ADMIN and ADMIN_PLUS, last in the
 * list, could never be shown. Roles outside the list (JUDICIAL, VENTAS, USER) show as
 * themselves; no known role gives ''.
 */
export function displayRole(roles: RolesInput): string {
  const held = heldRoles(roles);
  const first = DISPLAY_ROLE_PRIORITY.find((r) => held.has(r)) ?? ROLES.find((r) => held.has(r));
  return first ? first.slice('ROLE_'.length) : '';
}

/**
 * §6 "Sales users are those with COMERCIAL or COMERCIAL_PLUS": held directly. Read through
 * inheritance every MICRO_ADMIN, ADMIN and SUPER_ADMIN would be a sales user, and naming
 * COMERCIAL_PLUS (which includes COMERCIAL) would be redundant; the spec lists both, so it
 * means the roles a user is given.
 */
export function isSalesUser(roles: RolesInput): boolean {
  const held = heldRoles(roles);
  return held.has('ROLE_COMERCIAL') || held.has('ROLE_COMERCIAL_PLUS');
}

/**
 * §6 "The 'Activate anyway' button is shown only to ADMIN_PLUS". A role check passes through
 * inheritance (§6), and SUPER_ADMIN includes ADMIN_PLUS, so SUPER_ADMIN passes too; ADMIN and
 * RISK_ADMIN do not (ADMIN_PLUS is "the same set as ADMIN", not included by it).
 */
export function canActivateAnyway(roles: RolesInput): boolean {
  return hasRole(asList(roles), 'ROLE_ADMIN_PLUS');
}

/** §6 Comments: only SUPER_ADMIN sees the delete control. */
export function canDeleteComment(roles: RolesInput): boolean {
  return hasRole(asList(roles), 'ROLE_SUPER_ADMIN');
}

/** §6 Comments: SUPER_ADMIN, ADMIN and MICRO_ADMIN choose a department; others are auto-assigned. */
export function choosesDepartment(roles: RolesInput): boolean {
  return hasAnyRole(asList(roles), ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_MICRO_ADMIN']);
}

/** §6: the full scoring and bank-statement analysis is for MICRO_ADMIN, RISK, COMERCIAL_PLUS and BE. */
export function seesFullScoring(roles: RolesInput): boolean {
  return hasAnyRole(asList(roles), ['ROLE_MICRO_ADMIN', 'ROLE_RISK', 'ROLE_COMERCIAL_PLUS', 'ROLE_BE']);
}

/** A server-defined report as the reports list gives it; `roles` may be absent. */
export interface ReportEntry {
  readonly roles?: readonly unknown[] | string | null;
}

function reportVisible(report: unknown, roles: RolesInput): boolean {
  if (!report || typeof report !== 'object') return false;
  const wanted = asList((report as ReportEntry).roles)
    .map((r) => (typeof r === 'string' ? r.trim() : r))
    .filter((r): r is string => typeof r === 'string' && r !== '');
  // A report that lists no roles is for every signed-in user; one that lists only unknown role
  // names is for nobody, since hasRole never grants through an unknown name.
  if (wanted.length === 0) return roles !== null && roles !== undefined;
  return hasAnyRole(asList(roles), wanted);
}

/**
 * §6 "Server-provided report entries are filtered by the roles each entry lists": a report is
 * kept when the user passes any of its roles. Accepts the reports as an array or as the
 * id-keyed map /api/tools/reportsList returns, and answers in the same shape.
 */
export function filterReportsByRole<T>(reports: readonly T[], roles: RolesInput): T[];
export function filterReportsByRole<T>(
  reports: Readonly<Record<string, T>>,
  roles: RolesInput,
): Record<string, T>;
export function filterReportsByRole(reports: null | undefined, roles: RolesInput): [];
export function filterReportsByRole<T>(
  reports: readonly T[] | Readonly<Record<string, T>> | null | undefined,
  roles: RolesInput,
): T[] | Record<string, T> {
  if (!reports || typeof reports !== 'object') return [];
  if (Array.isArray(reports)) return reports.filter((r) => reportVisible(r, roles));
  return Object.fromEntries(
    Object.entries(reports as Record<string, T>).filter(([, r]) => reportVisible(r, roles)),
  );
}
