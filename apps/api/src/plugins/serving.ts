import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { messages } from '@backoffice/domain';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ServingOptions {
  /** `NODE_ENV=production`: HSTS and upgrade-insecure-requests are sent, source maps are not served. */
  production: boolean;
  /** Other origins allowed to call the API from a browser; none by default (same origin only). */
  corsOrigins: readonly string[];
}

/** Hashed file names change with their content, so a browser may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page that names the hashed files is revalidated on every visit. */
export const REVALIDATE = 'no-cache';

/**
 * The security headers of every answer (API, admin files, errors) and the CORS policy.
 *
 * The CSP allows scripts from this origin only (no inline script: the built index.html loads its
 * entry by `src`). `style-src` keeps 'unsafe-inline' because styled-components creates `<style>`
 * elements at run time; a nonce would need a per-answer index.html, which rules out the
 * precompressed, cacheable page, and styles cannot run code.
 */
export const securityPlugin = fp<ServingOptions>(
  async (app: FastifyInstance, { production, corsOrigins }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'"],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          ...(production ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Over plain http (development, the tests) HSTS would pin the host to https.
      strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    });
    // Without CORS_ORIGINS nothing is registered: a browser on another origin gets no
    // Access-Control-Allow-Origin and cannot read any answer.
    if (corsOrigins.length > 0) {
      await app.register(fastifyCors, {
        origin: [...corsOrigins],
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key', 'If-Match'],
        exposedHeaders: ['Content-Disposition', 'ETag'],
        maxAge: 600,
      });
    }
  },
);

/**
 * The answers worth compressing: JSON (and JSON-LD, problem+json), text, HTML, XML and JavaScript.
 * Not the .xlsx exports (already zip files, streamed as they are written), uploaded documents
 * (octet-stream or their own type) nor server-sent events, which must reach the browser unbuffered.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|\/javascript(?:;|$)/;

/**
 * Every API answer of 1 KB or more is compressed for the browser that takes it: brotli (quality 4,
 * cheap enough per request; a 43 KB financing page becomes about 5 KB), then gzip. The admin's
 * files already carry their precompressed `.br`/`.gz` (Content-Encoding set), which are sent as
 * they are. Registered before the routes: @fastify/compress hooks each route as it is added.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
  });
});

export interface AdminAppOptions {
  /** The built admin (apps/admin/dist); when it has no index.html only the API is served. */
  root: string | undefined;
  production: boolean;
}

/**
 * The built admin at `/`: the precompressed `.br`/`.gz` siblings the build writes are chosen by
 * Accept-Encoding (br > gzip > identity, with `Vary: Accept-Encoding`); hashed assets are cached
 * for a year, the page itself revalidated. Client routes get index.html; a missing file under
 * /assets (or a source map in production) is a 404, never the page.
 */
export const adminAppPlugin = fp<AdminAppOptions>(async (app: FastifyInstance, { root, production }) => {
  const serveAdmin = root !== undefined && existsSync(join(root, 'index.html'));
  if (serveAdmin) {
    const assetsDir = join(resolve(root), 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      // Compressed siblings are reached through their file; source maps stay out of production.
      globIgnore: ['**/*.br', '**/*.gz', ...(production ? ['**/*.map'] : [])],
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler({ preHandler: undefined }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!serveAdmin || (request.method !== 'GET' && request.method !== 'HEAD') || !isClientRoute(path)) {
      return reply.status(404).send({ error: messages.general.notFound });
    }
    // Client-side routes (and the admin's own 404 page) are the single-page app's to resolve.
    return reply.status(200).type('text/html').sendFile('index.html');
  });
});

/** A path the single-page app resolves: not the API, not a built file, not a source map. */
function isClientRoute(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  return !path.endsWith('.map');
}
