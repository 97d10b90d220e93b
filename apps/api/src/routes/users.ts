import {
  dniError,
  emailLooksValid,
  hasAnyRole,
  hasRole,
  isWalletStatusCode,
  messages,
  seesPersonalData,
  WALLET_STATUS_ROLES,
} from '@backoffice/domain';
import type { BodyOf } from '@backoffice/domain/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { affiliates, documents, salesAgents, users } from '../db/schema';
import { audit, type Tx } from '../lib/audit';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { idFrom, paramId } from '../lib/iri';
import { collection, member, pageOf, pagingFrom, resource } from '../lib/jsonld';
import { NO_PASSWORD } from '../lib/passwords';
import { etagOf, lockAndCheck, sendVersion } from '../lib/recordVersion';
import { assertUserInScope, authOf, isRestricted, mayAccessAffiliate, userScope } from '../lib/scope';
import type { AuthUser } from '../plugins/auth';
import { documentMember } from './affiliates';

type UserRow = typeof users.$inferSelect;

/**
 * What of a user's personal data an answer carries (issue 12): the DNI and the login IP go only
 * to the roles that need them (domain `seesPersonalData`); a sales user gets the DNI of a single
 * user they may edit (their affiliate's administrator, whose form has it), never in a list.
 */
export interface PersonalData {
  dni: boolean;
  ip: boolean;
}
const ALL_PERSONAL: PersonalData = { dni: true, ip: true };

/** For one user the caller may read or edit: the DNI to those who edit it too, the IP as in lists. */
const personalOfOne = (auth: AuthUser): PersonalData => {
  const personal = seesPersonalData(auth.roles);
  return { dni: personal || isRestricted(auth), ip: personal };
};

/** The public face of a user: never the password hash; DNI and IP only when `personal` says so. */
export function userBody(u: UserRow, personal: PersonalData = ALL_PERSONAL) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    roles: u.roles,
    tipo: u.tipo,
    enabled: u.enabled,
    emailVerificado: u.emailVerificado,
    emailVerifiedByMandrill: u.emailVerifiedByMandrill,
    phone: u.phone,
    dni: personal.dni ? u.dni : null,
    reference: u.reference,
    lw: u.lw,
    walletStatusCode: u.walletStatusCode,
    lastLogin: u.lastLogin?.toISOString() ?? null,
    ip: personal.ip ? u.ip : null,
    agent: personal.ip ? u.agent : null,
  };
}

export const userIri = (id: number) => `/api/users/${id}`;

/** §5 "users are looked up by e-mail. If one is found the message is 'Email ya en uso: {username}'". */
async function assertEmailFree(db: Db | Tx, email: string, except?: number) {
  const [found] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (found && found.id !== except) throw httpError(409, messages.validation.emailInUse(found.username));
}

/**
 * Whether `auth` may change user `target`: staff accounts only by those who hold every role of
 * theirs; a restricted (COMERCIAL) user only the administrators and sellers of their affiliates.
 */
async function assertMayEdit(db: Db | Tx, auth: AuthUser, target: UserRow) {
  if (target.roles.length > 0 && !target.roles.every((r) => hasRole(auth.roles, r)))
    throw httpError(403, messages.auth.forbidden);
  await assertUserInScope(db, auth, target.id);
}

/**
 * A new user (§5, §9): the e-mail free, the roles the caller holds, inside the caller's transaction.
 */
export async function createUser(tx: Tx, auth: AuthUser, b: BodyOf<'POST /api/users'>, now: () => number) {
  const email = b.email.trim();
  if (!emailLooksValid(email)) throw httpError(400, messages.validation.emailInvalid);
  if (typeof b.dni === 'string' && b.dni.trim() && dniError(b.dni))
    throw httpError(400, messages.validation.dniInvalid);
  const roles = b.roles ?? [];
  // Nobody hands out a role they do not hold; restricted users hand out none.
  if (roles.length > 0 && (isRestricted(auth) || !roles.every((r) => hasRole(auth.roles, r))))
    throw httpError(403, messages.auth.forbidden);
  const tipo = b.tipo ?? 'afiliado';
  const affiliateId = idFrom('afiliado', b.afiliado);
  const managerId = idFrom('salesAgent', b.manager);
  await assertEmailFree(tx, email);
  if (affiliateId !== null) {
    const [a] = await tx.select().from(affiliates).where(eq(affiliates.id, affiliateId));
    if (!a) throw httpError(404, messages.notFound.affiliate);
    if (!mayAccessAffiliate(auth, a)) throw httpError(403, messages.auth.forbidden);
  }
  let username = b.username?.trim() || email.split('@')[0] || email;
  const [clash] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (clash) {
    if (b.username) throw httpError(409, messages.validation.emailInUse(username));
    username = `${username}.${now().toString(36)}`;
  }
  const [u] = await tx
    .insert(users)
    .values({
      username,
      email,
      // §9: no password is printed or written anywhere: the user has none until one is set
      // with a one-time token (POST /api/users/:id/password_token, then /api/set_password).
      passwordHash: NO_PASSWORD,
      firstname: (b.firstname ?? '').trim(),
      lastname: (b.lastname ?? '').trim(),
      phone: b.phone ?? null,
      dni: b.dni ?? null,
      reference: b.reference ?? null,
      roles,
      tipo,
      // §9: a new affiliate's user has a verified e-mail, is enabled and has lw false.
      emailVerificado: b.emailVerificado ?? true,
      enabled: b.enabled ?? true,
      lw: b.lw ?? false,
    })
    .returning();
  if (!u) throw httpError(500, messages.write.createUser);
  if (b.salesAgent === true || affiliateId !== null) {
    await tx.insert(salesAgents).values({ userId: u.id, affiliateId, managerId, active: true });
  }
  const { passwordHash: _, ...after } = u;
  await audit(tx, { userId: auth.id, action: 'create', resource: userIri(u.id), person: u.id, after });
  return u;
}

export async function usersRoutes(app: FastifyInstance, { db, now, wallet }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/users', spec('GET /api/users'), async (request) => {
    const auth = authOf(request);
    const paging = pagingFrom(request.query);
    const email = request.query.email?.trim().toLowerCase();
    // Issue 12: only the users the caller may see (domain scope rule), and DNI and IP only to
    // the roles that need them.
    const where = and(email ? eq(sql`lower(${users.email})`, email) : undefined, userScope(auth));
    const personal = seesPersonalData(auth.roles);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where);
    const q = db.select().from(users).where(where).orderBy(users.id);
    const rows = await pageOf(q, paging);
    return collection(
      'User',
      '/api/users',
      request.query,
      rows.map((u) => member('User', userIri(u.id), userBody(u, { dni: personal, ip: personal }))),
      total,
      paging,
    );
  });

  // Sales agents of the platform, for the list filters and the assignment selects.
  r.get('/api/users/salesAgentsSelect', spec('GET /api/users/salesAgentsSelect'), async () => {
    const rows = await db
      .select({
        id: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        username: users.username,
      })
      .from(salesAgents)
      .innerJoin(users, eq(users.id, salesAgents.userId))
      .where(and(isNull(salesAgents.affiliateId), eq(salesAgents.active, true)))
      .orderBy(asc(users.firstname));
    return rows.map((u) => ({
      value: userIri(u.id),
      label: `${u.firstname} ${u.lastname}`.trim() || u.username,
    }));
  });

  r.get('/api/users/:id', spec('GET /api/users/:id'), async (request, reply) => {
    const auth = authOf(request);
    const [u] = await db
      .select()
      .from(users)
      .where(eq(users.id, paramId(request.params.id)));
    if (!u) throw httpError(404, messages.general.notFound);
    await assertUserInScope(db, auth, u.id);
    sendVersion(reply, etagOf(u.version));
    return resource('User', userIri(u.id), userBody(u, personalOfOne(auth)));
  });

  r.post('/api/users', spec('POST /api/users'), async (request, reply) => {
    const auth = authOf(request);
    const created = await db.transaction((tx) => createUser(tx, auth, request.body, now));
    reply.status(201);
    return resource('User', userIri(created.id), userBody(created));
  });

  r.put('/api/users/:id', spec('PUT /api/users/:id'), async (request, reply) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    const b = { ...(request.body ?? {}) };
    if (typeof b.email === 'string') {
      b.email = b.email.trim();
      if (!emailLooksValid(b.email)) throw httpError(400, messages.validation.emailInvalid);
    }
    if (typeof b.dni === 'string' && b.dni.trim() && dniError(b.dni))
      throw httpError(400, messages.validation.dniInvalid);
    // Issue 14: a wallet status is one of §4's codes (null clears it locally).
    if (typeof b.walletStatusCode === 'number' && !isWalletStatusCode(b.walletStatusCode))
      throw httpError(400, messages.loanProviders.walletStatusInvalid);
    // The LW status is a wallet tool (MICRO_ADMIN and above); COMERCIAL edits the other fields.
    if ('walletStatusCode' in b && !hasAnyRole(auth.roles, WALLET_STATUS_ROLES))
      throw httpError(403, messages.auth.forbidden);
    const { active, ...fields } = b;
    const updated = await db.transaction(async (tx) => {
      const before = await lockAndCheck(tx, request, users, id, async () => {
        const [u] = await tx.select().from(users).where(eq(users.id, id));
        if (!u) throw httpError(404, messages.general.notFound);
        await assertMayEdit(tx, auth, u);
        return u;
      });
      // Issue 14, the wallet-provider status change: LW is told first, inside the transaction, so
      // its failure leaves the user as it was.
      if (
        typeof fields.walletStatusCode === 'number' &&
        fields.walletStatusCode !== before.walletStatusCode
      ) {
        try {
          await wallet.setWalletStatus(
            { id, walletStatusCode: fields.walletStatusCode },
            { userId: auth.id },
          );
        } catch {
          throw httpError(502, messages.loan.errors.updateLwStatus);
        }
      }
      if (typeof fields.email === 'string' && fields.email.toLowerCase() !== before.email.toLowerCase())
        await assertEmailFree(tx, fields.email, id);
      const [after] = Object.keys(fields).length
        ? await tx
            .update(users)
            .set({
              ...fields,
              // Names are never null: clearing one leaves it empty.
              firstname: fields.firstname === null ? '' : fields.firstname,
              lastname: fields.lastname === null ? '' : fields.lastname,
            })
            .where(eq(users.id, id))
            .returning()
        : [before];
      if (!after) throw httpError(404, messages.general.notFound);
      // The sales agent's 'active' as it was, for the audit (only when the request sets it).
      const [agent] =
        typeof active === 'boolean'
          ? await tx
              .select({ active: salesAgents.active })
              .from(salesAgents)
              .where(eq(salesAgents.userId, id))
          : [];
      if (typeof active === 'boolean')
        await tx.update(salesAgents).set({ active }).where(eq(salesAgents.userId, id));
      const { passwordHash: _a, ...beforeSafe } = before;
      const { passwordHash: _b, ...afterSafe } = after;
      await audit(tx, {
        userId: auth.id,
        action: 'update',
        resource: userIri(id),
        // Gaps: a person's data shows on their investor, affiliates (as administrator or agent) and loans.
        person: id,
        before: { ...beforeSafe, active: agent?.active },
        after: { ...afterSafe, active: agent ? active : undefined },
      });
      return after;
    });
    sendVersion(reply, etagOf(updated.version));
    return resource('User', userIri(id), userBody(updated, personalOfOne(auth)));
  });

  r.get('/api/users/:id/documentsList', spec('GET /api/users/:id/documentsList'), async (request) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    const [target] = await db.select().from(users).where(eq(users.id, id));
    if (!target) throw httpError(404, messages.general.notFound);
    await assertUserInScope(db, auth, target.id);
    const rows = await db
      .select()
      .from(documents)
      .where(eq(documents.userId, id))
      .orderBy(desc(documents.createdAt));
    return collection('Document', `${userIri(id)}/documentsList`, {}, rows.map(documentMember), rows.length, {
      page: 1,
      itemsPerPage: rows.length,
      enabled: false,
    });
  });
}
