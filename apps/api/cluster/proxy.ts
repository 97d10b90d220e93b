/**
 * The small local reverse proxy of `npm run cluster`: loopback only, round robin over the API
 * replicas that answer their readiness check, streaming answers as they come (server-sent events
 * pass through unbuffered). A replica that refuses a connection is taken out at once and polled
 * back in; a request it could not take is answered 502 or 503, which a client may retry.
 * For tests and demos; a deployment puts a real proxy in front (compose.yaml, docs/deploying.md).
 */
import { messages } from '@backoffice/domain';
import fastifyReplyFrom from '@fastify/reply-from';
import Fastify, { type FastifyInstance } from 'fastify';

export interface Upstream {
  url: string;
  up: boolean;
  /** Readiness checks failed in a row: a slow answer under load is not yet a dead replica. */
  failures: number;
}

export interface ProxyOptions {
  upstreams: readonly string[];
  /** 0 for any free port. */
  port?: number;
  /** How often each replica's readiness is asked. */
  checkEveryMs?: number;
  /** The readiness path (503 while the replica lacks its database or drains). */
  readyPath?: string;
}

export interface LocalProxy {
  url: string;
  upstreams: Upstream[];
  close(): Promise<void>;
}

export async function startProxy(options: ProxyOptions): Promise<LocalProxy> {
  const upstreams: Upstream[] = options.upstreams.map((url) => ({ url, up: true, failures: 0 }));
  const readyPath = options.readyPath ?? '/api/health/ready';
  let turn = 0;
  /** The next ready replica after the last one used, other than `not`; any, when none is ready. */
  const pick = (not?: Upstream): Upstream | undefined => {
    for (const wanted of [true, false])
      for (let i = 0; i < upstreams.length; i += 1) {
        const u = upstreams[(turn + i) % upstreams.length] as Upstream;
        if (u.up === wanted && u !== not) {
          turn = (turn + i + 1) % upstreams.length;
          return u;
        }
      }
    return undefined;
  };
  const gone = (error: Error) =>
    /ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET|UND_ERR_CLOSED/.test(
      `${(error as { code?: string }).code ?? ''} ${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`,
    );

  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 12 * 1024 * 1024 });
  // No base: each call names its replica (`reply.from(url)`), undici keeps a pool per replica.
  await app.register(fastifyReplyFrom, {
    undici: { connections: 64, pipelining: 1, keepAliveTimeout: 4_000, headersTimeout: 0, bodyTimeout: 0 },
  });
  // Bodies pass through as bytes, whatever their type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  app.all('/*', (request, reply) => {
    const forward = (chosen: Upstream | undefined, retry: boolean): unknown => {
      if (!chosen) return reply.status(503).send({ error: messages.http[503] });
      return reply.from(`${chosen.url}${request.url}`, {
        rewriteRequestHeaders: (_req, headers) => ({
          ...headers,
          'x-forwarded-for': request.ip,
          'x-request-id': String(request.headers['x-request-id'] ?? request.id),
        }),
        onError: (r, { error }) => {
          if (gone(error)) {
            // Out until its readiness answers again.
            chosen.up = false;
            chosen.failures = 1;
            // A call without a body never reached the replica's handler twice: try another.
            if (retry && (request.method === 'GET' || request.method === 'HEAD'))
              return forward(pick(chosen), false);
          }
          return r.status(502).send({ error: messages.http[503] });
        },
      });
    };
    return forward(pick(), true);
  });

  const check = async () => {
    await Promise.all(
      upstreams.map(async (u) => {
        let ok = false;
        try {
          const res = await fetch(`${u.url}${readyPath}`, { signal: AbortSignal.timeout(2_000) });
          ok = res.ok;
          await res.body?.cancel();
        } catch {
          ok = false;
        }
        u.failures = ok ? 0 : u.failures + 1;
        u.up = ok || (u.up && u.failures < 3);
      }),
    );
  };
  await check();
  const timer = setInterval(() => void check(), options.checkEveryMs ?? 250);
  timer.unref();
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    upstreams,
    async close() {
      clearInterval(timer);
      await app.close();
    },
  };
}
