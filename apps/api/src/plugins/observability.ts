import { randomUUID, timingSafeEqual } from 'node:crypto';
import { messages } from '@backoffice/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { stdSerializers } from 'pino';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** How many connections a database pool holds, uses and waits for (PostgreSQL only). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  registry: Registry;
  /** Server-sent-event streams open on this process (the events plugin keeps it). */
  sseClients: Gauge;
  /** Runs of the money-operation reconciler, by outcome (`ok`, `failed`). */
  reconcilerRuns: Counter<'outcome'>;
  /** Money operations the reconciler settled, by result (`recorded`, `released`, `unresolved`). */
  reconciledOperations: Counter<'result'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface ObservabilityOptions {
  /** The database pool's figures, when there is a pool (PostgreSQL). */
  poolStats?: (() => PoolStats) | undefined;
  /** `NODE_ENV=production`: /metrics answers only with `METRICS_TOKEN`, and not at all without one. */
  production: boolean;
  /** The bearer token /metrics asks for (`METRICS_TOKEN`); outside production it is open without one. */
  metricsToken?: string | undefined;
}

/** A request id a client or a proxy may give us (`X-Request-Id`); anything else gets a fresh one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id when it is a plain token, a new UUID otherwise. */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Where a secret may sit in anything logged: credentials, tokens and personal identifiers (DNI/NIE,
 * IBAN). The request line never carries a body, a query string or headers; these paths guard every
 * other log call (an error's context, a provider's answer).
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.dni',
  '*.nif',
  '*.iban',
  'body',
  'query',
  '*.body',
  '*.query',
];

/**
 * A logged error without the values it carries: a database error's `detail` (`Key (dni)=(…)`),
 * the parameters a failed query lists in its message and fields, and the request it came from.
 */
export function errSerializer(err: Error): ReturnType<typeof stdSerializers.err> {
  const out = stdSerializers.err(err);
  const scrub = (o: Record<string, unknown>) => {
    for (const key of ['detail', 'params', 'parameters', 'where', 'query', 'body']) delete o[key];
    if (typeof o.message === 'string') o.message = withoutParams(o.message);
    if (typeof o.stack === 'string') o.stack = withoutParams(o.stack);
    if (o.cause && typeof o.cause === 'object') scrub(o.cause as Record<string, unknown>);
  };
  scrub(out as unknown as Record<string, unknown>);
  return out;
}

/** Drizzle's "Failed query: … params: 1,12345678Z" keeps the statement and drops its values. */
const withoutParams = (text: string) => text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');

/** The pino options of the API's logger: JSON lines, with the redactions and the error serializer. */
export function loggerOptions(stream?: NodeJS.WritableStream) {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: errSerializer },
    ...(stream ? { stream } : {}),
  };
}

/** The route a request matched, as the contract names it (`GET /api/creditos/:id`), never its URL. */
export function routeKeyOf(request: FastifyRequest): string {
  const config = request.routeOptions.config as { contract?: string } | undefined;
  if (config?.contract) return config.contract;
  const url = request.routeOptions.url;
  return url ? `${request.method} ${url}` : 'unmatched';
}

/**
 * One JSON line per answered request (id, user, route key, status, duration), and Prometheus
 * metrics at `/metrics`: requests and their latency by route key and status, the pool, the SSE
 * streams, the reconciler and the process's own figures.
 */
export const observabilityPlugin = fp<ObservabilityOptions>(async (app: FastifyInstance, options) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered HTTP requests, by route key and status.',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by route key and status.',
    labelNames: ['route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const poolStats = options.poolStats;
  if (poolStats)
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the database pool: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  const metrics: Metrics = {
    registry,
    sseClients: new Gauge({
      name: 'sse_clients',
      help: 'Server-sent-event streams open on this process.',
      registers: [registry],
    }),
    reconcilerRuns: new Counter({
      name: 'money_reconciler_runs_total',
      help: 'Runs of the money-operation reconciler, by outcome.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    reconciledOperations: new Counter({
      name: 'money_reconciler_operations_total',
      help: 'Money operations settled by the reconciler, by result.',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
  };
  app.decorate('metrics', metrics);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeKeyOf(request);
    const status = String(reply.statusCode);
    requests.inc({ route, status });
    duration.observe({ route, status }, reply.elapsedTime / 1000);
    request.log.info(
      {
        userId: request.auth?.id ?? null,
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  const token = options.metricsToken;
  // Not an /api route: it answers a scraper, not a user, and is no part of the contract.
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (options.production && !token) return reply.status(404).send({ error: messages.general.notFound });
    if (token && !bearerIs(request.headers.authorization, token))
      return reply.status(401).send({ error: messages.auth.unauthenticated });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});

function bearerIs(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
