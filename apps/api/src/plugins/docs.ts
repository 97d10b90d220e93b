import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { spec } from '../lib/contract';
import { apiDocumentation } from '../routes/contexts';

export interface DocsOptions {
  /** `NODE_ENV=production`: the documentation is for signed-in staff only. */
  production: boolean;
}

/** In production the documentation asks for a token, as any staff read does (API_ACCESS's STAFF). */
const STAFF_ONLY = ['ROLE_USER'] as const;

/**
 * The API's documentation, generated from the routes themselves: OpenAPI 3.1 at /api/docs.json
 * (@fastify/swagger reads every route's schemas) and the Hydra ApiDocumentation at
 * /api/docs.jsonld, which the contexts name as their `@vocab`. Registered before the routes, so
 * that @fastify/swagger sees each of them. Also answers `application/ld+json` to a client that
 * asks for it (API Platform's content negotiation); `application/json` stays the default.
 */
export const docsPlugin = fp<DocsOptions>(async (app: FastifyInstance, { production }) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Backoffice API',
        description: 'The platform API of Backoffice: JSON-LD/Hydra resources, JWT bearer tokens.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Only the API is documented (not the admin's files); a route that is not public needs a token.
    transform: ({ schema, url, route }) => ({
      url,
      schema: !url.startsWith('/api')
        ? { ...schema, hide: true }
        : route.config?.access === 'public'
          ? schema
          : { ...schema, security: [{ bearer: [] }] },
    }),
  });

  // In production the documentation asks for a token, as any staff read does; the rest of the
  // route (schemas, and the key the contract check reads) is the contract's.
  const docs = <K extends 'GET /api/docs.json' | 'GET /api/docs.jsonld'>(key: K) => {
    const s = spec(key);
    return production ? { ...s, config: { ...s.config, access: STAFF_ONLY } } : s;
  };
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/docs.json', docs('GET /api/docs.json'), async () => {
    const doc = app.swagger();
    // Configured as OpenAPI 3.1 above; a Swagger 2 document would be a misconfiguration.
    if (!('openapi' in doc)) throw new Error('@fastify/swagger did not generate OpenAPI 3');
    return doc;
  });
  r.get('/api/docs.jsonld', docs('GET /api/docs.jsonld'), async (_, reply) => {
    reply.type('application/ld+json; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return apiDocumentation();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json') || !request.url.startsWith('/api'))
      return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept` : 'Accept');
    if (prefersJsonLd(request))
      reply.header('content-type', type.replace('application/json', 'application/ld+json'));
    return payload;
  });
});

/** Whether `Accept` ranks application/ld+json above zero and at least as high as application/json. */
function prefersJsonLd(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (!accept) return false;
  const quality = new Map<string, number>();
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    quality.set(type, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ld = quality.get('application/ld+json') ?? 0;
  return ld > 0 && ld >= (quality.get('application/json') ?? 0);
}
