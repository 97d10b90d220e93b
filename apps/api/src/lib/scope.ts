/**
 * Object-level access: the rules are the domain's (@backoffice/domain/scope), one per record
 * type; this module loads the facts that own a record and asks them. Every route that reads or
 * writes a record goes through one of these loaders or assertions.
 */
import {
  type AffiliateOwners,
  mayAccessAffiliate as affiliateRule,
  type CommentTarget,
  mayAccessCommentTarget,
  mayAccessCompany,
  mayAccessInvestor,
  mayAccessLoan,
  mayAccessUser,
  messages,
  recordReach,
  type UserOwners,
  type Viewer,
} from '@backoffice/domain';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { affiliates, auditLog, investors, loans, salesAgents, users } from '../db/schema';
import type { AuthUser } from '../plugins/auth';
import type { Tx } from './audit';
import { httpError } from './httpError';
import { rowsOf } from './rows';

export type AffiliateRow = typeof affiliates.$inferSelect;

/** The signed-in user of a route that is not public. */
export function authOf(request: FastifyRequest): AuthUser {
  if (!request.auth) throw httpError(401, messages.auth.unauthenticated);
  return request.auth;
}

const viewerOf = (auth: AuthUser): Viewer => ({ id: auth.id, roles: auth.roles });
const forbidden = () => httpError(403, messages.auth.forbidden);

/** Issue 5: COMERCIAL users see and change only the affiliates assigned to them. */
export function isRestricted(auth: AuthUser): boolean {
  return recordReach(auth.roles) === 'assigned';
}

/** Whether the caller sees every record their route roles allow (no per-record facts needed). */
const seesAll = (auth: AuthUser) => recordReach(auth.roles) === 'all';

/** The condition "assigned to this user" (as sales agent or as the platform's sales agent). */
export function assignedTo(userId: number): SQL {
  return or(
    eq(affiliates.assignedSalesAgentId, userId),
    eq(affiliates.plataformaSalesAgentId, userId),
  ) as SQL;
}

/** The affiliates this user may see, as a condition; undefined when every affiliate is visible. */
export function affiliateScope(auth: AuthUser): SQL | undefined {
  const reach = recordReach(auth.roles);
  if (reach === 'all') return undefined;
  return reach === 'assigned' ? assignedTo(auth.id) : sql`false`;
}

export function mayAccessAffiliate(auth: AuthUser, row: AffiliateOwners) {
  return affiliateRule(viewerOf(auth), row);
}

/** Loads an affiliate the user may see: 404 when there is none, 403 when it is someone else's. */
export async function loadAffiliate(db: Db | Tx, auth: AuthUser, id: number): Promise<AffiliateRow> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id));
  if (!row) throw httpError(404, messages.notFound.affiliate);
  if (!mayAccessAffiliate(auth, row)) throw forbidden();
  return row;
}

const owners = {
  assignedSalesAgentId: affiliates.assignedSalesAgentId,
  plataformaSalesAgentId: affiliates.plataformaSalesAgentId,
};

/** The affiliates a user administers or sells for: the facts that own a user. */
export async function userOwners(db: Db | Tx, userId: number): Promise<UserOwners> {
  const rows = await db
    .select(owners)
    .from(affiliates)
    .leftJoin(salesAgents, eq(salesAgents.affiliateId, affiliates.id))
    .where(or(eq(affiliates.administradorId, userId), eq(salesAgents.userId, userId)));
  return { id: userId, affiliates: rows };
}

/** The user may be read and changed by the caller (oneself always; others per the domain's rule). */
export async function assertUserInScope(db: Db | Tx, auth: AuthUser, userId: number): Promise<void> {
  if (userId === auth.id || seesAll(auth)) return;
  if (!mayAccessUser(viewerOf(auth), await userOwners(db, userId))) throw forbidden();
}

/** The users the caller may list, as a condition on `users`; undefined when they see every user. */
export function userScope(auth: AuthUser): SQL | undefined {
  const reach = recordReach(auth.roles);
  if (reach === 'all') return undefined;
  if (reach === 'self') return eq(users.id, auth.id);
  const mine = assignedTo(auth.id);
  return or(
    eq(users.id, auth.id),
    sql`exists (select 1 from ${affiliates} where ${affiliates.administradorId} = ${users.id} and ${mine})`,
    sql`exists (select 1 from ${salesAgents} join ${affiliates} on ${affiliates.id} = ${salesAgents.affiliateId} where ${salesAgents.userId} = ${users.id} and ${mine})`,
  );
}

/** A loan the caller may see: 404 when there is none, 403 when it is someone else's. */
export async function assertLoanInScope(db: Db | Tx, auth: AuthUser, loanId: number) {
  const [row] = await db
    .select({ l: loans, affiliateId: affiliates.id, ...owners })
    .from(loans)
    .leftJoin(affiliates, eq(affiliates.id, loans.affiliateId))
    .where(eq(loans.id, loanId));
  if (!row) throw httpError(404, messages.notFound.loan);
  const affiliate = row.affiliateId === null ? null : row;
  if (!mayAccessLoan(viewerOf(auth), { affiliate })) throw forbidden();
  return row.l;
}

/** The affiliates an investor is associated with: the facts that own an investor. */
async function investorOwners(db: Db | Tx, investorId: number) {
  return db.select(owners).from(affiliates).where(eq(affiliates.associatedInvestorId, investorId));
}

/** An investor the caller may see, by its id or by its user's: 404 when none, 403 when not theirs. */
export async function loadInvestor(db: Db | Tx, auth: AuthUser, by: 'investor' | 'user', id: number) {
  const [inv] = await db
    .select()
    .from(investors)
    .where(by === 'investor' ? eq(investors.id, id) : eq(investors.userId, id));
  if (!inv) throw httpError(404, messages.notFound.investor);
  if (!seesAll(auth) && !mayAccessInvestor(viewerOf(auth), { affiliates: await investorOwners(db, inv.id) }))
    throw forbidden();
  return inv;
}

/** Who created a record, from the audit log's first 'create' of it (null when nobody recorded it). */
export async function createdBy(db: Db | Tx, resource: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: auditLog.userId })
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.action, 'create')))
    .orderBy(asc(auditLog.id))
    .limit(1);
  return row?.userId ?? null;
}

/** Whether a user is already someone's record: an investor, a borrower or a seller. */
export async function isOwnedElsewhere(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = rowsOf<{ owned: boolean }>(
    await db.execute(
      sql`select (exists (select 1 from ${investors} where ${investors.userId} = ${userId})
        or exists (select 1 from ${loans} where ${loans.userId} = ${userId})
        or exists (select 1 from ${salesAgents} where ${salesAgents.userId} = ${userId})) as owned`,
    ),
  );
  return row?.owned === true;
}

/** A company: its affiliate's, or its creator's while no affiliate has it. */
export async function assertCompanyInScope(db: Db | Tx, auth: AuthUser, companyId: number) {
  if (seesAll(auth)) return;
  const rows = await db.select(owners).from(affiliates).where(eq(affiliates.datosEmpresaId, companyId));
  const creator = rows.length > 0 ? null : await createdBy(db, `/api/datos_empresas/${companyId}`);
  if (!mayAccessCompany(viewerOf(auth), { affiliates: rows, createdBy: creator })) throw forbidden();
}

/** The record a comment hangs from exists, and the caller may see it. */
export async function assertCommentTargetInScope(
  db: Db | Tx,
  auth: AuthUser,
  section: CommentTarget['section'],
  id: number,
) {
  if (section === 'afiliado') {
    await loadAffiliate(db, auth, id);
    return;
  }
  if (section === 'credito') {
    await assertLoanInScope(db, auth, id);
    return;
  }
  if (section === 'inversor') {
    await loadInvestor(db, auth, 'investor', id);
    return;
  }
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!u) throw httpError(404, messages.general.notFound);
  if (id === auth.id || seesAll(auth)) return;
  const user = await userOwners(db, id);
  if (!mayAccessCommentTarget(viewerOf(auth), { section, user })) throw forbidden();
}
