import { randomUUID } from 'node:crypto';
import { hasAnyRole, messages } from '@backoffice/domain';
import fastifyJwt from '@fastify/jwt';
import { and, eq, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { revokedTokens, users } from '../db/schema';
import { checkContractRoute } from '../lib/contract';
import { httpError } from '../lib/httpError';

export const JWT_ISSUER = 'backoffice-api';
export const JWT_AUDIENCE = 'backoffice-admin';
export const TOKEN_TTL_SECONDS = 60 * 60;
/** Every token the API accepts carries all of these. */
export const REQUIRED_CLAIMS = ['sub', 'jti', 'iat', 'exp', 'iss', 'aud'] as const;

/** What the token carries. Roles are read from the database on each call, never trusted from the token. */
export interface TokenClaims {
  sub: string;
  username: string;
  email: string;
  jti: string;
  iat: number;
  exp: number;
}

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  roles: string[];
  jti: string;
  exp: number;
  iat: number;
  /**
   * The versions of the cached reads (`cache_versions`), read in the same round trip as the user:
   * a cached read compares its entry with them (lib/versionedCache.ts).
   */
  dataVersions: Record<string, number>;
}

/**
 * Every route declares who may call it: `'public'`, or the roles (any of them passes, through the
 * hierarchy of @backoffice/domain). A route without a declaration refuses to register.
 */
export type RouteAccess = 'public' | readonly string[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The contract key of a route registered with `spec(key)` (lib/contract.ts). */
    contract?: string;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    issueToken(user: { id: number; username: string; email: string }): Promise<string>;
    /**
     * Revokes a token from now plus `graceMs` (a refresh leaves the old token a short grace for
     * the reads already sent with it); an earlier revocation of the same token is kept.
     */
    revokeToken(auth: Pick<AuthUser, 'jti' | 'exp'>, graceMs?: number): Promise<void>;
    /** Every /api route with its declared access, as registered (for the role-matrix test). */
    apiRoutes: { method: string; url: string; access: RouteAccess }[];
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<TokenClaims, 'iat' | 'exp' | 'jti'> & { jti: string };
    user: TokenClaims;
  }
}

export interface AuthOptions {
  db: Db;
  secret: string;
  now: () => number;
}

export const authPlugin = fp<AuthOptions>(async (app: FastifyInstance, { db, secret, now }) => {
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', iss: JWT_ISSUER, aud: JWT_AUDIENCE, expiresIn: TOKEN_TTL_SECONDS },
    // A token without any of these claims is refused, not merely unchecked (issue 12): without
    // `exp` it would never expire, without `jti` it could not be revoked.
    verify: {
      algorithms: ['HS256'],
      allowedIss: JWT_ISSUER,
      allowedAud: JWT_AUDIENCE,
      requiredClaims: [...REQUIRED_CLAIMS],
    },
  });

  app.decorateRequest('auth', null);

  app.decorate('issueToken', async (user: { id: number; username: string; email: string }) => {
    return app.jwt.sign(
      { sub: String(user.id), username: user.username, email: user.email, jti: randomUUID() },
      { clockTimestamp: now() },
    );
  });

  app.decorate('revokeToken', async (auth: Pick<AuthUser, 'jti' | 'exp'>, graceMs = 0) => {
    await db
      .insert(revokedTokens)
      .values({ jti: auth.jti, expiresAt: new Date(auth.exp * 1000), effectiveAt: new Date(now() + graceMs) })
      .onConflictDoUpdate({
        target: revokedTokens.jti,
        set: { effectiveAt: sql`least(${revokedTokens.effectiveAt}, excluded.effective_at)` },
      });
  });

  app.decorate('apiRoutes', [] as { method: string; url: string; access: RouteAccess }[]);
  app.addHook('onRoute', (route) => {
    checkContractRoute(route);
    const declared = route.config?.access;
    if (declared !== undefined) {
      if (route.url.startsWith('/api')) {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access: declared });
      }
      return;
    }
    // Static files of the admin app are public; an API route must say who may call it.
    if (route.url.startsWith('/api')) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (roles or 'public')`);
    }
    route.config = { ...route.config, access: 'public' };
  });

  const findUser = prepareFindUser(db);
  // With the real clock the verifier built at registration serves every call; an injected clock
  // (tests) needs a verifier per call, as @fastify/jwt builds one for any per-call option.
  const verify: (token: string) => TokenClaims =
    now === Date.now
      ? (token) => app.jwt.verify<TokenClaims>(token)
      : (token) => app.jwt.verify<TokenClaims>(token, { clockTimestamp: now() });

  // onRequest, before the body is parsed and validated: who you are comes before what you sent.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    request.auth = await authenticate(request, findUser, verify, now);
    if (!hasAnyRole(request.auth.roles, access)) throw httpError(403, messages.auth.forbidden);
  });
});

/**
 * One prepared statement (parsed and planned once per connection): the user, unless the token
 * has been revoked, and the data versions of the cached reads. Roles come from here, never from
 * the token.
 */
function prepareFindUser(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      roles: users.roles,
      enabled: users.enabled,
      dataVersions: sql<Record<
        string,
        number
      > | null>`(select json_object_agg(name, version) from cache_versions)`,
    })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('id')),
        notExists(
          db
            .select({ one: sql`1` })
            .from(revokedTokens)
            .where(
              and(
                eq(revokedTokens.jti, sql.placeholder('jti')),
                lte(revokedTokens.effectiveAt, sql`${sql.placeholder('now')}::timestamptz`),
              ),
            ),
        ),
      ),
    )
    .prepare('auth_user');
}

type FindUser = ReturnType<typeof prepareFindUser>;

async function authenticate(
  request: FastifyRequest,
  findUser: FindUser,
  verify: (token: string) => TokenClaims,
  now: () => number,
): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw httpError(401, messages.auth.unauthenticated);
  let claims: TokenClaims;
  try {
    claims = verify(header.slice(7));
  } catch {
    throw httpError(401, messages.auth.unauthenticated);
  }
  const id = Number.parseInt(claims.sub, 10);
  if (
    !Number.isSafeInteger(id) ||
    typeof claims.jti !== 'string' ||
    !Number.isFinite(claims.exp) ||
    !Number.isFinite(claims.iat)
  )
    throw httpError(401, messages.auth.unauthenticated);
  const [user] = await findUser.execute({ id, jti: claims.jti, now: new Date(now()).toISOString() });
  if (!user?.enabled) throw httpError(401, messages.auth.unauthenticated);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    roles: user.roles,
    dataVersions: user.dataVersions ?? {},
    jti: claims.jti,
    exp: claims.exp,
    iat: claims.iat,
  };
}
