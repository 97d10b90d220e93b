import { messages } from '@backoffice/domain';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Database, Db } from './db/client';
import type { RouteDeps } from './lib/deps';
import type { FaultSwitch } from './lib/faults';
import { httpError } from './lib/httpError';
import { jsonDepthExceeds } from './lib/jsonDepth';
import { lazyCompilers } from './lib/lazySchemas';
import { defaultDataDir } from './lib/paths';
import { ProviderCallLog } from './lib/providerCalls';
import { staleChangesPlugin } from './lib/recordVersion';
import { listingRoutes } from './listings/routes';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { eventsPlugin } from './plugins/events';
import { loggerOptions, observabilityPlugin, type PoolStats, requestIdOf } from './plugins/observability';
import { adminAppPlugin, compressionPlugin, securityPlugin } from './plugins/serving';
import type { CallCenterProvider } from './providers/callCenter';
import type { IdentityProvider } from './providers/identity';
import { simulatedProviders } from './providers/index';
import type { OpenBankingProvider } from './providers/openBanking';
import { recordedWallet } from './providers/recorded';
import type { SepaProvider } from './providers/sepa';
import type { SignatureProvider } from './providers/signature';
import type { ProviderName } from './providers/simulated';
import type { SmsProvider } from './providers/sms';
import type { WalletProvider } from './providers/wallet';
import { affiliatesRoutes } from './routes/affiliates';
import { approvalsRoutes } from './routes/approvals';
import { authRoutes } from './routes/auth';
import { bootstrapRoutes } from './routes/bootstrap';
import { cancellationsRoutes } from './routes/cancellations';
import { commentsRoutes } from './routes/comments';
import { companiesRoutes } from './routes/companies';
import { configurationRoutes } from './routes/configuration';
import { contextsRoutes } from './routes/contexts';
import { documentsRoutes, MAX_UPLOAD_BYTES } from './routes/documents';
import { healthRoutes, type Lifecycle } from './routes/health';
import { investorDetailRoutes } from './routes/investorDetail';
import { investorListRoutes } from './routes/investorList';
import { investorsRoutes } from './routes/investors';
import { loanDashboardRoutes } from './routes/loanDashboard';
import { loanDetailRoutes } from './routes/loanDetail';
import { loanInfoRoutes } from './routes/loanInfo';
import { loanListsRoutes } from './routes/loanLists';
import { loansRoutes } from './routes/loans';
import { logsLwRoutes } from './routes/logsLw';
import { paymentMethodsRoutes } from './routes/paymentMethods';
import { salesAnalysisRoutes, salesTasksRoutes } from './routes/salesTasks';
import { sharedRoutes } from './routes/shared';
import { toolsRoutes } from './routes/tools';
import { loanActionsRoutes } from './routes/tools/loanActions';
import { loanFlowsRoutes } from './routes/tools/loanFlows';
import { reconcileMoneyOperations } from './routes/tools/money';
import { userRecordsRoutes } from './routes/userRecords';
import { usersRoutes } from './routes/users';

/** The deepest JSON body accepted: far deeper than any body the contract describes. */
export const MAX_JSON_DEPTH = 32;

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  /** The built admin app to serve at `/`; skipped when absent. */
  adminDist?: string | undefined;
  /** Injected clock (epoch ms), for the token and throttle rules. */
  now?: () => number;
  /** JSON request logs (pino): on stdout when true, or into the given stream (the tests read it). */
  logger?: boolean | NodeJS.WritableStream;
  /** The database's LISTEN, which feeds the live events (`GET /api/events`). */
  listen?: Database['listen'] | undefined;
  /** The database pool's figures for /metrics (PostgreSQL). */
  poolStats?: (() => PoolStats) | undefined;
  /** The bearer token of /metrics (`METRICS_TOKEN`); in production /metrics is off without one. */
  metricsToken?: string | undefined;
  /** Which proxies to trust for the client's address (`TRUST_PROXY`); none by default. */
  trustProxy?: boolean | number | string;
  /** Where document files are kept (under `documents/`); the default data folder otherwise. */
  dataDir?: string | undefined;
  /** The wallet provider (LW); a simulated one by default. */
  wallet?: WalletProvider;
  /** The open-banking provider; a simulated one by default. */
  openBanking?: OpenBankingProvider;
  /** The SMS, SEPA, call-centre, identity-document and signature providers; simulated by default. */
  sms?: SmsProvider;
  sepa?: SepaProvider;
  callCenter?: CallCenterProvider;
  identity?: IdentityProvider;
  signature?: SignatureProvider;
  /** The simulated providers that fail every call (`SIMULATE_PROVIDER_FAILURE`, for demos). */
  failingProviders?: readonly ProviderName[];
  /** The version-checked read cache of the busiest reads; on by default (`READ_CACHE=off`). */
  readCache?: boolean;
  /** `NODE_ENV=production`: HSTS is sent and the admin's source maps are not served. */
  production?: boolean;
  /** Other origins allowed to call the API from a browser (`CORS_ORIGINS`); none by default. */
  corsOrigins?: readonly string[];
  /** Issue 14 four-eyes: on by default (`FOUR_EYES=off`). */
  fourEyes?: boolean;
  /** Test-only: fail chosen route calls (lib/faults.ts); main.ts never sets it. */
  faults?: FaultSwitch;
  /**
   * How often to settle money operations left `pending` by a process that died mid-call
   * (`reconcileMoneyOperations`); main.ts runs it at start and every minute, tests call it directly.
   */
  reconcileMoneyEveryMs?: number;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger === true ? undefined : options.logger) : false,
    // One line per answered request, written by the observability plugin (no URL, body or header).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    // A hop count is valid (Fastify trusts the nth hop) though the option's type omits it.
    trustProxy: (options.trustProxy ?? false) as boolean | string,
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true },
    },
    schemaController: { compilersFactory: lazyCompilers },
  });

  await app.register(errorsPlugin);
  await app.register(staleChangesPlugin, { db: options.db });
  await app.register(observabilityPlugin, {
    poolStats: options.poolStats,
    production: options.production ?? false,
    metricsToken: options.metricsToken,
  });
  // Readiness reads it; a graceful shutdown sets `app.lifecycle.draining`.
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  // Every JSON body is bounded before it is parsed: 1 MB (bodyLimit) and MAX_JSON_DEPTH levels, so
  // no handler walks a body nested deeper than the contract describes (a 400 in Spanish). Like API
  // Platform, writes accept JSON-LD bodies; they are JSON, read by the same parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const boundedJson: typeof parseJson = (request, body, done) => {
    if (jsonDepthExceeds(String(body), MAX_JSON_DEPTH)) {
      done(httpError(400, messages.input.tooDeep), undefined);
      return;
    }
    parseJson(request, body, done);
  };
  app.removeContentTypeParser('application/json');
  for (const type of ['application/json', 'application/ld+json'])
    app.addContentTypeParser(type, { parseAs: 'string' }, boundedJson);
  // Serving: security headers and CORS on every answer, before authentication answers anything.
  await app.register(securityPlugin, {
    production: options.production ?? false,
    corsOrigins: options.corsOrigins ?? [],
  });
  await app.register(compressionPlugin);
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });
  await app.register(authPlugin, { db: options.db, secret: options.jwtSecret, now });
  await app.register(docsPlugin, { production: options.production ?? false });

  const simulated = simulatedProviders({ now, failing: options.failingProviders ?? [] });
  // Logs LW (issue 16): every wallet-provider call is noted, then written once its request has
  // answered (lib/providerCalls.ts says why not inside the request's transaction).
  const providerCalls = new ProviderCallLog(options.db, (error) =>
    app.log.error({ err: error }, 'provider_calls: the log of provider calls could not be written'),
  );
  app.addHook('onResponse', async () => {
    await providerCalls.flush();
  });
  app.addHook('onClose', async () => {
    await providerCalls.flush();
  });
  const deps: RouteDeps = {
    db: options.db,
    now,
    dataDir: options.dataDir ?? defaultDataDir,
    wallet: recordedWallet(options.wallet ?? simulated.wallet, providerCalls, now),
    providerCalls,
    openBanking: options.openBanking ?? simulated.openBanking,
    sms: options.sms ?? simulated.sms,
    sepa: options.sepa ?? simulated.sepa,
    callCenter: options.callCenter ?? simulated.callCenter,
    identity: options.identity ?? simulated.identity,
    signature: options.signature ?? simulated.signature,
    readCache: options.readCache ?? true,
    fourEyes: options.fourEyes ?? true,
    faults: options.faults,
  };
  const every = options.reconcileMoneyEveryMs;
  if (every) {
    let timer: NodeJS.Timeout | undefined;
    const reconcile = () =>
      reconcileMoneyOperations(deps)
        .then((o) => {
          app.metrics.reconcilerRuns.inc({ outcome: 'ok' });
          for (const result of ['recorded', 'released', 'unresolved'] as const)
            if (o[result] > 0) app.metrics.reconciledOperations.inc({ result }, o[result]);
          if (o.recorded + o.released + o.unresolved > 0) app.log.warn(o, 'money operations reconciled');
        })
        .catch((error: unknown) => {
          app.metrics.reconcilerRuns.inc({ outcome: 'failed' });
          app.log.error({ err: error }, 'money reconciliation failed');
        });
    app.addHook('onReady', async () => {
      void reconcile();
      timer = setInterval(reconcile, every);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const faults = options.faults;
  if (faults)
    app.addHook('preHandler', async (request) => {
      faults.check((request.routeOptions.config as { contract?: string } | undefined)?.contract, 'before');
    });
  await app.register(authRoutes, { db: options.db, now });
  await app.register(bootstrapRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(userRecordsRoutes, deps);
  await app.register(affiliatesRoutes, deps);
  await app.register(companiesRoutes, deps);
  await app.register(commentsRoutes, deps);
  await app.register(documentsRoutes, deps);
  await app.register(configurationRoutes, deps);
  await app.register(investorsRoutes, deps);
  await app.register(investorDetailRoutes, deps);
  await app.register(investorListRoutes, deps);
  await app.register(loansRoutes, deps);
  await app.register(loanDetailRoutes, deps);
  await app.register(loanInfoRoutes, deps);
  await app.register(loanListsRoutes, deps);
  await app.register(loanDashboardRoutes, deps);
  await app.register(loanActionsRoutes, deps);
  await app.register(toolsRoutes, deps);
  await app.register(salesTasksRoutes, deps);
  await app.register(salesAnalysisRoutes, deps);
  await app.register(cancellationsRoutes, deps);
  await app.register(sharedRoutes, deps);
  await app.register(listingRoutes, deps);
  await app.register(paymentMethodsRoutes, deps);
  await app.register(approvalsRoutes, deps);
  await app.register(loanFlowsRoutes, deps);
  await app.register(logsLwRoutes, deps);
  await app.register(contextsRoutes);
  await app.register(eventsPlugin, { db: options.db, listen: options.listen });

  await app.register(healthRoutes, { db: options.db, lifecycle });

  await app.register(adminAppPlugin, { root: options.adminDist, production: options.production ?? false });

  return app;
}
