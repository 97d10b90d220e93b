import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@backoffice/domain';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import type { RouteDeps } from './lib/deps';
import { defaultDataDir } from './lib/paths';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { type OpenBankingProvider, SimulatedOpenBankingProvider } from './providers/openBanking';
import { SimulatedWalletProvider, type WalletProvider } from './providers/wallet';
import { affiliatesRoutes } from './routes/affiliates';
import { authRoutes } from './routes/auth';
import { commentsRoutes } from './routes/comments';
import { companiesRoutes } from './routes/companies';
import { configurationRoutes } from './routes/configuration';
import { contextsRoutes } from './routes/contexts';
import { documentsRoutes, MAX_UPLOAD_BYTES } from './routes/documents';
import { investorsRoutes } from './routes/investors';
import { loansRoutes } from './routes/loans';
import { moneyRoutes } from './routes/money';
import { reportsRoutes } from './routes/reports';
import { sharedRoutes } from './routes/shared';
import { toolsRoutes } from './routes/tools';
import { userRecordsRoutes } from './routes/userRecords';
import { usersRoutes } from './routes/users';
import { workedDaysRoutes } from './routes/workedDays';

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  /** The built admin app to serve at `/`; skipped when absent. */
  adminDist?: string | undefined;
  /** Injected clock (epoch ms), for the token and throttle rules. */
  now?: () => number;
  logger?: boolean;
  /** Where document files are kept (under `documents/`); the default data folder otherwise. */
  dataDir?: string | undefined;
  /** The wallet provider (LW); a simulated one by default. */
  wallet?: WalletProvider;
  /** The open-banking provider; a simulated one by default. */
  openBanking?: OpenBankingProvider;
  /** The version-checked read cache of the busiest reads; on by default (`READ_CACHE=off`). */
  readCache?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true },
    },
  });

  await app.register(errorsPlugin);
  // Issue 12: like API Platform, writes accept JSON-LD bodies; they are JSON, read by the same parser.
  app.addContentTypeParser(
    'application/ld+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });
  await app.register(authPlugin, { db: options.db, secret: options.jwtSecret, now });

  const deps: RouteDeps = {
    db: options.db,
    now,
    dataDir: options.dataDir ?? defaultDataDir,
    wallet: options.wallet ?? new SimulatedWalletProvider(),
    openBanking: options.openBanking ?? new SimulatedOpenBankingProvider(),
    readCache: options.readCache ?? true,
  };
  await app.register(authRoutes, { db: options.db, now });
  await app.register(usersRoutes, deps);
  await app.register(userRecordsRoutes, deps);
  await app.register(affiliatesRoutes, deps);
  await app.register(companiesRoutes, deps);
  await app.register(commentsRoutes, deps);
  await app.register(documentsRoutes, deps);
  await app.register(configurationRoutes, deps);
  await app.register(investorsRoutes, deps);
  await app.register(loansRoutes, deps);
  await app.register(toolsRoutes, deps);
  await app.register(moneyRoutes, deps);
  await app.register(sharedRoutes, deps);
  await app.register(reportsRoutes, deps);
  await app.register(workedDaysRoutes, deps);
  await app.register(contextsRoutes);

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
