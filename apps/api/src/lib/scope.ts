import { messages, seesOnlyAssignedAffiliates } from '@backoffice/domain';
import { eq, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { affiliates, salesAgents } from '../db/schema';
import type { AuthUser } from '../plugins/auth';
import { httpError } from './httpError';

export type AffiliateRow = typeof affiliates.$inferSelect;

/** The signed-in user of a route that is not public. */
export function authOf(request: FastifyRequest): AuthUser {
  if (!request.auth) throw httpError(401, messages.auth.unauthenticated);
  return request.auth;
}

/** Issue 5: COMERCIAL users see and change only the affiliates assigned to them. */
export function isRestricted(auth: AuthUser): boolean {
  return seesOnlyAssignedAffiliates(auth.roles);
}

/** The condition "assigned to this user" (as sales agent or as the platform's sales agent). */
export function assignedTo(userId: number): SQL {
  return or(
    eq(affiliates.assignedSalesAgentId, userId),
    eq(affiliates.plataformaSalesAgentId, userId),
  ) as SQL;
}

/** The affiliates this user may see, as a condition; undefined when every affiliate is visible. */
export function affiliateScope(auth: AuthUser): SQL | undefined {
  return isRestricted(auth) ? assignedTo(auth.id) : undefined;
}

export function mayAccessAffiliate(
  auth: AuthUser,
  row: Pick<AffiliateRow, 'assignedSalesAgentId' | 'plataformaSalesAgentId'>,
) {
  return (
    !isRestricted(auth) || row.assignedSalesAgentId === auth.id || row.plataformaSalesAgentId === auth.id
  );
}

/** Loads an affiliate the user may see: 404 when there is none, 403 when it is someone else's. */
export async function loadAffiliate(db: Db, auth: AuthUser, id: number): Promise<AffiliateRow> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id));
  if (!row) throw httpError(404, messages.notFound.affiliate);
  if (!mayAccessAffiliate(auth, row)) throw httpError(403, messages.auth.forbidden);
  return row;
}

/** For a restricted user: the user must be the administrator or a seller of one of their affiliates. */
export async function assertUserInScope(db: Db, auth: AuthUser, userId: number): Promise<void> {
  if (!isRestricted(auth) || userId === auth.id) return;
  const rows = await db
    .select({
      assignedSalesAgentId: affiliates.assignedSalesAgentId,
      plataformaSalesAgentId: affiliates.plataformaSalesAgentId,
    })
    .from(affiliates)
    .leftJoin(salesAgents, eq(salesAgents.affiliateId, affiliates.id))
    .where(or(eq(affiliates.administradorId, userId), eq(salesAgents.userId, userId)));
  if (!rows.some((r) => mayAccessAffiliate(auth, r))) throw httpError(403, messages.auth.forbidden);
}
