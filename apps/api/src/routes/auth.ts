import { messages } from '@backoffice/domain';
import { verify } from '@node-rs/argon2';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { httpError } from '../lib/httpError';
import { LoginThrottle } from '../lib/loginThrottle';

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
    { config: { access: 'public' }, schema: { body: loginBody } },
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
      await db
        .update(users)
        .set({ lastLogin: new Date(now()), ip: request.ip, agent: request.headers['user-agent'] ?? null })
        .where(eq(users.id, user.id));
      return { token: await app.issueToken(user) };
    },
  );
}
