/**
 * The contract tests of issue 11: the OpenAPI 3.1 document lists every registered /api route with
 * the contract's schemas, every route has a response schema, JSON-LD bodies are accepted and
 * answered, and the tools' JSON-LD answers are documented classes. Also issue 13's finder: a
 * borrower result opens the credit detail.
 */
import { API_ACCESS, searchResultPath } from '@backoffice/domain';
import { CONTRACT, type ContractKey } from '@backoffice/domain/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_ANSWER_TYPES } from '../src/lib/resourceClasses';
import { rowsOf } from '../src/lib/rows';
import { affiliatesFor, call, demoUserId } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

/** ':id' → '{id}', as OpenAPI writes a path parameter. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const keyOf = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
const inContract = (key: string): key is ContractKey => key in CONTRACT;

async function openApi(): Promise<{ openapi: string; paths: Paths }> {
  const res = await t.app.inject({ url: '/api/docs.json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/docs.json and the registered routes', () => {
  it('is OpenAPI 3.1 and lists exactly the registered /api routes, which are the API_ACCESS keys', async () => {
    const doc = await openApi();
    expect(doc.openapi).toMatch(/^3\.1\./);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => keyOf(method, path)),
    );
    const registered = t.app.apiRoutes.map((r) => keyOf(r.method, openApiPath(r.url)));
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
    expect(registered.sort()).toEqual(
      Object.keys(API_ACCESS)
        .map((k) => {
          const [method = '', path = ''] = k.split(' ');
          return keyOf(method, openApiPath(path));
        })
        .sort(),
    );
  });

  it("documents each contract route's params, query, body and response from its TypeBox schemas", async () => {
    const doc = await openApi();
    const wrong: string[] = [];
    for (const r of t.app.apiRoutes) {
      const key = keyOf(r.method, r.url);
      if (!inContract(key)) continue;
      const c = CONTRACT[key];
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      if (!op) {
        wrong.push(`${key}: not documented`);
        continue;
      }
      const has = (where: string) => (op.parameters ?? []).some((p) => p.in === where);
      if ('params' in c && !has('path')) wrong.push(`${key}: path parameters`);
      if ('querystring' in c && !has('query')) wrong.push(`${key}: query parameters`);
      if ('body' in c && !op.requestBody?.content['application/json']?.schema) wrong.push(`${key}: body`);
      const status = String('status' in c ? c.status : 200);
      const answer = op.responses[status];
      if (!answer) wrong.push(`${key}: no ${status} response`);
      else if (status !== '204' && !answer.content?.['application/json']?.schema)
        wrong.push(`${key}: no response schema`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives every registered /api route a response schema (routes outside the contract are listed)', async () => {
    const doc = await openApi();
    const lacking = t.app.apiRoutes
      .filter((r) => {
        const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
        const described = Object.entries(op?.responses ?? {}).some(
          ([status, answer]) => status === '204' || answer.content !== undefined,
        );
        return !described || !inContract(keyOf(r.method, r.url));
      })
      .map((r) => keyOf(r.method, r.url))
      .sort();
    expect(lacking).toEqual([]);
  });
});

describe('answers without a body', () => {
  it('a 204 of the contract sends no body and no content type', async () => {
    const token = await t.login('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['content-type']).toBeUndefined();
  });
});

describe('JSON-LD in and out (as API Platform)', () => {
  it('accepts an application/ld+json body on a write, and answers it in JSON-LD when asked', async () => {
    const { mine } = await affiliatesFor(t, 'comercial');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tools/checkParameters',
      headers: {
        ...(await t.as('risk')),
        'content-type': 'application/ld+json',
        accept: 'application/ld+json',
      },
      payload: JSON.stringify({ id: mine[0], type: 'affiliate' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(res.json()).toMatchObject({
      '@context': '/api/contexts/CheckParameters',
      '@id': `/api/afiliados/${mine[0]}`,
      '@type': 'CheckParameters',
      type: 'affiliate',
    });
  });

  it.each([
    ['/api/insurances', 'application/ld+json'],
    ['/api/secondary_reasons', 'application/ld+json'],
    ['/api/tools/reportsList', 'application/ld+json'],
  ])('GET %s with Accept: application/ld+json answers %s', async (url, type) => {
    const res = await call(t, 'super-admin', 'GET', url, undefined, { accept: 'application/ld+json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(`${type}; charset=utf-8`);
    const plain = await call(t, 'super-admin', 'GET', url);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("types the tools' answers with classes that /api/docs.jsonld documents, field by field", async () => {
    const docs = (await t.app.inject({ url: '/api/docs.jsonld' })).json();
    const classes = new Map<string, Set<string>>(
      docs['hydra:supportedClass'].map((c: { 'hydra:title': string; 'hydra:supportedProperty': [] }) => [
        c['hydra:title'],
        new Set(c['hydra:supportedProperty'].map((p: { 'hydra:title': string }) => p['hydra:title'])),
      ]),
    );
    const { mine } = await affiliatesFor(t, 'comercial');
    const [loan] = rowsOf<{ id: number; user: number }>(
      await t.database.db.execute(sql`select id, user_id as "user" from loans order by id limit 1`),
    );
    const [investor] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from investors order by id limit 1`),
    );
    const answers = [
      await call(t, 'micro-admin', 'POST', '/api/tools/checkParameters', { id: mine[0], type: 'affiliate' }),
      await call(t, 'micro-admin', 'POST', '/api/tools/checkParameters', { id: loan?.id, type: 'loan' }),
      await call(t, 'micro-admin', 'POST', '/api/tools/checkParameters', {
        id: investor?.id,
        type: 'investor',
      }),
      await call(t, 'micro-admin', 'PUT', `/api/tools/microadmin/analizePDV/${mine[0]}`, {}),
      await call(t, 'micro-admin', 'PUT', `/api/tools/enablePlataformaCobros/${mine[0]}`, {}),
      await call(t, 'micro-admin', 'PUT', `/api/tools/cleanKYC/${loan?.user}`, {}),
    ];
    // Working hours on a fixed day (§2's calendar depends on it), with a token of that day.
    const realNow = t.clock.now;
    t.clock.now = Date.parse('2026-11-20T12:00:00Z');
    try {
      const ventas = await t.login('ventas');
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/tools/workedDays',
          headers: { authorization: `Bearer ${ventas}` },
          payload: [{ date: '2026-11-18', hours: 8, reason: 'HORARIO_CUMPLIDO' }],
        }),
      );
    } finally {
      t.clock.now = realNow;
    }
    const seen = new Set<string>();
    const undocumented: string[] = [];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      const body = res.json();
      expect(body['@context']).toBe(`/api/contexts/${body['@type']}`);
      seen.add(body['@type']);
      const props = classes.get(body['@type']);
      for (const field of Object.keys(body).filter((k) => !k.startsWith('@')))
        if (!props?.has(field)) undocumented.push(`${body['@type']}.${field}`);
    }
    expect(undocumented).toEqual([]);
    expect([...seen].sort()).toEqual(['CheckParameters', 'ToolResult', 'WorkedDays']);
    for (const type of WRITE_ANSWER_TYPES) expect(classes.has(type), type).toBe(true);
  });
});

describe('the finder (issue 13): a borrower result opens the credit detail', () => {
  it("answers the id of the borrower's latest loan as its code, which the domain's rule opens", async () => {
    const [borrower] = rowsOf<{ id: number; email: string; loan: number }>(
      await t.database.db.execute(
        sql`select u.id, u.email, max(l.id)::int as loan from users u join loans l on l.user_id = u.id where u.tipo = 'prestatario' group by u.id, u.email order by u.id limit 1`,
      ),
    );
    if (!borrower) throw new Error('the tiny seed has a borrower with loans');
    const me = await demoUserId(t, 'micro-admin');
    const hits = (
      await call(t, 'micro-admin', 'GET', `/api/users/${me}/search?q=${encodeURIComponent(borrower.email)}`)
    ).json() as { type: string; id: number; code: string | null }[];
    const hit = hits.find((h) => h.type === 'borrower' && h.id === borrower.id);
    expect(hit).toMatchObject({ code: String(borrower.loan) });
    const path = searchResultPath(hit);
    expect(path).toBe(`/creditos/detalle-credito/estado?credito=${borrower.loan}`);
    // The id the detail reads opens that loan, whose borrower is the result.
    const credito = new URL(path ?? '', 'http://x').searchParams.get('credito');
    const loan = await call(t, 'micro-admin', 'GET', `/api/creditos/${credito}`);
    expect(loan.statusCode).toBe(200);
    expect(loan.json().user).toBe(`/api/users/${borrower.id}`);
  });
});
