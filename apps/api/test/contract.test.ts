import { hasAnyRole } from '@backoffice/domain';
import jsonld from 'jsonld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS } from '../src/access';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { affiliatesFor, call, demoUserId } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

describe('access table', () => {
  it('declares every registered /api route, and every entry is a route', () => {
    const registered = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    expect([...registered].filter((k) => !(k in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((k) => !registered.has(k))).toEqual([]);
    for (const r of t.app.apiRoutes)
      expect(r.access, `${r.method} ${r.url}`).toEqual(ACCESS[`${r.method} ${r.url}` as keyof typeof ACCESS]);
  });

  it('refuses to register an /api route without declared access', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ db: t.database.db, jwtSecret: 'x'.repeat(40) });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });
});

describe('role matrix: every route × every demo role', () => {
  it('answers 403 exactly when access.ts says the role may not call the route', async () => {
    const fallback = (await affiliatesFor(t, 'comercial')).mine;
    const mismatches: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      // Each role opens an affiliate it may see (COMERCIAL and COMERCIAL_PLUS see only their own).
      const own = (await affiliatesFor(t, account.username)).mine;
      const mine = own.length > 0 ? own : fallback;
      const me = await demoUserId(t, account.username);
      const h = await t.as(account.username);
      for (const r of t.app.apiRoutes) {
        const self =
          /\/api\/users\/:id\/(search|affiliatesInDepthList)$/.test(r.url) || r.url === '/api/users/:id';
        const url = r.url
          .replace(':week', '47')
          .replace(':year', '2026')
          .replace(':type', 'Afiliado')
          .replace('/api/afiliados/:id', `/api/afiliados/${mine[0]}`)
          .replace(':id', self ? String(me) : '999999');
        const headers =
          r.url === '/api/logout' ? { authorization: `Bearer ${await t.login(account.username)}` } : h;
        const method = r.method as 'GET';
        const res = await t.app.inject({
          method,
          url: r.url.endsWith('/search') ? `${url}?q=xyz` : url,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected = r.access === 'public' || hasAnyRole([`ROLE_${account.role}`], r.access);
        if ((res.statusCode === 403) === expected || res.statusCode >= 500)
          mismatches.push(
            `${account.role} ${r.method} ${r.url} → ${res.statusCode} (${expected ? 'allowed' : 'forbidden'})`,
          );
        if (res.statusCode >= 400 && res.headers['content-type']?.includes('json'))
          expect(typeof res.json().error, `${r.method} ${r.url}`).toBe('string');
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);
});

describe('JSON-LD', () => {
  it('serves a context per resource and expands collections to hydra:member', async () => {
    const base = 'http://localhost';
    const documentLoader = async (url: string) => {
      const path = new URL(url, base).pathname;
      const res = await t.app.inject({ url: path });
      if (res.statusCode !== 200) throw new Error(`context ${url}: ${res.statusCode}`);
      return { contextUrl: undefined, documentUrl: url, document: res.json() };
    };
    const me = await demoUserId(t, 'micro-admin');
    const samples = [
      `/api/users/${me}/affiliatesInDepthList`,
      '/api/users?email=admin@demo.test',
      '/api/insurances',
      `/api/afiliados/1/configuraciones_afiliados?pagination=false`,
      `/api/afiliados/1/statusHistoryList`,
    ];
    for (const path of samples) {
      const body = (await call(t, 'micro-admin', 'GET', path)).json();
      const expanded = await jsonld.expand(body, {
        base: `${base}${path.split('?')[0]}`,
        documentLoader: documentLoader as never,
      });
      const node = expanded[0] as Record<string, unknown>;
      expect(node['@type'], path).toEqual(['http://www.w3.org/ns/hydra/core#Collection']);
      expect(node, path).toHaveProperty(['http://www.w3.org/ns/hydra/core#member']);
      expect(node, path).toHaveProperty(['http://www.w3.org/ns/hydra/core#totalItems']);
    }
    const one = (await call(t, 'micro-admin', 'GET', '/api/afiliados/1')).json();
    const [node] = (await jsonld.expand(one, {
      base: `${base}/api/afiliados/1`,
      documentLoader: documentLoader as never,
    })) as Record<string, unknown>[];
    expect(node?.['@id']).toBe(`${base}/api/afiliados/1`);
    expect(JSON.stringify(node)).toContain(`${base}/api/datos_empresas/`);
    expect((await t.app.inject({ url: '/api/contexts/Nada' })).statusCode).toBe(404);
  });
});
