import { messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { spec } from '../lib/contract';
import { httpError } from '../lib/httpError';
import { LINK_FIELDS, RESOURCE_PROPERTIES, RESOURCE_TYPES } from '../lib/resourceClasses';

/**
 * The JSON-LD context of a resource: Hydra's terms by their usual prefix, the resource's own
 * fields under the API's vocabulary, and link fields typed as IRIs. Served for every class the
 * contract's answers declare (lib/resourceClasses.ts), and for no other.
 */
export function contextFor(_type: string) {
  const ctx: Record<string, unknown> = {
    '@vocab': '/api/docs.jsonld#',
    hydra: 'http://www.w3.org/ns/hydra/core#',
  };
  for (const f of LINK_FIELDS) ctx[f] = { '@type': '@id' };
  return { '@context': ctx };
}

export async function contextsRoutes(app: FastifyInstance) {
  const known = new Set<string>(RESOURCE_TYPES);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/contexts/:type', spec('GET /api/contexts/:type'), async (request, reply) => {
    if (!known.has(request.params.type)) throw httpError(404, messages.general.notFound);
    reply
      .header('content-type', 'application/ld+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600');
    return contextFor(request.params.type);
  });
}

const VOCAB = '/api/docs.jsonld#';
const LINKS = new Set<string>(LINK_FIELDS);

/**
 * The Hydra ApiDocumentation the contexts' `@vocab` names (/api/docs.jsonld): every class the API
 * answers (each `@type`) with its properties, whose IRIs are the ones the contexts expand the
 * fields to (`/api/docs.jsonld#razonSocial`); a link field's values are IRIs (hydra:Link).
 */
export function apiDocumentation() {
  return {
    '@context': {
      '@vocab': VOCAB,
      hydra: 'http://www.w3.org/ns/hydra/core#',
      rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
      rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
    },
    '@id': '/api/docs.jsonld',
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'Backoffice API',
    'hydra:description': 'The platform API of Backoffice (OpenAPI 3.1 at /api/docs.json).',
    'hydra:entrypoint': '/api',
    'hydra:supportedClass': RESOURCE_TYPES.map((type) => ({
      '@id': `${VOCAB}${type}`,
      '@type': 'hydra:Class',
      'rdfs:label': type,
      'hydra:title': type,
      'hydra:supportedProperty': (RESOURCE_PROPERTIES[type] ?? []).map((property) => ({
        '@type': 'hydra:SupportedProperty',
        'hydra:property': {
          '@id': `${VOCAB}${property}`,
          '@type': LINKS.has(property) ? 'hydra:Link' : 'rdf:Property',
          'rdfs:label': property,
        },
        'hydra:title': property,
        'hydra:readable': true,
      })),
    })),
  };
}
