import { LIMITS, messages } from '@backoffice/domain';
import { verify } from '@node-rs/argon2';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { access } from '../access';
import type { Db } from '../db/client';
import { userLogins, users } from '../db/schema';
import { httpError } from '../lib/httpError';
import { LoginThrottle } from '../lib/loginThrottle';
import { authOf } from '../lib/scope';

export interface AuthRoutesOptions {
  db: Db;
  now: () => number;
}

const loginBody = {
  type: 'object',
  properties: {
    username: { type: 'string', maxLength: 200 },
    password: { type: 'string', maxLength: 500 },
  },
} as const;

/** POST /api/login_check, PUT /api/refreshJWT, POST /api/logout (spec §7 "Auth and session"). */
export async function authRoutes(app: FastifyInstance, { db, now }: AuthRoutesOptions) {
  const throttle = new LoginThrottle(now);

  app.post<{ Body: { username?: string; password?: string } | undefined }>(
    '/api/login_check',
    { config: { access: access('POST /api/login_check') }, schema: { body: loginBody } },
    async (request) => {
      const username = request.body?.username?.trim() ?? '';
      const password = request.body?.password ?? '';
      if (!username || !password) throw httpError(400, messages.auth.missingCredentials);
      const key = `${username.toLowerCase()}|${request.ip}`;
      if (throttle.isBlocked(key)) throw httpError(429, messages.auth.tooManyAttempts);

      const [user] = await db
        .select()
        .from(users)
        .where(
          or(
            eq(sql`lower(${users.username})`, username.toLowerCase()),
            eq(sql`lower(${users.email})`, username.toLowerCase()),
          ),
        );
      const ok = user?.enabled === true && (await verify(user.passwordHash, password).catch(() => false));
      if (!user || !ok) {
        throttle.fail(key);
        throw httpError(401, messages.auth.wrongCredentials);
      }
      throttle.clear(key);
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
    },
  );

  // §7: sent when the login is 45 minutes old or more; answers a new token and revokes the old one.
  app.put('/api/refreshJWT', { config: { access: access('PUT /api/refreshJWT') } }, async (request) => {
    const auth = authOf(request);
    const ageMs = now() - auth.iat * 1000;
    if (ageMs < LIMITS.tokenRefreshMinutes * 60 * 1000) throw httpError(409, messages.http[409]);
    if (!(await app.revokeToken(auth))) throw httpError(401, messages.auth.unauthenticated);
    return { token: await app.issueToken(auth) };
  });

  app.post('/api/logout', { config: { access: access('POST /api/logout') } }, async (request, reply) => {
    await app.revokeToken(authOf(request));
    return reply.status(204).send();
  });
}
