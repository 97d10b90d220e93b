import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@backoffice/domain';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { authRoutes } from './routes/auth';
import { usersRoutes } from './routes/users';

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  /** The built admin app to serve at `/`; skipped when absent. */
  adminDist?: string | undefined;
  /** Injected clock (epoch ms), for the token and throttle rules. */
  now?: () => number;
  logger?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });

  await app.register(errorsPlugin);
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(authPlugin, { db: options.db, secret: options.jwtSecret, now });

  await app.register(authRoutes, { db: options.db, now });
  await app.register(usersRoutes, { db: options.db });

  app.get('/api/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  const adminDist = options.adminDist;
  const serveAdmin = adminDist !== undefined && existsSync(join(adminDist, 'index.html'));
  if (serveAdmin) {
    await app.register(fastifyStatic, { root: adminDist, wildcard: false, index: ['index.html'] });
  }

  app.setNotFoundHandler({ preHandler: undefined }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || !serveAdmin || request.method !== 'GET') {
      return reply.status(404).send({ error: messages.general.notFound });
    }
    // Client-side routes (and the admin's own 404 page) are the single-page app's to resolve.
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}
