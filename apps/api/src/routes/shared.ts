import { messages, searchEnabled } from '@backoffice/domain';
import type { SearchHit } from '@backoffice/domain/contract';
import type { Static, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { affiliates, clientLogs, datosEmpresas, investors, loans, users } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { containsPattern, foldSql } from '../lib/fold';
import { httpError } from '../lib/httpError';
import { iri, iriOf, paramId } from '../lib/iri';
import { affiliateScope, authOf } from '../lib/scope';
import type { AuthUser } from '../plugins/auth';

const PER_TYPE = 10;

type Hit = Static<typeof SearchHit>;

/** §7 users search: affiliates, borrowers, loans and investors by code, name, e-mail and DNI. */
async function search(db: Db, auth: AuthUser, text: string): Promise<Hit[]> {
  const p = containsPattern(text);
  const like = (col: unknown) => sql`${foldSql(col)} like ${p}`;
  const scope = affiliateScope(auth);
  const admin = alias(users, 'admin');
  const fullName = (u: typeof users) => sql`${u.firstname} || ' ' || ${u.lastname}`;

  const affRowsQuery = db
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
  const loanRowsQuery = db
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

  // §2 global finder: a borrower opens the credit detail by its `code`, which goes to
  // `?credito=` (detailPath.loan): the id of the borrower's latest loan the caller may open.
  const latestLoan = (column: SQL) =>
    sql`(select ${column} from loans l left join affiliates on affiliates.id = l.affiliate_id where l.user_id = ${users.id}${scope ? sql` and ${scope}` : sql``} order by l.id desc limit 1)`;
  const borrowerRowsQuery = db
    .select({
      id: users.id,
      email: users.email,
      name: fullName(users),
      code: sql<string | null>`${latestLoan(sql`l.id::text`)}`,
      loanCode: sql<string | null>`${latestLoan(sql`l.code`)}`,
      status: sql<string | null>`${latestLoan(sql`l.estado_cd`)}`,
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
  const investorRowsQuery = db
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

  // The four reads at once (one round trip's wait on PostgreSQL's pool).
  const [affRows, loanRows, borrowerRows, investorRows] = await Promise.all([
    affRowsQuery,
    loanRowsQuery,
    borrowerRowsQuery,
    investorRowsQuery,
  ]);
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
        loanCode: r.loanCode,
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

/** The finder's search and the client log: the shared calls that are not tools (§7 "Shared"). */
export async function sharedRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/users/:id/search', spec('GET /api/users/:id/search'), async (request) => {
    const auth = authOf(request);
    // The search is the caller's own (the finder of the top bar).
    if (paramId(request.params.id) !== auth.id) throw httpError(403, messages.auth.forbidden);
    const q = request.query.q ?? '';
    if (!searchEnabled(q)) throw httpError(400, messages.general.invalidParams);
    return search(db, auth, q);
  });

  // §7 logs service: client errors and warnings.
  r.post('/api/log', spec('POST /api/log'), async (request, reply) => {
    const auth = authOf(request);
    await db.insert(clientLogs).values({ userId: auth.id, type: request.body.type, log: request.body.log });
    request.log.warn({ clientLog: request.body }, 'client log');
    return reply.status(204).send(null);
  });
}
