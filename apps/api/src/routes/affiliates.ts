import {
  AFFILIATE_LIST_SORTABLE,
  AFFILIATE_PRODUCTS,
  AFFILIATE_STATE_LABELS,
  AFFILIATE_STATES,
  affiliatePhase,
  affiliateStateChangeRefusal,
  DEFAULT_AFFILIATE_STATE,
  LIMITS,
  mayAppointAdministrator,
  messages,
  mixedMonths2,
  parseOrder,
  provisionFundQuarters,
} from '@backoffice/domain';
import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { access } from '../access';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { queryAffiliateList } from '../lib/affiliateList';
import { audit } from '../lib/audit';
import type { RouteDeps } from '../lib/deps';
import { containsPattern, foldSql } from '../lib/fold';
import { httpError } from '../lib/httpError';
import { idFrom, iri, iriOf, linkSchema, paramId } from '../lib/iri';
import { collection, member, pageOf, pageOffset, pagingFrom, resource } from '../lib/jsonld';
import { bool, idParams, int4, money, pagingQuery, pct, score, str } from '../lib/schemas';
import {
  type AffiliateRow,
  affiliateScope,
  assertCompanyInScope,
  authOf,
  createdBy,
  isOwnedElsewhere,
  isRestricted,
  loadAffiliate,
  userOwners,
} from '../lib/scope';
import { VersionedCache } from '../lib/versionedCache';

type Query = Record<string, string | undefined>;

/** The affiliate resource (§3 "Affiliate"): fields as the API spells them, links as paths. */
export function affiliateBody(a: AffiliateRow) {
  const {
    padreId,
    datosEmpresaId,
    administradorId,
    plataformaSalesAgentId,
    assignedSalesAgentId,
    associatedInvestorId,
    ...rest
  } = a;
  return {
    ...rest,
    collaborationContractAt: a.collaborationContractAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    padre: iri('afiliado', padreId),
    datosEmpresa: iri('datosEmpresa', datosEmpresaId),
    administrador: iri('user', administradorId),
    plataformaSalesAgent: iri('user', plataformaSalesAgentId),
    assignedSalesAgent: iri('user', assignedSalesAgentId),
    associatedInvestor: iri('investor', associatedInvestorId),
    phase: affiliatePhase(a.estadoCd),
  };
}

/** What PUT /api/afiliados/{id} may change; fields not sent are left alone. */
const affiliatePut = {
  type: 'object',
  additionalProperties: false,
  properties: {
    nombre: { type: 'string', minLength: 1, maxLength: 200 },
    estadoCd: { type: 'string', enum: [...AFFILIATE_STATES] },
    origin: str(50),
    score: score,
    simplaiScoreOnboarding: score,
    simplaiRatingOnboarding: str(20),
    simplaiFlagBadexcug: bool,
    simplaiFlagRai: bool,
    promotedOnLanding: { type: 'boolean' },
    configLocked: { type: 'boolean' },
    clientsPDMLv1Avg: score,
    asnefClientsPercentage: pct,
    problematicInstallmentsPercentage: pct,
    formaLegal: str(50),
    totalIngresosComputables: money,
    primaryReason: str(100),
    plataforma: { type: 'boolean' },
    fintonic: { type: 'boolean' },
    bankia: { type: 'boolean' },
    santander: { type: 'boolean' },
    allowOwnInvestment: { type: 'boolean' },
    beneficio: money,
    facturacionAnual: money,
    fondosPropios: money,
    activoCorriente: money,
    patrimonioNeto: money,
    pasivoCorriente: money,
    deudaCorto: money,
    deudaLargo: money,
    importeNetoCifraNegocios: money,
    resultadoExplotacion: money,
    riskRating: str(20),
    ejercicioFiscalDocumentos: int4,
    functionalityFlags: { type: 'object', additionalProperties: { type: 'boolean' }, maxProperties: 50 },
    displayFlags: { type: 'object', additionalProperties: { type: 'boolean' }, maxProperties: 50 },
    padre: linkSchema,
    plataformaSalesAgent: linkSchema,
    assignedSalesAgent: linkSchema,
    associatedInvestor: linkSchema,
  },
} as const;

const LINK_FIELDS = {
  padre: ['afiliado', 'padreId'],
  plataformaSalesAgent: ['user', 'plataformaSalesAgentId'],
  assignedSalesAgent: ['user', 'assignedSalesAgentId'],
  associatedInvestor: ['investor', 'associatedInvestorId'],
} as const;

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['datosEmpresa', 'administrador'],
  properties: {
    datosEmpresa: linkSchema,
    administrador: linkSchema,
    estadoCd: { type: 'string', enum: [DEFAULT_AFFILIATE_STATE] },
    plataformaSalesAgent: linkSchema,
    assignedSalesAgent: linkSchema,
    nombre: { type: 'string', maxLength: 200 },
    origin: str(50),
    primaryReason: str(100),
    formaLegal: str(50),
  },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    ...pagingQuery,
    text: { type: 'string', maxLength: 100 },
    status: { type: 'string', maxLength: 200 },
    salesAgent: { type: 'string', maxLength: 100 },
  },
} as const;

export async function affiliatesRoutes(app: FastifyInstance, { db, now, readCache }: RouteDeps) {
  // The busiest call of the admin: its answers are kept per caller scope and URL, and serve only
  // while the affiliate list's data version (bumped by triggers on every change) is unchanged.
  const listCache = readCache ? new VersionedCache<string>() : null;
  // GET /api/users/{id}/affiliatesInDepthList: counts per status, text/status/salesAgent filters, paging.
  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/users/:id/affiliatesInDepthList',
    {
      config: { access: access('GET /api/users/:id/affiliatesInDepthList') },
      schema: { params: idParams, querystring: listQuery },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const userId = paramId(request.params.id);
      const q = request.query;
      // A restricted user lists only their own affiliates, whoever's list they ask for.
      const scopeUser = isRestricted(auth) ? auth.id : null;
      if (scopeUser !== null && userId !== scopeUser) throw httpError(403, messages.auth.forbidden);
      const listUser = userId !== auth.id ? userId : null;
      const build = async () => JSON.stringify(await affiliateListBody(db, userId, scopeUser, listUser, q));
      // The key names everything the answer depends on besides the URL: whose scope it is
      // (restricted callers) and whose list (another user's assigned affiliates, or, for the
      // caller's own list, every affiliate). Without `listUser` a MICRO_ADMIN's look at an ADMIN's
      // list (that ADMIN's one affiliate) was served to the ADMIN as their own list (issue 12).
      const key = `${scopeUser ?? '*'} ${listUser ?? 'all'} ${request.url}`;
      const body = listCache
        ? await listCache.get(auth.dataVersions.affiliate_list, key, build)
        : await build();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  // Issue 7 dashboard: counts by state and by phase, and the latest state changes.
  app.get(
    '/api/afiliados_dashboard',
    { config: { access: access('GET /api/afiliados_dashboard') } },
    async (request) => {
      const auth = authOf(request);
      const scope = affiliateScope(auth);
      const rows = await db
        .select({ estadoCd: s.affiliates.estadoCd, n: count() })
        .from(s.affiliates)
        .where(scope)
        .groupBy(s.affiliates.estadoCd);
      const byState: Record<string, number> = Object.fromEntries(AFFILIATE_STATES.map((st) => [st, 0]));
      for (const r of rows) byState[r.estadoCd] = r.n;
      const byPhase: Record<string, number> = { contact: 0, registration: 0, financing: 0 };
      for (const [st, n] of Object.entries(byState)) {
        const ph = affiliatePhase(st);
        if (ph) byPhase[ph] = (byPhase[ph] ?? 0) + n;
      }
      const changes = await db
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
        .limit(10);
      return resource('AffiliateDashboard', '/api/afiliados_dashboard', {
        byState,
        byPhase,
        recentChanges: changes.map((c) => ({
          ...c,
          afiliado: iriOf('afiliado', c.affiliateId),
          date: c.date.toISOString(),
        })),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/afiliados/:id',
    { config: { access: access('GET /api/afiliados/:id') }, schema: { params: idParams } },
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      return resource('Afiliado', iriOf('afiliado', a.id), affiliateBody(a));
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/api/afiliados',
    { config: { access: access('POST /api/afiliados') }, schema: { body: createBody } },
    async (request, reply) => {
      const auth = authOf(request);
      const b = request.body;
      const datosEmpresaId = idFrom('datosEmpresa', b.datosEmpresa) as number;
      const administradorId = idFrom('user', b.administrador) as number;
      const plataformaSalesAgentId = idFrom('user', b.plataformaSalesAgent);
      const assigned = idFrom('user', b.assignedSalesAgent);
      const created = await db.transaction(async (tx) => {
        const [company] = await tx
          .select()
          .from(s.datosEmpresas)
          .where(eq(s.datosEmpresas.id, datosEmpresaId));
        const [adminUser] = await tx.select().from(s.users).where(eq(s.users.id, administradorId));
        if (!company || !adminUser) throw httpError(404, messages.general.notFound);
        // Issue 12: the company must be one the caller may see (theirs while unattached), and the
        // administrator a user created for this affiliate or already in the caller's scope.
        await assertCompanyInScope(tx as never, auth, datosEmpresaId);
        const candidate = {
          ...(await userOwners(tx as never, administradorId)),
          roles: adminUser.roles,
          createdBy: await createdBy(tx as never, `/api/users/${administradorId}`),
          ownedElsewhere: await isOwnedElsewhere(tx as never, administradorId),
        };
        if (!mayAppointAdministrator({ id: auth.id, roles: auth.roles }, candidate))
          throw httpError(403, messages.input.administratorNotAllowed);
        // A company or an administrator already behind another affiliate is someone else's.
        const [taken] = await tx
          .select({ id: s.affiliates.id })
          .from(s.affiliates)
          .where(
            or(
              eq(s.affiliates.datosEmpresaId, datosEmpresaId),
              eq(s.affiliates.administradorId, administradorId),
            ),
          );
        if (taken) throw httpError(409, messages.http[409]);
        for (const agentId of [plataformaSalesAgentId, assigned]) {
          if (agentId === null) continue;
          const [u] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.id, agentId));
          if (!u) throw httpError(404, messages.general.notFound);
        }
        // A restricted (COMERCIAL) user creates affiliates assigned to themself.
        const assignedSalesAgentId = isRestricted(auth) ? auth.id : (assigned ?? auth.id);
        const [row] = await tx
          .insert(s.affiliates)
          .values({
            code: `TMP-${request.id}-${now()}`,
            nombre:
              (b.nombre as string | undefined)?.trim() ||
              company.nombreComercial ||
              company.razonSocial ||
              adminUser.username,
            estadoCd: DEFAULT_AFFILIATE_STATE,
            origin: (b.origin as string | null | undefined) ?? null,
            primaryReason: (b.primaryReason as string | null | undefined) ?? null,
            formaLegal: (b.formaLegal as string | null | undefined) ?? null,
            datosEmpresaId,
            administradorId,
            plataformaSalesAgentId: plataformaSalesAgentId ?? auth.id,
            assignedSalesAgentId,
          })
          .returning();
        if (!row) throw httpError(500, messages.write.createAffiliate);
        const [final] = await tx
          .update(s.affiliates)
          .set({ code: `AF${String(row.id).padStart(5, '0')}` })
          .where(eq(s.affiliates.id, row.id))
          .returning();
        await tx.insert(s.statusHistory).values({
          section: 'afiliado',
          recordId: row.id,
          date: new Date(now()),
          previousState: null,
          finalState: DEFAULT_AFFILIATE_STATE,
          userId: auth.id,
          currentAgentId: assignedSalesAgentId,
        });
        await audit(tx, {
          userId: auth.id,
          action: 'create',
          resource: iriOf('afiliado', row.id),
          after: final,
        });
        return final as AffiliateRow;
      });
      reply.status(201);
      return resource('Afiliado', iriOf('afiliado', created.id), affiliateBody(created));
    },
  );

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/api/afiliados/:id',
    {
      config: { access: access('PUT /api/afiliados/:id') },
      schema: { params: idParams, body: affiliatePut },
    },
    async (request) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      const body = request.body ?? {};
      const updated = await db.transaction(async (tx) => {
        const before = await loadAffiliate(tx as never, auth, id);
        const set: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(body)) {
          if (key in LINK_FIELDS) {
            const [kind, column] = LINK_FIELDS[key as keyof typeof LINK_FIELDS];
            const target = idFrom(kind, value);
            set[column] = target;
          } else set[key] = value;
        }
        // Reassigning an affiliate is for those who see them all.
        if (
          (set.assignedSalesAgentId !== undefined &&
            set.assignedSalesAgentId !== before.assignedSalesAgentId) ||
          (set.plataformaSalesAgentId !== undefined &&
            set.plataformaSalesAgentId !== before.plataformaSalesAgentId)
        ) {
          if (isRestricted(auth)) throw httpError(403, messages.auth.forbidden);
        }
        for (const col of ['assignedSalesAgentId', 'plataformaSalesAgentId'] as const) {
          const v = set[col];
          if (typeof v === 'number') {
            const [u] = await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.id, v));
            if (!u) throw httpError(404, messages.general.notFound);
          }
        }
        if (typeof set.associatedInvestorId === 'number') {
          const [inv] = await tx
            .select({ id: s.investors.id })
            .from(s.investors)
            .where(eq(s.investors.id, set.associatedInvestorId));
          if (!inv) throw httpError(404, messages.notFound.investor);
        }
        // A restricted user may hang their affiliate only from another of theirs, and may not link
        // an investor (that would open the investor's data to them).
        if (typeof set.padreId === 'number') {
          await checkParent(tx as never, id, set.padreId);
          if (isRestricted(auth)) await loadAffiliate(tx as never, auth, set.padreId);
        }
        if (
          set.associatedInvestorId !== undefined &&
          set.associatedInvestorId !== before.associatedInvestorId &&
          isRestricted(auth)
        )
          throw httpError(403, messages.auth.forbidden);
        // §4: the only transition the admin makes is "activate anyway" (to ACT), for ADMIN_PLUS (§6).
        if (set.estadoCd !== undefined) {
          const refusal = affiliateStateChangeRefusal(auth.roles, before.estadoCd, set.estadoCd);
          if (refusal === 'notAllowedState') throw httpError(422, messages.http[422]);
          if (refusal === 'forbidden') throw httpError(403, messages.auth.forbidden);
        }
        if (Object.keys(set).length === 0) return before;
        const [after] = await tx
          .update(s.affiliates)
          .set({ ...set, updatedAt: new Date(now()) })
          .where(eq(s.affiliates.id, id))
          .returning();
        if (!after) throw httpError(404, messages.notFound.affiliate);
        if (
          after.estadoCd !== before.estadoCd ||
          after.assignedSalesAgentId !== before.assignedSalesAgentId
        ) {
          await tx.insert(s.statusHistory).values({
            section: 'afiliado',
            recordId: id,
            date: new Date(now()),
            previousState: before.estadoCd,
            finalState: after.estadoCd,
            userId: auth.id,
            oldAgentId: before.assignedSalesAgentId,
            currentAgentId: after.assignedSalesAgentId,
          });
        }
        await audit(tx, {
          userId: auth.id,
          action: 'update',
          resource: iriOf('afiliado', id),
          before,
          after,
        });
        return after;
      });
      return resource('Afiliado', iriOf('afiliado', id), affiliateBody(updated));
    },
  );

  /** A parent must exist, not be the affiliate itself, and not hang from it (no cycles). */
  async function checkParent(tx: typeof db, id: number, padreId: number) {
    if (padreId === id) throw httpError(422, messages.http[422]);
    let cursor: number | null = padreId;
    for (let depth = 0; cursor !== null && depth < 50; depth += 1) {
      const [p]: { id: number; padreId: number | null }[] = await tx
        .select({ id: s.affiliates.id, padreId: s.affiliates.padreId })
        .from(s.affiliates)
        .where(eq(s.affiliates.id, cursor));
      if (!p) throw httpError(404, messages.notFound.affiliate);
      if (p.padreId === id) throw httpError(422, messages.http[422]);
      cursor = p.padreId;
    }
  }

  // ----- Reads of the detail sections (§7 "Affiliate reads") -----

  const read = (path: `/api/afiliados/:id/${string}`) =>
    ({
      config: { access: access(`GET ${path}` as never) },
      schema: { params: idParams, querystring: { type: 'object', properties: { ...pagingQuery } } },
    }) as const;

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/documentsList',
    read('/api/afiliados/:id/documentsList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const rows = await db
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
      return list(request.url, request.query, 'Document', rows.map(documentMember), false);
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/tasksList',
    read('/api/afiliados/:id/tasksList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const rows = await db
        .select()
        .from(s.tasks)
        .where(eq(s.tasks.affiliateId, a.id))
        .orderBy(desc(s.tasks.date));
      return list(
        request.url,
        request.query,
        'Task',
        rows.map((t) =>
          member('Task', iriOf('task', t.id), {
            id: t.id,
            type: t.type,
            date: t.date,
            name: t.name,
            status: t.status,
            finished: t.finished,
          }),
        ),
        false,
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/childrenList',
    read('/api/afiliados/:id/childrenList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const rows = await db
        .select({
          id: s.affiliates.id,
          nombre: s.affiliates.nombre,
          formaLegal: s.affiliates.formaLegal,
          estadoCd: s.affiliates.estadoCd,
          code: s.affiliates.code,
        })
        .from(s.affiliates)
        .where(eq(s.affiliates.padreId, a.id))
        .orderBy(asc(s.affiliates.id));
      return list(
        request.url,
        request.query,
        'Afiliado',
        rows.map((r) => member('Afiliado', iriOf('afiliado', r.id), r)),
        false,
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/financiacionList',
    read('/api/afiliados/:id/financiacionList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      // §9: 100 rows per page. The affiliate's own loans and its branches'.
      const paging = pagingFrom(
        { ...request.query, itemsPerPage: request.query.limit ?? request.query.itemsPerPage },
        LIMITS.financingPageSize,
      );
      const branch = alias(s.affiliates, 'branch');
      const borrower = alias(s.users, 'borrower');
      const sellerUser = alias(s.users, 'seller');
      const scopeIds = sql`(select ${a.id} union select id from affiliates where padre_id = ${a.id})`;
      const where = sql`${s.loans.affiliateId} in ${scopeIds}`;
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(s.loans).where(where);
      const q = db
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
        .orderBy(desc(s.loans.createdAt), desc(s.loans.id));
      const rows = await pageOf(q, paging);
      return collection(
        'Financiacion',
        request.url.split('?')[0] ?? '',
        request.query,
        rows.map((r) =>
          member('Financiacion', iriOf('loan', r.id), { ...r, createdAt: r.createdAt.toISOString() }),
        ),
        total,
        paging,
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/salesAgentsInDepthList',
    read('/api/afiliados/:id/salesAgentsInDepthList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const manager = alias(s.salesAgents, 'manager');
      const managerUser = alias(s.users, 'manager_user');
      const rows = await db
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
        .where(eq(s.salesAgents.affiliateId, a.id))
        .orderBy(asc(s.salesAgents.id));
      return list(
        request.url,
        request.query,
        'SalesAgent',
        rows.map((r) =>
          member('SalesAgent', iriOf('salesAgent', r.id), { ...r, user: iriOf('user', r.userId) }),
        ),
        false,
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/transactionList',
    read('/api/afiliados/:id/transactionList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const com = alias(s.users, 'com');
      const rows = await db
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
        .where(eq(s.transfers.affiliateId, a.id))
        .orderBy(desc(s.transfers.date));
      return list(
        request.url,
        request.query,
        'Transfer',
        rows.map((r) =>
          member('Transfer', iriOf('transfer', r.id), {
            loan: iri('loan', r.loanId),
            loanId: r.loanCode,
            loanStatus: r.loanStatus,
            date: r.date.toISOString(),
            direction: r.direction,
            code: r.code,
            amount: r.amount,
            status: r.status,
            comercial: r.comercial,
          }),
        ),
        true,
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/cancellationOperationList',
    read('/api/afiliados/:id/cancellationOperationList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const agentUser = alias(s.users, 'agent_user');
      const rows = await db
        .select({
          c: s.cancellationOperations,
          loanCode: s.loans.code,
          loanStatus: s.loans.estadoCd,
          salesAgent: agentUser.username,
        })
        .from(s.cancellationOperations)
        .innerJoin(s.loans, eq(s.loans.id, s.cancellationOperations.loanId))
        .leftJoin(agentUser, eq(agentUser.id, s.cancellationOperations.salesAgentId))
        .where(eq(s.cancellationOperations.affiliateId, a.id))
        .orderBy(desc(s.cancellationOperations.createdAt));
      return list(
        request.url,
        request.query,
        'CancellationOperation',
        rows.map((r) => cancellationMember(r.c, r.loanCode, r.loanStatus, r.salesAgent)),
        true,
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/provisionFundsList',
    read('/api/afiliados/:id/provisionFundsList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const rows = await db
        .select()
        .from(s.provisionFundMovements)
        .where(eq(s.provisionFundMovements.affiliateId, a.id))
        .orderBy(desc(s.provisionFundMovements.date));
      // §3 "quarters with movements grouped by quarter".
      const quarters = provisionFundQuarters(
        rows.map((m) => ({
          id: m.id,
          date: m.date,
          amount: m.amount,
          concept: m.concept,
          loan: iri('loan', m.loanId),
        })),
      );
      const members = quarters.map((q) =>
        member('ProvisionFundQuarter', `${iriOf('afiliado', a.id)}/provisionFundsList#${q.key}`, q),
      );
      return list(request.url, request.query, 'ProvisionFundQuarter', members, false);
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/statusHistoryList',
    read('/api/afiliados/:id/statusHistoryList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const by = alias(s.users, 'by_user');
      const oldA = alias(s.users, 'old_agent');
      const curA = alias(s.users, 'cur_agent');
      const rows = await db
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
        .where(and(eq(s.statusHistory.section, 'afiliado'), eq(s.statusHistory.recordId, a.id)))
        .orderBy(desc(s.statusHistory.date), desc(s.statusHistory.id));
      return list(
        request.url,
        request.query,
        'StatusHistory',
        rows.map((r) =>
          member('StatusHistory', `${iriOf('afiliado', a.id)}/statusHistoryList#${r.h.id}`, {
            date: r.h.date.toISOString(),
            previousState: r.h.previousState,
            finalState: r.h.finalState,
            user: r.user,
            oldAgent: r.oldAgent,
            currentAgent: r.currentAgent,
          }),
        ),
        false,
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/secondaryReasonsList',
    read('/api/afiliados/:id/secondaryReasonsList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const rows = await db
        .select({
          id: s.afiliadoSecondaryReasons.id,
          srId: s.secondaryReasons.id,
          primaryReason: s.secondaryReasons.primaryReason,
          secondaryReason: s.secondaryReasons.secondaryReason,
          validated: s.secondaryReasons.validated,
          active: s.secondaryReasons.active,
          less10k: s.secondaryReasons.less10k,
          plans: sql<number>`(select count(*)::int from configuracion_afiliados p where p.affiliate_id = ${a.id} and p.secondary_reason_id = ${s.secondaryReasons.id})`,
        })
        .from(s.afiliadoSecondaryReasons)
        .innerJoin(
          s.secondaryReasons,
          eq(s.secondaryReasons.id, s.afiliadoSecondaryReasons.secondaryReasonId),
        )
        .where(eq(s.afiliadoSecondaryReasons.affiliateId, a.id))
        .orderBy(asc(s.afiliadoSecondaryReasons.id));
      return list(
        request.url,
        request.query,
        'AfiliadoSecondaryReason',
        rows.map(({ srId, ...r }) =>
          member('AfiliadoSecondaryReason', iriOf('afiliadoSecondaryReason', r.id), {
            ...r,
            secondaryReasonIri: iriOf('secondaryReason', srId),
            hasPlans: r.plans > 0,
          }),
        ),
        false,
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/productList',
    read('/api/afiliados/:id/productList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      // The products the affiliate offers, from its funder flags and its plans and links.
      const plans = await db
        .select({ n: count() })
        .from(s.configuracionAfiliados)
        .where(eq(s.configuracionAfiliados.affiliateId, a.id));
      const [financiacion, cobros] = AFFILIATE_PRODUCTS;
      const products = [
        { ...financiacion, active: a.plataforma, plans: plans[0]?.n ?? 0 },
        { ...cobros, active: a.plataformaCobros, plans: 0 },
      ];
      return list(
        request.url,
        request.query,
        'Product',
        products.map((p) => member('Product', `${iriOf('afiliado', a.id)}/productList#${p.producto}`, p)),
        false,
      );
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/linksList',
    read('/api/afiliados/:id/linksList'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const rows = await db
        .select()
        .from(s.linksAfiliados)
        .where(eq(s.linksAfiliados.affiliateId, a.id))
        .orderBy(asc(s.linksAfiliados.id));
      return list(request.url, request.query, 'LinkAfiliado', rows.map(linkMember), false);
    },
  );

  app.get<{ Params: { id: string }; Querystring: Query }>(
    '/api/afiliados/:id/configuraciones_afiliados',
    read('/api/afiliados/:id/configuraciones_afiliados'),
    async (request) => {
      const a = await loadAffiliate(db, authOf(request), paramId(request.params.id));
      const rows = await db
        .select()
        .from(s.configuracionAfiliados)
        .where(eq(s.configuracionAfiliados.affiliateId, a.id))
        .orderBy(asc(s.configuracionAfiliados.id));
      return list(request.url, request.query, 'ConfiguracionAfiliado', rows.map(planMember), false);
    },
  );

  app.get(
    '/api/afiliados/estadosSelect',
    { config: { access: access('GET /api/afiliados/estadosSelect') } },
    async () =>
      AFFILIATE_STATES.map((value) => ({
        value,
        label: AFFILIATE_STATE_LABELS[value],
        phase: affiliatePhase(value),
      })),
  );

  app.get<{ Querystring: Query }>(
    '/api/afiliados/afiliadosSelect',
    {
      config: { access: access('GET /api/afiliados/afiliadosSelect') },
      schema: { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 100 } } } },
    },
    async (request) => {
      const auth = authOf(request);
      const text = request.query.q?.trim();
      const p = text ? containsPattern(text) : null;
      const rows = await db
        .select({ id: s.affiliates.id, code: s.affiliates.code, nombre: s.affiliates.nombre })
        .from(s.affiliates)
        .where(
          and(
            affiliateScope(auth),
            p
              ? or(
                  sql`${foldSql(s.affiliates.code)} like ${p}`,
                  sql`${foldSql(s.affiliates.nombre)} like ${p}`,
                )
              : undefined,
          ),
        )
        .orderBy(asc(s.affiliates.nombre))
        .limit(50);
      return rows.map((r) => ({ value: iriOf('afiliado', r.id), label: `${r.code} - ${r.nombre}` }));
    },
  );
}

/** A list that pages only when asked to (`paged`), otherwise the whole section in one member list. */
function list(url: string, query: Query, type: string, members: unknown[], paged: boolean) {
  const path = url.split('?')[0] ?? url;
  const paging = pagingFrom(query, paged ? 30 : 1000);
  if (!paged || !paging.enabled)
    return collection(type, path, query, members, members.length, { ...paging, enabled: false });
  const start = pageOffset(paging);
  return collection(
    type,
    path,
    query,
    members.slice(start, start + paging.itemsPerPage),
    members.length,
    paging,
  );
}

export function documentMember(d: typeof s.documents.$inferSelect) {
  return member('Document', iriOf('document', d.id), {
    id: d.id,
    createdAt: d.createdAt.toISOString(),
    type: d.type,
    description: d.description,
    lwId: d.lwId,
    status: d.status,
    name: d.name,
    download: d.storedName ? `${iriOf('document', d.id)}/download` : null,
  });
}

export function linkMember(l: typeof s.linksAfiliados.$inferSelect) {
  return member('LinkAfiliado', iriOf('link', l.id), {
    id: l.id,
    producto: l.producto,
    cantidad: l.cantidad,
    secondaryReason: iri('secondaryReason', l.secondaryReasonId),
    customDomain: l.customDomain,
    hash: l.hash,
    uri: l.uri,
    afiliado: iriOf('afiliado', l.affiliateId),
  });
}

export function planMember(p: typeof s.configuracionAfiliados.$inferSelect) {
  const { affiliateId, secondaryReasonId, createdAt, ...rest } = p;
  return member('ConfiguracionAfiliado', iriOf('plan', p.id), {
    ...rest,
    mixedMonths2: mixedMonths2(p.meses, p.mixedMonths1),
    afiliado: iriOf('afiliado', affiliateId),
    secondaryReason: iri('secondaryReason', secondaryReasonId),
    createdAt: createdAt.toISOString(),
  });
}

export function cancellationMember(
  c: typeof s.cancellationOperations.$inferSelect,
  loanCode: string,
  loanStatus: string,
  salesAgent: string | null,
) {
  return member('CancellationOperation', iriOf('cancellation', c.id), {
    id: c.id,
    loan: iriOf('loan', c.loanId),
    loanId: loanCode,
    loanStatus,
    createdAt: c.createdAt.toISOString(),
    date: c.date,
    amount: c.amount,
    finalAmount: c.finalAmount,
    validated: c.validated,
    byTransfer: c.byTransfer,
    salesAgent,
    previousOperation: iri('cancellation', c.previousOperationId),
    nextOperation: iri('cancellation', c.nextOperationId),
  });
}

/** The affiliate list's answer: counts per status (for the other filters) and one page. */
async function affiliateListBody(
  db: Db,
  userId: number,
  scopeUser: number | null,
  listUser: number | null,
  q: Query,
) {
  const statuses = (q.status ?? '')
    .split(',')
    .map((x) => x.trim().toUpperCase())
    .filter(Boolean);
  if (statuses.some((x) => !(AFFILIATE_STATES as readonly string[]).includes(x)))
    throw httpError(400, messages.general.invalidParams);
  const agentId = q.salesAgent ? idFrom('user', q.salesAgent) : null;
  const pattern = q.text?.trim() ? containsPattern(q.text) : null;
  const sorted = parseOrder(q, AFFILIATE_LIST_SORTABLE);
  if (sorted.error !== null) throw httpError(400, messages.loanLists.unknownOrder(sorted.error));
  const paging = pagingFrom(q, 30);
  const result = await queryAffiliateList(db, {
    scopeUser,
    listUser,
    salesAgent: agentId,
    pattern,
    statuses,
    order: sorted.order,
    limit: paging.enabled ? paging.itemsPerPage : null,
    offset: paging.enabled ? pageOffset(paging) : 0,
  });
  const counts: Record<string, number> = Object.fromEntries(AFFILIATE_STATES.map((st) => [st, 0]));
  for (const [st, n] of Object.entries(result.counts)) counts[st] = n;
  const total = statuses.length
    ? statuses.reduce((sum, st) => sum + (counts[st] ?? 0), 0)
    : Object.values(counts).reduce((a, b) => a + b, 0);
  const members = result.rows.map((r) =>
    member('AffiliateListRow', iriOf('afiliado', r.id), {
      id: r.id,
      code: r.code,
      origin: r.origin,
      email: r.email,
      lastComment: r.lastComment,
      name: r.name,
      plataformaAgent: r.plataformaAgentName,
      plataformaAgentIri: iri('user', r.plataformaAgentId),
      salesAgent: r.salesAgentName,
      salesAgentIri: iri('user', r.salesAgentId),
      status: r.status,
      kyc: r.kyc,
    }),
  );
  return {
    ...collection(
      'AffiliateListRow',
      `/api/users/${userId}/affiliatesInDepthList`,
      q,
      members,
      total,
      paging,
    ),
    countsByStatus: counts,
  };
}
