import { createHash, randomBytes } from 'node:crypto';
import { hasRole, LIMITS, messages, passwordError } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { passwordTokens, userLogins, users } from '../db/schema';
import { audit } from '../lib/audit';
import { spec } from '../lib/contract';
import { httpError } from '../lib/httpError';
import { paramId } from '../lib/iri';
import { LoginThrottle } from '../lib/loginThrottle';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { assertUserInScope, authOf } from '../lib/scope';

export interface AuthRoutesOptions {
  db: Db;
  now: () => number;
}

/** How long a set-password token is valid. */
export const PASSWORD_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/login_check, PUT /api/refreshJWT, POST /api/logout (spec §7 "Auth and session"), and
 * the passwords: a one-time set-password token, setting a password with it, changing one's own.
 */
export async function authRoutes(app: FastifyInstance, { db, now }: AuthRoutesOptions) {
  const throttle = new LoginThrottle(db, now);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/api/login_check', spec('POST /api/login_check'), async (request) => {
    const username = request.body?.username?.trim() ?? '';
    const password = request.body?.password ?? '';
    if (!username || !password) throw httpError(400, messages.auth.missingCredentials);

    const [user] = await db
      .select()
      .from(users)
      .where(
        or(
          eq(sql`lower(${users.username})`, username.toLowerCase()),
          eq(sql`lower(${users.email})`, username.toLowerCase()),
        ),
      );
    // Counted per account (whatever spelling was typed) and client together; names that match no
    // account, per client.
    const userId = user?.id ?? null;
    if (await throttle.refuses(userId, request.ip)) throw httpError(429, messages.auth.tooManyAttempts);
    // Always one argon2 verification, against a dummy hash when there is no account to check.
    const verified = await verifyPassword(user?.passwordHash, password);
    if (!user || !verified || !user.enabled) throw httpError(401, messages.auth.wrongCredentials);
    await throttle.clear(user.id, request.ip);
    // The latest login on the user, and every login in its history ({user}/last_logins).
    const login = { at: new Date(now()), ip: request.ip, agent: request.headers['user-agent'] ?? null };
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ lastLogin: login.at, ip: login.ip, agent: login.agent })
        .where(eq(users.id, user.id));
      await tx.insert(userLogins).values({ userId: user.id, ...login });
    });
    return { token: await app.issueToken(user) };
  });

  // §7: sent when the login is 45 minutes old or more; answers a new token. The old one keeps
  // working for a short grace (reads already sent with it, another tab refreshing with it too),
  // then is revoked: an active user is never logged out by their own refresh.
  r.put('/api/refreshJWT', spec('PUT /api/refreshJWT'), async (request) => {
    const auth = authOf(request);
    const ageMs = now() - auth.iat * 1000;
    if (ageMs < LIMITS.tokenRefreshMinutes * 60 * 1000) throw httpError(409, messages.http[409]);
    await app.revokeToken(auth, LIMITS.tokenRefreshGraceSeconds * 1000);
    return { token: await app.issueToken(auth) };
  });

  r.post('/api/logout', spec('POST /api/logout'), async (request, reply) => {
    await app.revokeToken(authOf(request));
    return reply.status(204).send(null);
  });

  /**
   * A one-time set-password token for a user (spec §9: a user created through the API has no
   * usable password until one is set). Answered once; only its hash is stored; it replaces the
   * user's unused tokens. The caller must hold every role of the user and, when restricted, have
   * the user in scope.
   */
  r.post(
    '/api/users/:id/password_token',
    spec('POST /api/users/:id/password_token'),
    async (request, reply) => {
      const auth = authOf(request);
      const id = paramId(request.params.id);
      const [target] = await db
        .select({ id: users.id, roles: users.roles })
        .from(users)
        .where(eq(users.id, id));
      if (!target) throw httpError(404, messages.general.notFound);
      if (target.id === auth.id || !target.roles.every((r) => hasRole(auth.roles, r)))
        throw httpError(403, messages.auth.forbidden);
      await assertUserInScope(db, auth, target.id);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now() + PASSWORD_TOKEN_TTL_MS);
      await db.transaction(async (tx) => {
        await tx
          .delete(passwordTokens)
          .where(and(eq(passwordTokens.userId, target.id), isNull(passwordTokens.usedAt)));
        await tx
          .insert(passwordTokens)
          .values({ userId: target.id, tokenHash: tokenHash(token), expiresAt, createdBy: auth.id });
        await audit(tx, {
          userId: auth.id,
          action: 'passwordToken',
          resource: `/api/users/${target.id}`,
          person: target.id,
        });
      });
      return reply
        .status(201)
        .send({ user: `/api/users/${target.id}`, token, expiresAt: expiresAt.toISOString() });
    },
  );

  /** Sets a password with a one-time token: single use, before it expires. */
  r.post('/api/set_password', spec('POST /api/set_password'), async (request) => {
    const { token, password } = request.body;
    const invalid = passwordError(password);
    if (invalid) throw httpError(400, invalid);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordTokens)
        .set({ usedAt: new Date(now()) })
        .where(
          and(
            eq(passwordTokens.tokenHash, tokenHash(token)),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, new Date(now())),
          ),
        )
        .returning({ userId: passwordTokens.userId });
      if (!used) throw httpError(400, messages.password.tokenInvalid);
      await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await audit(tx, {
        userId: used.userId,
        action: 'setPassword',
        resource: `/api/users/${used.userId}`,
      });
    });
    return { message: messages.password.set };
  });

  /** Changes one's own password: the current one (counted by the login throttle) and a new one. */
  r.post('/api/change_password', spec('POST /api/change_password'), async (request) => {
    const auth = authOf(request);
    const { currentPassword, newPassword } = request.body;
    const invalid = passwordError(newPassword);
    if (invalid) throw httpError(400, invalid);
    if (newPassword === currentPassword) throw httpError(400, messages.password.sameAsCurrent);
    if (await throttle.refuses(auth.id, request.ip)) throw httpError(429, messages.auth.tooManyAttempts);
    const [me] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, auth.id));
    if (!(await verifyPassword(me?.passwordHash, currentPassword)))
      throw httpError(400, messages.password.currentWrong);
    await throttle.clear(auth.id, request.ip);
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.id));
      await audit(tx, { userId: auth.id, action: 'changePassword', resource: `/api/users/${auth.id}` });
    });
    return { message: messages.password.changed };
  });
}
