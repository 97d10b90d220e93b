import { createHmac } from 'node:crypto';
import { menuFor } from '@backoffice/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { affiliates, salesAgents, users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { createTestApp, TEST_SECRET, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (body: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/api/login_check',
  payload: new URLSearchParams(body).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
function signHs256(
  payload: Record<string, unknown>,
  secret = TEST_SECRET,
  header = { alg: 'HS256', typ: 'JWT' },
) {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

describe('POST /api/login_check', () => {
  it('returns a 60-minute JWT with iss and aud for a username or an e-mail', async () => {
    for (const username of ['comercial', 'comercial@demo.test', 'COMERCIAL@demo.test']) {
      const res = await t.app.inject(form({ username, password: 'Demo-2026!' }));
      expect(res.statusCode).toBe(200);
      const token = res.json().token as string;
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(3600);
      expect(claims.iss).toBe('backoffice-api');
      expect(claims.aud).toBe('backoffice-admin');
    }
  });

  it('answers wrong credentials with 401 and the spec text', async () => {
    const res = await t.app.inject(form({ username: 'risk', password: 'nope' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'El email o la contraseña son incorrectos.' });
    const unknown = await t.app.inject(form({ username: 'nadie@demo.test', password: 'nope' }));
    expect(unknown.statusCode).toBe(401);
  });

  it('answers a missing field with 400 and a Spanish error', async () => {
    for (const body of [{ username: 'risk' }, { password: 'x' }, {}] as Record<string, string>[]) {
      const res = await t.app.inject(form(body));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/obligatorios/);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(typeof json.json().error).toBe('string');
  });

  it('answers 429 after 10 failures for one username and IP, until the window passes', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await t.app.inject(form({ username: 'judicial', password: `bad${i}` }))).statusCode).toBe(401);
    }
    const blocked = await t.app.inject(form({ username: 'judicial', password: 'Demo-2026!' }));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/intentos/);
    // Another username from the same IP is not affected.
    expect((await t.app.inject(form({ username: 'ventas', password: 'Demo-2026!' }))).statusCode).toBe(200);
    t.clock.now += 15 * 60 * 1000 + 1;
    expect((await t.app.inject(form({ username: 'judicial', password: 'Demo-2026!' }))).statusCode).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('rejects a missing, malformed, tampered, alg:none, wrong-audience or expired token with 401', async () => {
    const good = await t.login('admin');
    const [h, p] = good.split('.');
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const now = Math.floor(t.clock.now / 1000);
    const bad = [
      undefined,
      'Bearer',
      'Bearer not.a.jwt',
      `Bearer ${h}.${b64({ ...claims, sub: '1' })}.${good.split('.')[2]}`,
      `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${p}.`,
      `Bearer ${signHs256({ ...claims, aud: 'someone-else' })}`,
      `Bearer ${signHs256({ ...claims, iss: 'someone-else' })}`,
      `Bearer ${signHs256({ ...claims, iat: now - 7200, exp: now - 3600 })}`,
      `Bearer ${signHs256(claims, 'another-secret-another-secret-another!')}`,
    ];
    for (const authorization of bad) {
      const res = await t.app.inject({
        url: '/api/users/1',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(typeof res.json().error).toBe('string');
    }
    const ok = await t.app.inject({ url: '/api/users/1', headers: { authorization: `Bearer ${good}` } });
    expect(ok.statusCode).toBe(200);
  });

  it('rejects the same bad tokens on a server with the real clock (its verifier is built once)', async () => {
    const real = await buildApp({ db: t.database.db, jwtSecret: TEST_SECRET, dataDir: t.dataDir });
    try {
      t.clock.now = Date.now();
      const good = await t.login('admin');
      const [h, p, sig] = good.split('.');
      const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
      const now = Math.floor(Date.now() / 1000);
      const bad = [
        `Bearer ${h}.${b64({ ...claims, sub: '1' })}.${sig}`,
        `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${p}.`,
        `Bearer ${signHs256({ ...claims, aud: 'someone-else' })}`,
        `Bearer ${signHs256({ ...claims, iat: now - 7200, exp: now - 3600 })}`,
        `Bearer ${signHs256(claims, 'another-secret-another-secret-another!')}`,
      ];
      for (const authorization of bad) {
        const res = await real.inject({ url: '/api/users/1', headers: { authorization } });
        expect(res.statusCode, authorization).toBe(401);
      }
      const ok = await real.inject({ url: '/api/users/1', headers: { authorization: `Bearer ${good}` } });
      expect(ok.statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { authorization: `Bearer ${good}` },
      });
      const revoked = await real.inject({
        url: '/api/users/1',
        headers: { authorization: `Bearer ${good}` },
      });
      expect(revoked.statusCode).toBe(401);
    } finally {
      await real.close();
    }
  });

  it('expires a token after 60 minutes of the injected clock', async () => {
    const token = await t.login('be');
    t.clock.now += 59 * 60 * 1000;
    expect(
      (await t.app.inject({ url: '/api/users/1', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    t.clock.now += 2 * 60 * 1000;
    expect(
      (await t.app.inject({ url: '/api/users/1', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
  });
});

describe('users', () => {
  it('keeps every login: {user}/last_logins answers them newest first with IP and browser', async () => {
    for (const agent of ['Firefox/140', 'Chrome/150']) {
      const res = await t.app.inject({
        ...form({ username: 'ventas', password: 'Demo-2026!' }),
        headers: { ...form({}).headers, 'user-agent': agent },
      });
      expect(res.statusCode).toBe(200);
      t.clock.now += 60_000;
    }
    const su = { authorization: `Bearer ${await t.login('super-admin')}` };
    const me = (await t.app.inject({ url: '/api/users?email=ventas@demo.test', headers: su })).json();
    const id = me['hydra:member'][0].id as number;
    const res = await t.app.inject({ url: `/api/users/${id}/last_logins?itemsPerPage=2`, headers: su });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['hydra:totalItems']).toBeGreaterThanOrEqual(2);
    const [latest, previous] = body['hydra:member'];
    expect(latest['@type']).toBe('UserLogin');
    expect(latest.agent).toBe('Chrome/150');
    expect(previous.agent).toBe('Firefox/140');
    expect(Date.parse(latest.date)).toBeGreaterThan(Date.parse(previous.date));
    expect(typeof latest.ip).toBe('string');
    // The user resource keeps the latest one.
    const user = (await t.app.inject({ url: `/api/users/${id}`, headers: su })).json();
    expect(user.lastLogin).toBe(latest.date);
    expect(user.agent).toBe('Chrome/150');
    // A COMERCIAL reads only the users of their own affiliates.
    const comercial = { authorization: `Bearer ${await t.login('comercial')}` };
    expect((await t.app.inject({ url: `/api/users/${id}/last_logins`, headers: comercial })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/users/999999/last_logins', headers: su })).statusCode).toBe(404);
  });

  it('finds a user by e-mail as a JSON-LD collection, and reads it by id', async () => {
    const token = await t.login('comercial@demo.test');
    const auth = { authorization: `Bearer ${token}` };
    const list = await t.app.inject({ url: '/api/users?email=comercial@demo.test', headers: auth });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['hydra:totalItems']).toBe(1);
    const user = body['hydra:member'][0];
    expect(user).toMatchObject({
      '@type': 'User',
      username: 'comercial',
      firstname: 'Demo',
      roles: ['ROLE_COMERCIAL'],
    });
    expect(user.passwordHash).toBeUndefined();

    const one = await t.app.inject({ url: user['@id'], headers: auth });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      '@context': '/api/contexts/User',
      '@id': user['@id'],
      '@type': 'User',
      email: 'comercial@demo.test',
    });

    expect((await t.app.inject({ url: '/api/users/999999', headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/users/abc', headers: auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/users?email=x' })).statusCode).toBe(401);
  });

  it('seeds one demo account per role', async () => {
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toContain('super-admin@demo.test');
    for (const a of DEMO_ACCOUNTS) expect(await t.login(a.username)).toMatch(/^ey/);
  });
});

describe('GET /api/bootstrap', () => {
  it('answers who I am, my menu and my reports in one call, as the three calls it replaces do', async () => {
    expect((await t.app.inject({ url: '/api/bootstrap' })).statusCode).toBe(401);
    for (const username of ['comercial', 'super-admin']) {
      const h = await t.as(username);
      const res = await t.app.inject({ url: '/api/bootstrap', headers: h });
      expect(res.statusCode).toBe(200);
      const { user, menu, reports } = res.json();
      const member = (await t.app.inject({ url: `/api/users?email=${user.email}`, headers: h })).json()[
        'hydra:member'
      ][0];
      expect(user).toEqual({
        id: member.id,
        username,
        email: member.email,
        firstname: member.firstname,
        lastname: member.lastname ?? null,
        roles: member.roles,
        type: member.tipo,
        afiliado: null,
        salesForceId: null,
      });
      const list = (await t.app.inject({ url: '/api/tools/reportsList', headers: h })).json();
      expect(reports).toEqual(list);
      const expected = menuFor(user.roles, {
        reports: Object.entries(
          list as Record<string, { name: string; roles: string[]; kind: 'list' | 'file' }>,
        ).map(([id, r]) => ({ id, name: r.name, roles: r.roles, kind: r.kind })),
      });
      expect(menu).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(menu.length).toBeGreaterThan(0);
    }
  });

  it("names the user's affiliate and sales-force id, which the session cookies keep (§6)", async () => {
    const { db } = t.database;
    const idOf = async (username: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;
    const admin = await idOf('admin');
    const seller = await idOf('comercial');
    const shopSeller = await idOf('comercial-plus');
    const [shop] = await db
      .insert(affiliates)
      .values({ code: 'BOOT1', nombre: 'Tienda de prueba', administradorId: admin })
      .returning({ id: affiliates.id });
    const agents = await db
      .insert(salesAgents)
      .values([{ userId: seller }, { userId: shopSeller, affiliateId: shop?.id ?? null }])
      .returning({ id: salesAgents.id, userId: salesAgents.userId });
    const agentOf = (userId: number) => agents.find((a) => a.userId === userId)?.id;
    const userOf = async (username: string) =>
      (await t.app.inject({ url: '/api/bootstrap', headers: await t.as(username) })).json().user;
    expect(await userOf('admin')).toMatchObject({ type: 'empleado', afiliado: shop?.id, salesForceId: null });
    expect(await userOf('comercial')).toMatchObject({ afiliado: null, salesForceId: agentOf(seller) });
    expect(await userOf('comercial-plus')).toMatchObject({
      afiliado: shop?.id,
      salesForceId: agentOf(shopSeller),
    });
  });
});
