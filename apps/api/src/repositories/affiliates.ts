/**
 * The affiliate area's queries (issue 11): small functions over a database or a transaction
 * handle, so a route reads in one place and writes inside its transaction with the same code.
 */
import type { AffiliateFinancingSortable, SortDirection } from '@backoffice/domain';
import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import type { Tx } from '../lib/audit';
import { containsPattern, foldSql } from '../lib/fold';
import { type Paging, pageOf } from '../lib/jsonld';
import type { AffiliateRow } from '../lib/scope';

/** A database or a transaction. */
export type Handle = Db | Tx;
type AffiliateInsert = typeof s.affiliates.$inferInsert;
type StatusHistoryInsert = typeof s.statusHistory.$inferInsert;

// ----- The dashboard (issue 7)

export async function countsByState(h: Handle, scope: SQL | undefined) {
  return h
    .select({ estadoCd: s.affiliates.estadoCd, n: count() })
    .from(s.affiliates)
    .where(scope)
    .groupBy(s.affiliates.estadoCd);
}

export async function latestStateChanges(h: Handle, scope: SQL | undefined, limit: number) {
  return h
    .select({
      affiliateId: s.affiliates.id,
      nombre: s.affiliates.nombre,
      date: s.statusHistory.date,
      previousState: s.statusHistory.previousState,
      finalState: s.statusHistory.finalState,
    })
    .from(s.statusHistory)
    .innerJoin(
      s.affiliates,
      and(eq(s.statusHistory.section, 'afiliado'), eq(s.affiliates.id, s.statusHistory.recordId)),
    )
    .where(scope)
    .orderBy(desc(s.statusHistory.date), desc(s.statusHistory.id))
    .limit(limit);
}

// ----- The record and its writes

export async function companyById(h: Handle, id: number) {
  const [row] = await h.select().from(s.datosEmpresas).where(eq(s.datosEmpresas.id, id));
  return row;
}

export async function userById(h: Handle, id: number) {
  const [row] = await h.select().from(s.users).where(eq(s.users.id, id));
  return row;
}

export async function userExists(h: Handle, id: number): Promise<boolean> {
  const [row] = await h.select({ id: s.users.id }).from(s.users).where(eq(s.users.id, id));
  return row !== undefined;
}

export async function investorExists(h: Handle, id: number): Promise<boolean> {
  const [row] = await h.select({ id: s.investors.id }).from(s.investors).where(eq(s.investors.id, id));
  return row !== undefined;
}

/** An affiliate already behind this company or this administrator, if any. */
export async function affiliateUsing(h: Handle, companyId: number, administratorId: number) {
  const [row] = await h
    .select({ id: s.affiliates.id })
    .from(s.affiliates)
    .where(or(eq(s.affiliates.datosEmpresaId, companyId), eq(s.affiliates.administradorId, administratorId)));
  return row;
}

export async function insertAffiliate(h: Handle, values: AffiliateInsert) {
  const [row] = await h.insert(s.affiliates).values(values).returning();
  return row;
}

export async function updateAffiliate(h: Handle, id: number, set: Partial<AffiliateInsert>) {
  const [row] = await h.update(s.affiliates).set(set).where(eq(s.affiliates.id, id)).returning();
  return row as AffiliateRow | undefined;
}

export async function insertStatusHistory(h: Handle, values: StatusHistoryInsert) {
  await h.insert(s.statusHistory).values(values);
}

/** An affiliate's parent link, to walk up the tree. */
export async function parentOf(h: Handle, id: number) {
  const [row] = await h
    .select({ id: s.affiliates.id, padreId: s.affiliates.padreId })
    .from(s.affiliates)
    .where(eq(s.affiliates.id, id));
  return row;
}

// ----- The detail sections (§7 "Affiliate reads")

/** The affiliate's documents and its administrator's own (not a loan's). */
export async function documentsOf(h: Handle, a: AffiliateRow) {
  return h
    .select()
    .from(s.documents)
    .where(
      or(
        eq(s.documents.affiliateId, a.id),
        a.administradorId
          ? and(eq(s.documents.userId, a.administradorId), isNull(s.documents.loanId))
          : undefined,
      ),
    )
    .orderBy(desc(s.documents.createdAt));
}

export async function tasksOf(h: Handle, affiliateId: number) {
  return h.select().from(s.tasks).where(eq(s.tasks.affiliateId, affiliateId)).orderBy(desc(s.tasks.date));
}

export async function childrenOf(h: Handle, affiliateId: number) {
  return h
    .select({
      id: s.affiliates.id,
      nombre: s.affiliates.nombre,
      formaLegal: s.affiliates.formaLegal,
      estadoCd: s.affiliates.estadoCd,
      code: s.affiliates.code,
    })
    .from(s.affiliates)
    .where(eq(s.affiliates.padreId, affiliateId))
    .orderBy(asc(s.affiliates.id));
}

const FINANCING_COLUMNS = {
  id: s.loans.id,
  code: s.loans.code,
  createdAt: s.loans.createdAt,
  amount: s.loans.cantidad,
  duration: s.loans.meses,
  status: s.loans.estadoCd,
} as const satisfies Record<AffiliateFinancingSortable, AnyPgColumn>;

/** The asked order, then the id in the first column's direction; newest first when none is asked. */
function financingOrder(order: readonly [AffiliateFinancingSortable, SortDirection][]): SQL[] {
  if (order.length === 0) return [desc(s.loans.createdAt), desc(s.loans.id)];
  const by = order.map(([f, dir]) =>
    dir === 'asc' ? asc(FINANCING_COLUMNS[f]) : desc(FINANCING_COLUMNS[f]),
  );
  if (!order.some(([f]) => f === 'id')) by.push(order[0]?.[1] === 'asc' ? asc(s.loans.id) : desc(s.loans.id));
  return by;
}

/** The affiliate's own loans and its branches': the total and one page, newest first unless asked. */
export async function financingPage(
  h: Handle,
  affiliateId: number,
  paging: Paging,
  order: readonly [AffiliateFinancingSortable, SortDirection][] = [],
) {
  const branch = alias(s.affiliates, 'branch');
  const borrower = alias(s.users, 'borrower');
  const sellerUser = alias(s.users, 'seller');
  const scopeIds = sql`(select ${affiliateId} union select id from affiliates where padre_id = ${affiliateId})`;
  const where = sql`${s.loans.affiliateId} in ${scopeIds}`;
  const [{ total } = { total: 0 }] = await h.select({ total: count() }).from(s.loans).where(where);
  const q = h
    .select({
      id: s.loans.id,
      code: s.loans.code,
      name: sql<string>`trim(${borrower.firstname} || ' ' || ${borrower.lastname})`,
      status: s.loans.estadoCd,
      pTinI: s.loans.pTinI,
      tae: s.loans.tae,
      amount: s.loans.cantidad,
      cobros: s.loans.cobros,
      duration: s.loans.meses,
      salesAgent: sql<
        string | null
      >`nullif(trim(${sellerUser.firstname} || ' ' || ${sellerUser.lastname}), '')`,
      branchId: branch.id,
      branchName: branch.nombre,
      branchUsername: sql<
        string | null
      >`(select u.username from users u where u.id = ${branch.administradorId})`,
      createdAt: s.loans.createdAt,
    })
    .from(s.loans)
    .innerJoin(borrower, eq(borrower.id, s.loans.userId))
    .leftJoin(branch, eq(branch.id, s.loans.affiliateId))
    .leftJoin(s.salesAgents, eq(s.salesAgents.id, s.loans.salesAgentId))
    .leftJoin(sellerUser, eq(sellerUser.id, s.salesAgents.userId))
    .where(where)
    .orderBy(...financingOrder(order));
  return { total, rows: await pageOf(q, paging) };
}

export async function salesAgentsOf(h: Handle, affiliateId: number) {
  const manager = alias(s.salesAgents, 'manager');
  const managerUser = alias(s.users, 'manager_user');
  return h
    .select({
      id: s.salesAgents.id,
      userId: s.users.id,
      username: s.users.username,
      email: s.users.email,
      firstname: s.users.firstname,
      lastname: s.users.lastname,
      dni: s.users.dni,
      reference: s.users.reference,
      manager: managerUser.username,
      active: s.salesAgents.active,
      loans: sql<number>`(select count(*)::int from loans l where l.sales_agent_id = ${s.salesAgents.id})`,
    })
    .from(s.salesAgents)
    .innerJoin(s.users, eq(s.users.id, s.salesAgents.userId))
    .leftJoin(manager, eq(manager.id, s.salesAgents.managerId))
    .leftJoin(managerUser, eq(managerUser.id, manager.userId))
    .where(eq(s.salesAgents.affiliateId, affiliateId))
    .orderBy(asc(s.salesAgents.id));
}

export async function transfersOf(h: Handle, affiliateId: number) {
  const com = alias(s.users, 'com');
  return h
    .select({
      id: s.transfers.id,
      loanId: s.loans.id,
      loanCode: s.loans.code,
      loanStatus: s.loans.estadoCd,
      date: s.transfers.date,
      direction: s.transfers.direction,
      code: s.transfers.code,
      amount: s.transfers.amount,
      status: s.transfers.status,
      comercial: com.username,
    })
    .from(s.transfers)
    .leftJoin(s.loans, eq(s.loans.id, s.transfers.loanId))
    .leftJoin(com, eq(com.id, s.transfers.comercialId))
    .where(eq(s.transfers.affiliateId, affiliateId))
    .orderBy(desc(s.transfers.date));
}

export async function cancellationsOf(h: Handle, affiliateId: number) {
  const agentUser = alias(s.users, 'agent_user');
  return h
    .select({
      c: s.cancellationOperations,
      loanCode: s.loans.code,
      loanStatus: s.loans.estadoCd,
      salesAgent: agentUser.username,
    })
    .from(s.cancellationOperations)
    .innerJoin(s.loans, eq(s.loans.id, s.cancellationOperations.loanId))
    .leftJoin(agentUser, eq(agentUser.id, s.cancellationOperations.salesAgentId))
    .where(eq(s.cancellationOperations.affiliateId, affiliateId))
    .orderBy(desc(s.cancellationOperations.createdAt));
}

export async function provisionFundMovementsOf(h: Handle, affiliateId: number) {
  return h
    .select()
    .from(s.provisionFundMovements)
    .where(eq(s.provisionFundMovements.affiliateId, affiliateId))
    .orderBy(desc(s.provisionFundMovements.date));
}

export async function statusHistoryOf(h: Handle, affiliateId: number) {
  const by = alias(s.users, 'by_user');
  const oldA = alias(s.users, 'old_agent');
  const curA = alias(s.users, 'cur_agent');
  return h
    .select({
      h: s.statusHistory,
      user: by.username,
      oldAgent: oldA.username,
      currentAgent: curA.username,
    })
    .from(s.statusHistory)
    .leftJoin(by, eq(by.id, s.statusHistory.userId))
    .leftJoin(oldA, eq(oldA.id, s.statusHistory.oldAgentId))
    .leftJoin(curA, eq(curA.id, s.statusHistory.currentAgentId))
    .where(and(eq(s.statusHistory.section, 'afiliado'), eq(s.statusHistory.recordId, affiliateId)))
    .orderBy(desc(s.statusHistory.date), desc(s.statusHistory.id));
}

export async function secondaryReasonsOf(h: Handle, affiliateId: number) {
  return h
    .select({
      id: s.afiliadoSecondaryReasons.id,
      srId: s.secondaryReasons.id,
      primaryReason: s.secondaryReasons.primaryReason,
      secondaryReason: s.secondaryReasons.secondaryReason,
      validated: s.secondaryReasons.validated,
      active: s.secondaryReasons.active,
      less10k: s.secondaryReasons.less10k,
      plans: sql<number>`(select count(*)::int from configuracion_afiliados p where p.affiliate_id = ${affiliateId} and p.secondary_reason_id = ${s.secondaryReasons.id})`,
    })
    .from(s.afiliadoSecondaryReasons)
    .innerJoin(s.secondaryReasons, eq(s.secondaryReasons.id, s.afiliadoSecondaryReasons.secondaryReasonId))
    .where(eq(s.afiliadoSecondaryReasons.affiliateId, affiliateId))
    .orderBy(asc(s.afiliadoSecondaryReasons.id));
}

export async function planCount(h: Handle, affiliateId: number): Promise<number> {
  const [row] = await h
    .select({ n: count() })
    .from(s.configuracionAfiliados)
    .where(eq(s.configuracionAfiliados.affiliateId, affiliateId));
  return row?.n ?? 0;
}

export async function linksOf(h: Handle, affiliateId: number) {
  return h
    .select()
    .from(s.linksAfiliados)
    .where(eq(s.linksAfiliados.affiliateId, affiliateId))
    .orderBy(asc(s.linksAfiliados.id));
}

export async function plansOf(h: Handle, affiliateId: number) {
  return h
    .select()
    .from(s.configuracionAfiliados)
    .where(eq(s.configuracionAfiliados.affiliateId, affiliateId))
    .orderBy(asc(s.configuracionAfiliados.id));
}

// ----- Selects

/** Up to 50 affiliates in scope whose code or name contains the text (accents and case aside). */
export async function affiliateOptions(h: Handle, scope: SQL | undefined, text: string | undefined) {
  const p = text ? containsPattern(text) : null;
  return h
    .select({ id: s.affiliates.id, code: s.affiliates.code, nombre: s.affiliates.nombre })
    .from(s.affiliates)
    .where(
      and(
        scope,
        p
          ? or(sql`${foldSql(s.affiliates.code)} like ${p}`, sql`${foldSql(s.affiliates.nombre)} like ${p}`)
          : undefined,
      ),
    )
    .orderBy(asc(s.affiliates.nombre))
    .limit(50);
}
