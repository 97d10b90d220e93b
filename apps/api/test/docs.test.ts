import {
  AFFILIATE_FINANCING_SORTABLE,
  AFFILIATE_LIST_SORTABLE,
  API_ACCESS,
  LOAN_LIST_SORTABLE,
  messages,
} from '@backoffice/domain';
import { CONTRACT, jsonLdClasses } from '@backoffice/domain/contract';
import { sql } from 'drizzle-orm';
import jsonld from 'jsonld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { RESOURCE_TYPES, WRITE_ANSWER_TYPES } from '../src/lib/resourceClasses';
import { rowsOf } from '../src/lib/rows';
import { LISTINGS } from '../src/listings/catalogue';
import { LISTING_ROW } from '../src/listings/routes';
import { demoUserId, isStream } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

interface Crawl {
  /** Every key of every JSON-LD node, by its @type. */
  types: Map<string, Set<string>>;
  /** Every @context an answer names, with the first answer that named it. */
  contexts: Map<string, { url: string; body: unknown }>;
}

let crawled: Promise<Crawl> | null = null;
/** The crawl reads every GET route and every listing: longer than one request's test. */
const CRAWL_TIMEOUT = 180_000;
/** The crawl, once for the file (it reads every GET route). */
const crawl = () => {
  crawled ??= crawlAnswers();
  return crawled;
};

/** A sample value of each route parameter a listing takes (the rest take their first allowed value). */
const LISTING_PARAM_SAMPLES: Record<string, string> = {
  ge: '0',
  platform: 'plataforma',
  product: 'plataforma',
  producto: 'plataforma',
};

/**
 * The answers of every GET route (each affiliate route for every affiliate, so that each section
 * has rows; every listing and sidebar report of the listing engine) and of the login.
 */
async function crawlAnswers(): Promise<Crawl> {
  const h = await t.as('super-admin');
  const me = await demoUserId(t, 'super-admin');
  const affiliates = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`select id from affiliates order by id`),
  );
  const found = new Map<string, Set<string>>();
  const contexts = new Map<string, { url: string; body: unknown }>();
  let answer = { url: '', body: undefined as unknown };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (typeof o['@context'] === 'string' && !contexts.has(o['@context']))
      contexts.set(o['@context'], answer);
    if (typeof o['@type'] === 'string' && !o['@type'].startsWith('hydra:')) {
      const keys = found.get(o['@type']) ?? new Set<string>();
      for (const k of Object.keys(o)) if (!k.startsWith('@')) keys.add(k);
      found.set(o['@type'], keys);
    }
    for (const [k, v] of Object.entries(o)) if (k !== '@context') visit(v);
  };
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username: 'super-admin', password: 'Demo-2026!' },
  });
  answer = { url: '/api/login_check', body: login.json() };
  visit(answer.body);
  // The loan reads (issue 13): the seeded loans with full detail, their scrapes, accounts and ASNEF
  // checks, and the query each product-keyed collection needs.
  const idsOf = async (table: string) =>
    rowsOf<{ id: number }>(
      await t.database.db.execute(sql.raw(`select id from ${table} order by id limit 12`)),
    ).map((r) => r.id);
  const loans = [
    ...new Set([
      ...(await idsOf('loans')),
      ...rowsOf<{ id: number }>(
        await t.database.db.execute(
          sql`(select loan_id as id from investments limit 2) union (select loan_id from loan_operations limit 2)`,
        ),
      ).map((r) => r.id),
    ]),
  ];
  const byPrefix: [string, number[]][] = [
    ['/api/ins_scrape_reports/:id', await idsOf('bank_scrapes')],
    ['/api/ins_cuentas/:id', await idsOf('bank_scrape_accounts')],
    ['/api/asnefs/:id', await idsOf('asnefs')],
    ['/api/creditos/:id', loans],
    ['/api/loanControlDetail/:id', loans],
    ['/api/checkAsnef/:id', loans],
    ['/api/amountAdvancedAmortization/:id', loans],
    ['/api/tools/microadmin/advanceAmortizationSimulation/:id', loans],
    // Issue 15: the investor detail's reads, by investor, by its preferences and by its user.
    ['/api/inversores/:id', (await idsOf('investors')).slice(0, 2)],
    ['/api/investor_preferences/:id', (await idsOf('investor_preferences')).slice(0, 2)],
    [
      '/api/users/:id/statusHistoryList',
      rowsOf<{ id: number }>(
        await t.database.db.execute(sql`select user_id as id from investors order by id limit 2`),
      ).map((r) => r.id),
    ],
  ];
  const [bank] = rowsOf<{ code: string }>(
    await t.database.db.execute(sql`select entity_code as code from banks order by id limit 1`),
  );
  const byProduct = [
    '/api/amortizations',
    '/api/amortizations/',
    '/api/operations',
    '/api/operations/',
    '/api/pay_methods',
  ];
  for (const u of byProduct) byPrefix.push([u, loans]);
  // Issue 14: a money out waiting for approval gives the pending list a row and the affiliate's
  // audit trail an entry.
  const [payer] = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`select a.id from affiliates a join wallets w on w.user_id = a.administrador_id order by a.id limit 1`,
    ),
  );
  const pending = await t.app.inject({
    method: 'POST',
    url: '/api/tools/admin/moneyOut',
    payload: { amount: 10_000, msg: 'Documentación', afiliado: `/api/afiliados/${payer?.id}` },
    headers: { ...h, 'idempotency-key': 'docs-four-eyes-0001' },
  });
  if (pending.statusCode !== 202) throw new Error(`four-eyes money out: ${pending.statusCode}`);
  byPrefix.push(['/api/auditLog', [payer?.id ?? 0]]);
  const queryOf = (route: string, id: number | undefined) =>
    route === '/api/banks'
      ? `?entityCode=${bank?.code}`
      : byProduct.includes(route)
        ? `?idFinanciacion=${id}`
        : route.endsWith('/search')
          ? '?q=a'
          : route === '/api/auditLog'
            ? `?resource=/api/afiliados/${id}`
            : '';
  // The event stream is one endless answer, not a resource (test/events.test.ts reads it).
  for (const r of t.app.apiRoutes.filter(
    (x) => x.method === 'GET' && !x.url.startsWith('/api/docs') && !isStream(x),
  )) {
    const ids = r.url.startsWith('/api/afiliados/:id')
      ? affiliates.map((a) => a.id)
      : (byPrefix.find(([prefix]) =>
          prefix.includes(':') ? r.url.startsWith(prefix) : r.url === prefix,
        )?.[1] ?? [r.url.startsWith('/api/users/:id') ? me : affiliates[0]?.id]);
    for (const id of ids) {
      const url = r.url
        .replace(':week', '47')
        .replace(':year', '2026')
        .replace(':type', 'Afiliado')
        .replace(':id', String(id));
      const query = queryOf(r.url, id);
      const res = await t.app.inject({ url: `${url}${query}`, headers: h });
      if (res.headers['content-type']?.toString().includes('json')) {
        answer = { url: `${url}${query}`, body: res.json() };
        visit(answer.body);
      }
    }
  }
  // Issue 16: every listing and report of the engine, with its route parameters.
  for (const def of LISTINGS.values()) {
    const params = Object.entries(def.params ?? {}).map(
      ([name, allowed]) =>
        `${name}=${encodeURIComponent(Array.isArray(allowed) ? (allowed[0] ?? '') : (LISTING_PARAM_SAMPLES[name] ?? ''))}`,
    );
    const url = `/api/listados/${def.id}${params.length ? `?${params.join('&')}` : ''}`;
    const res = await t.app.inject({ url, headers: h });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    answer = { url, body: res.json() };
    visit(answer.body);
  }
  return { types: found, contexts };
}

const HYDRA = 'http://www.w3.org/ns/hydra/core#';
const BASE = 'http://localhost';
const iri = (id: string) => new URL(id, BASE).href;

/** The app answers the contexts and the documentation the JSON-LD processor asks for. */
async function documentLoader(url: string) {
  const res = await t.app.inject({ url: new URL(url, BASE).pathname });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  return { contextUrl: undefined, documentUrl: url, document: res.json() };
}

/** ':id' → '{id}', as OpenAPI writes a path parameter. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('GET /api/docs.json (OpenAPI 3.1 from the route schemas)', () => {
  it('is an OpenAPI 3.1 document listing every /api route, readable without a token in development', async () => {
    const res = await t.app.inject({ url: '/api/docs.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, { responses: object }>>,
    ).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    const routes = Object.keys(API_ACCESS).map((key) => {
      const [method, path] = key.split(' ');
      return `${method} ${openApiPath(path ?? '')}`;
    });
    expect(operations.sort()).toEqual(routes.sort());
    for (const ops of Object.values(doc.paths as Record<string, Record<string, object>>))
      for (const op of Object.values(ops)) expect(op).toHaveProperty('responses');
  });

  it("says which operations need the bearer token, and takes the routes' schemas", async () => {
    const doc = (await t.app.inject({ url: '/api/docs.json' })).json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/afiliados/{id}'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/login_check'].post.security).toBeUndefined();
    const put = doc.paths['/api/datos_empresas/{id}'].put;
    expect(put.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
    );
    expect(put.requestBody.content['application/json'].schema.properties).toHaveProperty('dniRepresentante');
  });

  it('lists the order[field] keys of the sortable lists as query parameters', async () => {
    const doc = (await t.app.inject({ url: '/api/docs.json' })).json();
    const queryNames = (op: { parameters?: { name: string; in: string }[] }) =>
      (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(queryNames(doc.paths['/api/users/{id}/affiliatesInDepthList'].get)).toEqual(
      expect.arrayContaining(AFFILIATE_LIST_SORTABLE.map((f) => `order[${f}]`)),
    );
    expect(queryNames(doc.paths['/api/afiliados/{id}/financiacionList'].get)).toEqual(
      expect.arrayContaining(AFFILIATE_FINANCING_SORTABLE.map((f) => `order[${f}]`)),
    );
    expect(queryNames(doc.paths['/api/financiaciones'].get)).toEqual(
      expect.arrayContaining(LOAN_LIST_SORTABLE.map((f) => `order[${f}]`)),
    );
  });

  it('asks for a token in production (NODE_ENV=production), and answers with one', async () => {
    const app = await buildApp({ db: t.database.db, jwtSecret: 'p'.repeat(40), production: true });
    try {
      for (const url of ['/api/docs.json', '/api/docs.jsonld']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ error: messages.auth.unauthenticated });
      }
      const login = await app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: 'risk', password: 'Demo-2026!' },
      });
      const authorization = `Bearer ${login.json().token}`;
      const res = await app.inject({ url: '/api/docs.json', headers: { authorization } });
      expect(res.statusCode).toBe(200);
      expect(res.json().openapi).toMatch(/^3\.1\./);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/contexts/{class}', () => {
  it('serves a context for every class the contract declares in its answers, and for no other', async () => {
    const classes = [...jsonLdClasses(CONTRACT).keys()];
    expect(classes.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const type of [...classes, LISTING_ROW]) {
      const res = await t.app.inject({ url: `/api/contexts/${type}` });
      if (res.statusCode !== 200 || !res.json()['@context']) missing.push(`${type} (${res.statusCode})`);
    }
    expect(missing).toEqual([]);
    expect((await t.app.inject({ url: '/api/contexts/NoSuchClass' })).statusCode).toBe(404);
  });
});

describe('GET /api/docs.jsonld (the @vocab of the contexts: a Hydra ApiDocumentation)', {
  timeout: CRAWL_TIMEOUT,
}, () => {
  it('lists every class the API answers, with every property its answers carry', async () => {
    const res = await t.app.inject({ url: '/api/docs.jsonld' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    const [doc] = (await jsonld.expand(res.json(), {
      base: iri('/api/docs.jsonld'),
      documentLoader: documentLoader as never,
    })) as Record<string, unknown>[];
    expect(doc?.['@id']).toBe(iri('/api/docs.jsonld'));
    expect(doc?.['@type']).toEqual([`${HYDRA}ApiDocumentation`]);
    const classes = new Map<string, Set<string>>();
    for (const c of (doc?.[`${HYDRA}supportedClass`] ?? []) as Record<string, unknown>[]) {
      expect(c['@type']).toEqual([`${HYDRA}Class`]);
      const props = (c[`${HYDRA}supportedProperty`] as Record<string, unknown>[]).map(
        (p) => (p[`${HYDRA}property`] as { '@id': string }[])[0]?.['@id'] ?? '',
      );
      classes.set(c['@id'] as string, new Set(props));
    }
    expect([...classes.keys()].sort()).toEqual(
      RESOURCE_TYPES.map((type) => iri(`/api/docs.jsonld#${type}`)).sort(),
    );

    // Every @type answered by any GET route is a class, and each of its fields a property of it.
    const answered = (await crawl()).types;
    const undocumented: string[] = [];
    for (const [type, fields] of answered) {
      const props = classes.get(iri(`/api/docs.jsonld#${type}`));
      if (!props) undocumented.push(type);
      for (const f of fields)
        if (!props?.has(iri(`/api/docs.jsonld#${f}`))) undocumented.push(`${type}.${f}`);
    }
    expect(undocumented).toEqual([]);
    // Every class but the tools' results (answered by writes: test/contract.test.ts) is read back.
    const writeOnly = new Set<string>(WRITE_ANSWER_TYPES);
    expect([...answered.keys()].sort()).toEqual(RESOURCE_TYPES.filter((x) => !writeOnly.has(x)).sort());
  });

  it('resolves every @context any GET route answers: each expands with the served context', async () => {
    const { contexts } = await crawl();
    expect(contexts.size).toBeGreaterThan(RESOURCE_TYPES.length / 2);
    const unresolved: string[] = [];
    for (const [context, { url, body }] of contexts) {
      const res = await t.app.inject({ url: context });
      if (
        res.statusCode !== 200 ||
        !res.headers['content-type']?.toString().startsWith('application/ld+json')
      ) {
        unresolved.push(`${context} (${res.statusCode}, named by ${url})`);
        continue;
      }
      // The JSON-LD processor reads the context through the app, as a client would.
      await expect(
        jsonld.expand(body as object, { base: iri(url), documentLoader: documentLoader as never }),
        url,
      ).resolves.toBeInstanceOf(Array);
    }
    expect(unresolved).toEqual([]);
  });

  it('types the rows of every listing, and documents their class', async () => {
    const { types, contexts } = await crawl();
    expect(types.get(LISTING_ROW)?.size).toBeGreaterThan(10);
    const sample = contexts.get(`/api/contexts/${LISTING_ROW}`);
    expect(sample?.url).toMatch(/^\/api\/listados\//);
    const h = await t.as('super-admin');
    let typed = 0;
    for (const def of LISTINGS.values()) {
      const page = (await t.app.inject({ url: `/api/listados/${def.id}`, headers: h })).json();
      if (!Array.isArray(page['hydra:member'])) continue; // a listing that needs route parameters
      expect(page['@context'], def.id).toBe(`/api/contexts/${LISTING_ROW}`);
      for (const r of page['hydra:member']) expect(r['@type'], def.id).toBe(LISTING_ROW);
      typed += page['hydra:member'].length;
    }
    expect(typed).toBeGreaterThan(0);
  });

  it("expands a resource's fields to the properties its class lists", async () => {
    const h = await t.as('super-admin');
    const [a] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from affiliates order by id limit 1`),
    );
    const body = (await t.app.inject({ url: `/api/afiliados/${a?.id}`, headers: h })).json();
    const [node] = (await jsonld.expand(body, {
      base: iri(`/api/afiliados/${a?.id}`),
      documentLoader: documentLoader as never,
    })) as Record<string, unknown>[];
    expect(node?.['@type']).toEqual([iri('/api/docs.jsonld#Afiliado')]);
    const docs = (await t.app.inject({ url: '/api/docs.jsonld' })).json();
    const afiliado = docs['hydra:supportedClass'].find((c: { '@id': string }) =>
      c['@id'].endsWith('#Afiliado'),
    );
    const listed = afiliado['hydra:supportedProperty'].map((p: { 'hydra:property': { '@id': string } }) =>
      iri(p['hydra:property']['@id']),
    );
    const fields = Object.keys(node ?? {}).filter((k) => !k.startsWith('@'));
    expect(fields.length).toBeGreaterThan(20);
    expect(fields.filter((f) => !listed.includes(f))).toEqual([]);
  });
});

describe('content negotiation (Accept: application/ld+json, as API Platform)', () => {
  it.each([
    [undefined, 'application/json'],
    ['application/json', 'application/json'],
    ['application/ld+json', 'application/ld+json'],
    ['application/ld+json, application/json;q=0.9', 'application/ld+json'],
    ['application/json, application/ld+json;q=0.5', 'application/json'],
    ['application/ld+json;q=0', 'application/json'],
    ['*/*', 'application/json'],
  ])('Accept %s → %s', async (accept, type) => {
    const h = await t.as('super-admin');
    const [a] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from affiliates order by id limit 1`),
    );
    const res = await t.app.inject({
      url: `/api/afiliados/${a?.id}`,
      headers: { ...h, ...(accept ? { accept } : {}) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(`${type}; charset=utf-8`);
    expect(String(res.headers.vary)).toMatch(/Accept/);
    expect(res.json()['@type']).toBe('Afiliado');
  });

  it('answers errors and collections in JSON-LD too when asked, and takes a JSON-LD body', async () => {
    const h = { ...(await t.as('super-admin')), accept: 'application/ld+json' };
    const missing = await t.app.inject({ url: '/api/afiliados/999999', headers: h });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/ld\+json/);
    const list = await t.app.inject({ url: '/api/insurances', headers: h });
    expect(list.headers['content-type']).toMatch(/^application\/ld\+json/);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/datos_empresas',
      headers: { ...h, 'content-type': 'application/ld+json' },
      payload: JSON.stringify({ nombreComercial: 'JSON-LD SL' }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(created.json()['@type']).toBe('DatosEmpresa');
  });
});
