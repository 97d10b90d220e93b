import { canAccess, detailPath, messages, searchEnabled } from '@backoffice/domain';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { access } from '../access';
import type { Db } from '../db/client';
import {
  accounts,
  affiliates,
  clientLogs,
  datosEmpresas,
  investors,
  loans,
  users,
  wallets,
} from '../db/schema';
import type { RouteDeps } from '../lib/deps';
import { containsPattern, foldSql } from '../lib/fold';
import { httpError } from '../lib/httpError';
import { iri, iriOf, paramId } from '../lib/iri';
import { idParams } from '../lib/schemas';
import { affiliateScope, assertLoanInScope, authOf, loadAffiliate, loadInvestor } from '../lib/scope';
import type { AuthUser } from '../plugins/auth';

const PER_TYPE = 10;

interface Hit {
  '@id': string;
  administrator: string | null;
  id: number;
  type: 'affiliate' | 'borrower' | 'loan' | 'investor';
  code: string | null;
  email: string | null;
  name: string;
  status: string | null;
}

/** §7 users search: affiliates, borrowers, loans and investors by code, name, e-mail and DNI. */
async function search(db: Db, auth: AuthUser, text: string): Promise<Hit[]> {
  const p = containsPattern(text);
  const like = (col: unknown) => sql`${foldSql(col)} like ${p}`;
  const scope = affiliateScope(auth);
  const admin = alias(users, 'admin');
  const fullName = (u: typeof users) => sql`${u.firstname} || ' ' || ${u.lastname}`;

  const affRows = await db
    .select({
      id: affiliates.id,
      code: affiliates.code,
      name: affiliates.nombre,
      status: affiliates.estadoCd,
      email: admin.email,
      adminId: admin.id,
    })
    .from(affiliates)
    .leftJoin(admin, eq(admin.id, affiliates.administradorId))
    .leftJoin(datosEmpresas, eq(datosEmpresas.id, affiliates.datosEmpresaId))
    .where(
      and(
        scope,
        or(
          like(affiliates.code),
          like(affiliates.nombre),
          like(admin.email),
          like(datosEmpresas.cif),
          like(datosEmpresas.razonSocial),
          like(admin.dni),
        ),
      ),
    )
    .orderBy(asc(affiliates.id))
    .limit(PER_TYPE);

  const loanScope = scope
    ? sql`${loans.affiliateId} in (select id from affiliates where ${scope})`
    : undefined;
  const loanRows = await db
    .select({
      id: loans.id,
      code: loans.code,
      status: loans.estadoCd,
      email: users.email,
      name: fullName(users),
      userId: users.id,
    })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.userId))
    .where(and(loanScope, like(loans.code)))
    .orderBy(desc(loans.id))
    .limit(PER_TYPE);

  const borrowerRows = await db
    .select({
      id: users.id,
      email: users.email,
      name: fullName(users),
      code: sql<
        string | null
      >`(select l.code from loans l where l.user_id = ${users.id} order by l.id desc limit 1)`,
      status: sql<
        string | null
      >`(select l.estado_cd from loans l where l.user_id = ${users.id} order by l.id desc limit 1)`,
    })
    .from(users)
    .where(
      and(
        eq(users.tipo, 'prestatario'),
        scope
          ? sql`exists (select 1 from loans l join affiliates on affiliates.id = l.affiliate_id where l.user_id = ${users.id} and ${scope})`
          : undefined,
        or(like(fullName(users)), like(users.email), like(users.dni)),
      ),
    )
    .orderBy(asc(users.id))
    .limit(PER_TYPE);

  const invScope = scope
    ? sql`exists (select 1 from affiliates where affiliates.associated_investor_id = ${investors.id} and ${scope})`
    : undefined;
  const investorRows = await db
    .select({
      id: investors.id,
      userId: users.id,
      email: users.email,
      name: sql<string>`coalesce(${investors.companyName}, ${fullName(users)})`,
      status: investors.status,
    })
    .from(investors)
    .innerJoin(users, eq(users.id, investors.userId))
    .where(
      and(
        invScope,
        or(
          like(fullName(users)),
          like(users.email),
          like(users.dni),
          like(investors.companyName),
          like(investors.taxId),
        ),
      ),
    )
    .orderBy(asc(investors.id))
    .limit(PER_TYPE);

  return [
    ...affRows.map(
      (r): Hit => ({
        '@id': iriOf('afiliado', r.id),
        administrator: iri('user', r.adminId),
        id: r.id,
        type: 'affiliate',
        code: r.code,
        email: r.email,
        name: r.name,
        status: r.status,
      }),
    ),
    ...borrowerRows.map(
      (r): Hit => ({
        '@id': iriOf('user', r.id),
        administrator: null,
        id: r.id,
        type: 'borrower',
        code: r.code,
        email: r.email,
        name: String(r.name).trim(),
        status: r.status,
      }),
    ),
    ...loanRows.map(
      (r): Hit => ({
        '@id': iriOf('loan', r.id),
        administrator: iriOf('user', r.userId),
        id: r.id,
        type: 'loan',
        code: r.code,
        email: r.email,
        name: String(r.name).trim(),
        status: r.status,
      }),
    ),
    ...investorRows.map(
      (r): Hit => ({
        '@id': iriOf('investor', r.id),
        administrator: iriOf('user', r.userId),
        id: r.id,
        type: 'investor',
        code: null,
        email: r.email,
        name: String(r.name).trim(),
        status: r.status,
      }),
    ),
  ];
}

export async function sharedRoutes(app: FastifyInstance, { db }: RouteDeps) {
  app.get<{ Params: { id: string }; Querystring: { q?: string } }>(
    '/api/users/:id/search',
    {
      config: { access: access('GET /api/users/:id/search') },
      schema: {
        params: idParams,
        querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request) => {
      const auth = authOf(request);
      // The search is the caller's own (the finder of the top bar).
      if (paramId(request.params.id) !== auth.id) throw httpError(403, messages.auth.forbidden);
      const q = request.query.q ?? '';
      if (!searchEnabled(q)) throw httpError(400, messages.general.invalidParams);
      return search(db, auth, q);
    },
  );

  // §7 checkParameters: the links and flags a detail screen loads first.
  app.post<{ Body: { id: number | string; type: 'affiliate' | 'loan' | 'investor' } }>(
    '/api/tools/checkParameters',
    {
      config: { access: access('POST /api/tools/checkParameters') },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'type'],
          properties: {
            id: {
              anyOf: [
                { type: 'integer', minimum: 1, maximum: 999_999_999 },
                { type: 'string', pattern: '^[0-9]{1,9}$' },
              ],
            },
            type: { type: 'string', enum: ['affiliate', 'loan', 'investor'] },
          },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const id = Number(request.body.id);
      // Issue 12: the summary is the first call of a detail screen, so it answers only to the
      // roles that may open that screen (the domain's route access), then per the record's scope.
      const screen = {
        affiliate: detailPath.affiliate,
        loan: detailPath.loan,
        investor: detailPath.investor,
      }[request.body.type](id);
      if (canAccess(screen, auth.roles) !== 'ok') throw httpError(403, messages.auth.forbidden);
      if (request.body.type === 'affiliate') {
        const a = await loadAffiliate(db, auth, id);
        const [adminUser] = a.administradorId
          ? await db.select().from(users).where(eq(users.id, a.administradorId))
          : [];
        const [account] = a.administradorId
          ? await db
              .select({ id: accounts.id })
              .from(accounts)
              .where(eq(accounts.userId, a.administradorId))
              .orderBy(desc(accounts.id))
              .limit(1)
          : [];
        const [w] = a.administradorId
          ? await db
              .select({ frozen: wallets.frozenByLw })
              .from(wallets)
              .where(eq(wallets.userId, a.administradorId))
          : [];
        const children = await db
          .select({ id: affiliates.id })
          .from(affiliates)
          .where(eq(affiliates.padreId, a.id))
          .orderBy(asc(affiliates.id));
        return {
          afiliado: iriOf('afiliado', a.id),
          administrador: iri('user', a.administradorId),
          datosEmpresa: iri('datosEmpresa', a.datosEmpresaId),
          account: iri('account', account?.id),
          associatedInvestor: iri('investor', a.associatedInvestorId),
          padre: iri('afiliado', a.padreId),
          children: children.map((c) => iriOf('afiliado', c.id)),
          name: a.nombre,
          type: 'affiliate',
          status: a.estadoCd,
          id: a.id,
          origin: a.origin,
          lw: adminUser?.lw ?? false,
          userId: adminUser?.id ?? null,
          username: adminUser?.username ?? null,
          walletStatusCode: adminUser?.walletStatusCode ?? null,
          frozenByLw: w?.frozen ?? false,
          primaryReason: a.primaryReason,
        };
      }
      if (request.body.type === 'loan') {
        const loan = await assertLoanInScope(db, auth, id);
        return {
          loan: iriOf('loan', id),
          user: iriOf('user', loan.userId),
          id,
          type: 'loan',
          status: loan.estadoCd,
          code: loan.code,
        };
      }
      const investor = await loadInvestor(db, auth, 'investor', id);
      const [u] = await db.select().from(users).where(eq(users.id, investor.userId));
      if (!u) throw httpError(404, messages.notFound.investor);
      const inv = { i: investor, u };
      const [account] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.userId, inv.u.id))
        .limit(1);
      return {
        investor: iriOf('investor', id),
        user: iriOf('user', inv.u.id),
        account: iri('account', account?.id),
        afiliado: iri('afiliado', inv.i.affiliateId),
        id,
        type: 'investor',
        name: inv.i.companyName ?? `${inv.u.firstname} ${inv.u.lastname}`.trim(),
        status: inv.i.status,
        lw: inv.u.lw,
        userId: inv.u.id,
        username: inv.u.username,
        walletStatusCode: inv.u.walletStatusCode,
        frozenByLw: inv.i.frozenByLw,
      };
    },
  );

  // §7 logs service: client errors and warnings.
  app.post<{ Body: { type: string; log: Record<string, unknown> } }>(
    '/api/log',
    {
      config: { access: access('POST /api/log') },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'log'],
          properties: {
            type: { type: 'string', enum: ['error', 'warn'] },
            log: {
              type: 'object',
              additionalProperties: false,
              properties: {
                id: { type: ['string', 'number', 'null'], maxLength: 100 },
                name: { type: ['string', 'null'], maxLength: 200 },
                message: { type: ['string', 'null'], maxLength: 2000 },
                stack: { type: ['string', 'null'], maxLength: 20_000 },
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await db.insert(clientLogs).values({ userId: auth.id, type: request.body.type, log: request.body.log });
      request.log.warn({ clientLog: request.body }, 'client log');
      return reply.status(204).send();
    },
  );
}
