import {
  type ApiRouteKey,
  hasAnyRole,
  mayAccessAccount,
  mayAccessAffiliate,
  mayAccessCommentTarget,
  mayAccessCompany,
  mayAccessInvestor,
  mayAccessLoan,
  mayAccessUser,
  mayCall,
  messages,
  seesPersonalData,
  type Viewer,
} from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import jsonld from 'jsonld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS } from '../src/access';
import { rowsOf } from '../src/lib/rows';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { affiliatesFor, call, demoUserId, isStream } from './support/helpers';
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
        // A stream (GET /api/events) never ends for an allowed role: test/events.test.ts checks it.
        if (isStream(r)) continue;
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

/** Every table's row count (user_logins aside: each role's first login adds one). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'user_logins' order by 1`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`),
    );
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = rowsOf<T>(await t.database.db.execute(query));
  if (!row) throw new Error('fixture not found');
  return row;
};

describe('object-level matrix: every demo role × every record type outside its scope', () => {
  it('answers 403 or 404 exactly when the domain scope rule refuses, and changes no row', async () => {
    const comercial = await affiliatesFor(t, 'comercial');
    const comercialPlus = await affiliatesFor(t, 'comercial-plus');
    // Records of an affiliate neither restricted demo user has: its administrator (a user), its
    // company, the administrator's account, one of its loans; and an investor, and a company no
    // affiliate has yet (created by the SUPER_ADMIN).
    const foreignId = comercial.others.find((id) => !comercialPlus.mine.includes(id)) as number;
    const aff = await one<{ admin: number; company: number; a: number | null; p: number | null }>(
      sql`select administrador_id as admin, datos_empresa_id as company, assigned_sales_agent_id as a, plataforma_sales_agent_id as p from affiliates where id = ${foreignId}`,
    );
    const owners = { assignedSalesAgentId: aff.a, plataformaSalesAgentId: aff.p };
    const account = await one<{ id: number }>(
      sql`insert into accounts (user_id, iban) values (${aff.admin}, null) returning id`,
    );
    const loan = await one<{ id: number; a: number | null; p: number | null }>(
      sql`select l.id, a.assigned_sales_agent_id as a, a.plataforma_sales_agent_id as p from loans l join affiliates a on a.id = l.affiliate_id where a.id not in (${sql.join(
        [...comercial.mine, ...comercialPlus.mine].map((id) => sql`${id}`),
        sql`, `,
      )}) limit 1`,
    );
    const investor = await one<{ id: number }>(
      sql`select i.id from investors i where not exists (select 1 from affiliates a where a.associated_investor_id = i.id) limit 1`,
    );
    const loose = (
      await call(t, 'super-admin', 'POST', '/api/datos_empresas', { nombreComercial: 'Suelta' })
    ).json();
    const adminEmail = (await one<{ email: string }>(sql`select email from users where id = ${aff.admin}`))
      .email;
    const superAdmin = await demoUserId(t, 'super-admin');
    const userFacts = { id: aff.admin, affiliates: [owners] };
    const loanFacts = { affiliate: { assignedSalesAgentId: loan.a, plataformaSalesAgentId: loan.p } };

    type Check = {
      record: string;
      method: 'GET' | 'PUT' | 'POST';
      url: string;
      key: ApiRouteKey;
      body?: unknown;
      rule: (v: Viewer) => boolean;
      /** Sent only to those refused: to the others it would be a real write. */
      writes?: boolean;
    };
    const checks: Check[] = [
      {
        record: 'user',
        method: 'GET',
        url: `/api/users/${aff.admin}`,
        key: 'GET /api/users/:id',
        rule: (v) => mayAccessUser(v, userFacts),
      },
      {
        record: 'user',
        method: 'PUT',
        url: `/api/users/${aff.admin}`,
        key: 'PUT /api/users/:id',
        body: { phone: '600000000' },
        rule: (v) => mayAccessUser(v, userFacts),
        writes: true,
      },
      {
        record: 'user wallet',
        method: 'GET',
        url: `/api/users/${aff.admin}/walletLWBalance`,
        key: 'GET /api/users/:id/walletLWBalance',
        rule: (v) => mayAccessUser(v, userFacts),
      },
      {
        record: 'affiliate',
        method: 'GET',
        url: `/api/afiliados/${foreignId}`,
        key: 'GET /api/afiliados/:id',
        rule: (v) => mayAccessAffiliate(v, owners),
      },
      {
        record: 'affiliate',
        method: 'PUT',
        url: `/api/afiliados/${foreignId}`,
        key: 'PUT /api/afiliados/:id',
        body: { nombre: 'Mío' },
        rule: (v) => mayAccessAffiliate(v, owners),
        writes: true,
      },
      {
        record: 'company',
        method: 'GET',
        url: `/api/datos_empresas/${aff.company}`,
        key: 'GET /api/datos_empresas/:id',
        rule: (v) => mayAccessCompany(v, { affiliates: [owners], createdBy: null }),
      },
      {
        record: 'company',
        method: 'PUT',
        url: `/api/datos_empresas/${aff.company}`,
        key: 'PUT /api/datos_empresas/:id',
        body: { nombreComercial: 'Mía' },
        rule: (v) => mayAccessCompany(v, { affiliates: [owners], createdBy: null }),
        writes: true,
      },
      {
        record: 'unattached company',
        method: 'GET',
        url: loose['@id'],
        key: 'GET /api/datos_empresas/:id',
        rule: (v) => mayAccessCompany(v, { affiliates: [], createdBy: superAdmin }),
      },
      {
        record: 'unattached company',
        method: 'PUT',
        url: loose['@id'],
        key: 'PUT /api/datos_empresas/:id',
        body: { nombreComercial: 'Mía' },
        rule: (v) => mayAccessCompany(v, { affiliates: [], createdBy: superAdmin }),
        writes: true,
      },
      {
        record: 'account',
        method: 'GET',
        url: `/api/accounts/${account.id}`,
        key: 'GET /api/accounts/:id',
        rule: (v) => mayAccessAccount(v, { owner: userFacts }),
      },
      {
        record: 'account',
        method: 'PUT',
        url: `/api/accounts/${account.id}`,
        key: 'PUT /api/accounts/:id',
        body: { iban: 'ES9121000418450200051332' },
        rule: (v) => mayAccessAccount(v, { owner: userFacts }),
        writes: true,
      },
      {
        record: 'account',
        method: 'POST',
        url: '/api/accounts',
        key: 'POST /api/accounts',
        body: { user: `/api/users/${aff.admin}` },
        rule: (v) => mayAccessAccount(v, { owner: userFacts }),
        writes: true,
      },
      {
        record: 'comment target (user)',
        method: 'GET',
        url: `/api/users/${aff.admin}/comentariosList`,
        key: 'GET /api/users/:id/comentariosList',
        rule: (v) => mayAccessCommentTarget(v, { section: 'usuario', user: userFacts }),
      },
      {
        record: 'comment target (user)',
        method: 'POST',
        url: '/api/comentarios',
        key: 'GET /api/users/:id/comentariosList',
        body: { usuario: `/api/users/${aff.admin}`, mensaje: 'x', departamento: 'Riesgos' },
        rule: (v) => mayAccessCommentTarget(v, { section: 'usuario', user: userFacts }),
        writes: true,
      },
      {
        record: 'comment target (affiliate)',
        method: 'POST',
        url: '/api/comentarios',
        key: 'GET /api/afiliados/:id/comentariosList',
        body: { afiliado: `/api/afiliados/${foreignId}`, mensaje: 'x', departamento: 'Riesgos' },
        rule: (v) => mayAccessCommentTarget(v, { section: 'afiliado', affiliate: owners }),
        writes: true,
      },
      {
        record: 'loan',
        method: 'GET',
        url: `/api/creditos/${loan.id}`,
        key: 'GET /api/creditos/:id',
        rule: (v) => mayAccessLoan(v, loanFacts),
      },
      {
        record: 'investor',
        method: 'GET',
        url: `/api/inversores/${investor.id}/monederoDetail`,
        key: 'GET /api/inversores/:id/monederoDetail',
        rule: (v) => mayAccessInvestor(v, { affiliates: [] }),
      },
    ];
    for (const a of DEMO_ACCOUNTS) await t.as(a.username);
    const before = await rowCounts();
    const mismatches: string[] = [];
    let cells = 0;
    for (const a of DEMO_ACCOUNTS) {
      const viewer: Viewer = { id: await demoUserId(t, a.username), roles: [`ROLE_${a.role}`] };
      for (const c of checks) {
        const allowed = mayCall(viewer.roles, c.key) && c.rule(viewer);
        if (allowed && c.writes) continue;
        cells += 1;
        const res = await call(t, a.username, c.method, c.url, c.body);
        const refused = res.statusCode === 403 || res.statusCode === 404;
        if (refused === allowed || res.statusCode >= 500)
          mismatches.push(
            `${a.role} ${c.method} ${c.record} → ${res.statusCode} (${allowed ? 'allowed' : 'refused'})`,
          );
      }
      // The users list shows the administrator only to those who may see that user, and DNI and
      // IP only to the roles that need them.
      const list = (
        await call(t, a.username, 'GET', `/api/users?email=${encodeURIComponent(adminEmail)}`)
      ).json();
      const found = list['hydra:member'] as { dni: string | null; ip: string | null }[];
      cells += 1;
      if ((found.length === 1) !== mayAccessUser(viewer, userFacts))
        mismatches.push(`${a.role} GET /api/users?email → ${found.length} rows`);
      const all = (await call(t, a.username, 'GET', '/api/users?itemsPerPage=500')).json()[
        'hydra:member'
      ] as {
        dni: string | null;
        ip: string | null;
      }[];
      if (!seesPersonalData(viewer.roles) && all.some((u) => u.dni !== null || u.ip !== null))
        mismatches.push(`${a.role} GET /api/users shows DNI or IP`);
      // Only the wallet provider validates an IBAN: no client may set ibanValidadoLw.
      if (mayCall(viewer.roles, 'PUT /api/accounts/:id')) {
        cells += 1;
        const forged = await call(t, a.username, 'PUT', `/api/accounts/${account.id}`, {
          ibanValidadoLw: true,
        });
        if (forged.statusCode !== 403 || forged.json().error !== messages.input.ibanValidatedByProvider)
          mismatches.push(`${a.role} PUT ibanValidadoLw → ${forged.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    expect(cells).toBeGreaterThan(150);
    console.log(`object-level matrix: ${cells} cells, ${mismatches.length} mismatches`);
  }, 240_000);

  it('lets a COMERCIAL make only a fresh user of theirs, or one in their scope, an affiliate administrator', async () => {
    const company = async (who: string) =>
      (await call(t, who, 'POST', '/api/datos_empresas', { nombreComercial: `Empresa ${who}` })).json()[
        '@id'
      ];
    // An investor's user (no role, owned elsewhere) may not be pulled into a COMERCIAL's scope.
    const investorUser = await one<{ id: number }>(sql`select user_id as id from investors limit 1`);
    const mine = await company('comercial');
    const pulled = await call(t, 'comercial', 'POST', '/api/afiliados', {
      datosEmpresa: mine,
      administrador: `/api/users/${investorUser.id}`,
    });
    expect(pulled.statusCode).toBe(403);
    expect(pulled.json().error).toBe(messages.input.administratorNotAllowed);
    // A user someone else created, and a company someone else created, are not theirs either.
    const other = await call(t, 'super-admin', 'POST', '/api/users', { email: 'ajeno@demo.test' });
    expect(
      (
        await call(t, 'comercial', 'POST', '/api/afiliados', {
          datosEmpresa: mine,
          administrador: other.json()['@id'],
        })
      ).statusCode,
    ).toBe(403);
    const own = await call(t, 'comercial', 'POST', '/api/users', { email: 'propio@demo.test' });
    const theirs = await company('super-admin');
    expect((await call(t, 'comercial', 'GET', theirs)).statusCode).toBe(403);
    expect((await call(t, 'comercial', 'PUT', theirs, { nombreComercial: 'Mía' })).statusCode).toBe(403);
    expect(
      (
        await call(t, 'comercial', 'POST', '/api/afiliados', {
          datosEmpresa: theirs,
          administrador: own.json()['@id'],
        })
      ).statusCode,
    ).toBe(403);
    // Their own company and the user they just created for it: the affiliate is created.
    expect((await call(t, 'comercial', 'GET', mine)).statusCode).toBe(200);
    const created = await call(t, 'comercial', 'POST', '/api/afiliados', {
      datosEmpresa: mine,
      administrador: own.json()['@id'],
    });
    expect(created.statusCode).toBe(201);
    // The administrator of their own affiliate: its DNI (the edit form has it), never its IP.
    const theirAdmin = await one<{ id: number; dni: string | null }>(
      sql`select u.id, u.dni from users u join affiliates a on a.administrador_id = u.id where a.id = ${(await affiliatesFor(t, 'comercial')).mine[0]}`,
    );
    await t.database.db.execute(sql`update users set ip = '10.0.0.7' where id = ${theirAdmin.id}`);
    const read = (await call(t, 'comercial', 'GET', `/api/users/${theirAdmin.id}`)).json();
    expect(read).toMatchObject({ dni: theirAdmin.dni, ip: null, agent: null });
    expect((await call(t, 'risk', 'GET', `/api/users/${theirAdmin.id}`)).json().ip).toBe('10.0.0.7');
    // The users list of a COMERCIAL: themself and the administrators and sellers of their affiliates.
    const me = await demoUserId(t, 'comercial');
    const expected = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`select id from users where id = ${me} or id in (select a.administrador_id from affiliates a where ${me} in (a.assigned_sales_agent_id, a.plataforma_sales_agent_id)) or id in (select s.user_id from sales_agents s join affiliates a on a.id = s.affiliate_id where ${me} in (a.assigned_sales_agent_id, a.plataforma_sales_agent_id)) order by id`,
      ),
    ).map((r) => r.id);
    const listed = (await call(t, 'comercial', 'GET', '/api/users?pagination=false')).json();
    expect(listed['hydra:member'].map((u: { id: number }) => u.id)).toEqual(expected);
    expect(listed['hydra:totalItems']).toBe(expected.length);
    expect(expected).toContain(theirAdmin.id);
    // The unrestricted still appoint any user without a role.
    expect(
      (
        await call(t, 'micro-admin', 'POST', '/api/afiliados', {
          datosEmpresa: theirs,
          administrador: other.json()['@id'],
        })
      ).statusCode,
    ).toBe(201);
  });
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
