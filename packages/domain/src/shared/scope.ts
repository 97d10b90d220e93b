/**
 * Object-level access (issue 12 "the server must never trust the client"): who may read or write
 * one record, given the caller and the facts that own the record. One function per record type;
 * the API loads the owning facts and asks here, on every route that reads or writes that type.
 * Pure: no I/O, the caller supplies the facts.
 *
 * The rules:
 * - Sales users whose role is not backed by a wider one (COMERCIAL, COMERCIAL_PLUS:
 *   `seesOnlyAssignedAffiliates`) see an affiliate only when it is assigned to them (as sales agent
 *   or as the platform's sales agent), and every other record only through such an affiliate.
 * - Roles that open no record detail (JUDICIAL, VENTAS, MICRO_RECOBRO, plain USER) see only
 *   themselves among users.
 * - Everyone else (MICRO_ADMIN and above, RISK, RECOBRO, BE) sees every record their route
 *   roles let them open.
 */
import { seesOnlyAssignedAffiliates } from './apiAccess';
import { hasAnyRole, type RolesInput } from './roles';

/** The signed-in caller. */
export interface Viewer {
  readonly id: number;
  readonly roles: RolesInput;
}

/** The facts that own an affiliate: its two sales agents. */
export interface AffiliateOwners {
  readonly assignedSalesAgentId: number | null;
  readonly plataformaSalesAgentId: number | null;
}

const list = (roles: RolesInput): readonly unknown[] =>
  typeof roles === 'string' ? roles.split(',') : (roles ?? []);

/** The roles that open record details (loans §6 credit detail) and so read other users. */
const RECORD_READERS = [
  'ROLE_COMERCIAL',
  'ROLE_MICRO_ADMIN',
  'ROLE_RECOBRO',
  'ROLE_RISK',
  'ROLE_BE',
] as const;

/** How far a caller's view of the records reaches. */
export type RecordReach = 'all' | 'assigned' | 'self';

/**
 * 'assigned': only records under affiliates assigned to the caller; 'self': among users only
 * themself, and no other record; 'all': every record the route roles allow.
 */
export function recordReach(roles: RolesInput): RecordReach {
  if (seesOnlyAssignedAffiliates(roles)) return 'assigned';
  return hasAnyRole(list(roles), RECORD_READERS) ? 'all' : 'self';
}

/** An affiliate: assigned to the caller, for a restricted sales user. */
export function mayAccessAffiliate(viewer: Viewer, a: AffiliateOwners): boolean {
  const reach = recordReach(viewer.roles);
  if (reach === 'all') return true;
  if (reach === 'self') return false;
  return a.assignedSalesAgentId === viewer.id || a.plataformaSalesAgentId === viewer.id;
}

const anyAffiliate = (viewer: Viewer, affiliates: readonly AffiliateOwners[]) =>
  affiliates.some((a) => mayAccessAffiliate(viewer, a));

/** A loan: through its affiliate; a loan with no affiliate is for the unrestricted only. */
export function mayAccessLoan(viewer: Viewer, loan: { readonly affiliate: AffiliateOwners | null }): boolean {
  const reach = recordReach(viewer.roles);
  if (reach !== 'assigned') return reach === 'all';
  return loan.affiliate !== null && mayAccessAffiliate(viewer, loan.affiliate);
}

/** An investor: through an affiliate it is associated with (a COMERCIAL links none: issue 5). */
export function mayAccessInvestor(
  viewer: Viewer,
  investor: { readonly affiliates: readonly AffiliateOwners[] },
): boolean {
  const reach = recordReach(viewer.roles);
  if (reach !== 'assigned') return reach === 'all';
  return anyAffiliate(viewer, investor.affiliates);
}

/** The facts that own a user: the affiliates it administers or sells for. */
export interface UserOwners {
  readonly id: number;
  readonly affiliates: readonly AffiliateOwners[];
}

/** A user: oneself always; otherwise through an affiliate it administers or sells for. */
export function mayAccessUser(viewer: Viewer, user: UserOwners): boolean {
  if (user.id === viewer.id) return true;
  const reach = recordReach(viewer.roles);
  if (reach !== 'assigned') return reach === 'all';
  return anyAffiliate(viewer, user.affiliates);
}

/** A bank account: it is its owner's. */
export function mayAccessAccount(viewer: Viewer, account: { readonly owner: UserOwners }): boolean {
  return mayAccessUser(viewer, account.owner);
}

/**
 * A company (datosEmpresa): behind an affiliate it is that affiliate's; not yet behind one, it is
 * its creator's (the first step of creating an affiliate) and of the unrestricted.
 */
export function mayAccessCompany(
  viewer: Viewer,
  company: { readonly affiliates: readonly AffiliateOwners[]; readonly createdBy: number | null },
): boolean {
  const reach = recordReach(viewer.roles);
  if (reach !== 'assigned') return reach === 'all';
  if (company.affiliates.length > 0) return anyAffiliate(viewer, company.affiliates);
  return company.createdBy === viewer.id;
}

/** The record a comment hangs from (§3 Comment), with the facts of its own type. */
export type CommentTarget =
  | { readonly section: 'afiliado'; readonly affiliate: AffiliateOwners }
  | { readonly section: 'credito'; readonly loan: { readonly affiliate: AffiliateOwners | null } }
  | { readonly section: 'inversor'; readonly investor: { readonly affiliates: readonly AffiliateOwners[] } }
  | { readonly section: 'usuario'; readonly user: UserOwners };

/** A comment's record: the rule of the record's own type (reading and writing alike). */
export function mayAccessCommentTarget(viewer: Viewer, target: CommentTarget): boolean {
  switch (target.section) {
    case 'afiliado':
      return mayAccessAffiliate(viewer, target.affiliate);
    case 'credito':
      return mayAccessLoan(viewer, target.loan);
    case 'inversor':
      return mayAccessInvestor(viewer, target.investor);
    case 'usuario':
      return mayAccessUser(viewer, target.user);
  }
}

/**
 * The user a new affiliate names as its administrator (§7 "company, administrator, affiliate"):
 * never a staff account (one with roles) nor the caller; for a restricted user, one they created
 * for it (and that nothing else owns yet) or one already in their scope. Otherwise any user
 * would be pulled into the caller's scope, with its wallet and IBAN.
 */
export function mayAppointAdministrator(
  viewer: Viewer,
  candidate: UserOwners & {
    readonly roles: readonly unknown[];
    readonly createdBy: number | null;
    /** Investor, borrower, or seller elsewhere: the user is already someone's record. */
    readonly ownedElsewhere: boolean;
  },
): boolean {
  if (candidate.roles.length > 0 || candidate.id === viewer.id) return false;
  const reach = recordReach(viewer.roles);
  if (reach !== 'assigned') return reach === 'all';
  if (mayAccessUser(viewer, candidate)) return true;
  return candidate.createdBy === viewer.id && !candidate.ownedElsewhere && candidate.affiliates.length === 0;
}

/**
 * Who sees a user's DNI and login IP in user lists: KYC (MICRO_ADMIN and the admin roles above
 * it), risk, BE and collections. Sales users see a DNI only on the one user they may edit (the
 * administrator of their affiliate), never in lists and never an IP; the rest see neither.
 */
export function seesPersonalData(roles: RolesInput): boolean {
  return hasAnyRole(list(roles), ['ROLE_MICRO_ADMIN', 'ROLE_RISK', 'ROLE_BE', 'ROLE_RECOBRO']);
}
