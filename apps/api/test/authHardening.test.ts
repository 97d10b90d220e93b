import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens, users } from '../src/db/schema';
import { createTestApp, TEST_SECRET, type TestContext } from './support/testApp';

/** Issue 12 "Authentication": token claims, the login's cost and throttle, and passwords. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WINDOW_MS = 15 * 60 * 1000;

const login = (username: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
function sign(payload: Record<string, unknown>) {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', TEST_SECRET).update(head).digest('base64url')}`;
}

describe('tokens carry exp, iat, aud, iss and jti', () => {
  it('answers 401 (never 500) to a well-signed token that lacks any of them, on reads, refresh and logout', async () => {
    const good = await t.login('admin');
    const claims = JSON.parse(Buffer.from(good.split('.')[1] ?? '', 'base64url').toString());
    for (const k of ['sub', 'jti', 'iat', 'exp', 'iss', 'aud']) expect(claims, k).toHaveProperty(k);
    const variants: Record<string, Record<string, unknown>> = {
      'only sub and jti': { sub: claims.sub, jti: 'only-sub-and-jti' },
    };
    for (const k of ['exp', 'iat', 'aud', 'iss', 'jti']) {
      const { [k]: _, ...rest } = claims;
      variants[`without ${k}`] = { ...rest, jti: k === 'jti' ? undefined : `without-${k}` };
    }
    // Still valid for an hour, so a refresh would be old enough if the token were accepted.
    t.clock.now += 46 * 60 * 1000;
    for (const [name, payload] of Object.entries(variants)) {
      const authorization = `Bearer ${sign(JSON.parse(JSON.stringify(payload)))}`;
      for (const [method, url] of [
        ['GET', '/api/users/1'],
        ['PUT', '/api/refreshJWT'],
        ['POST', '/api/logout'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: { authorization } });
        expect(res.statusCode, `${name}: ${method} ${url}`).toBe(401);
        expect(res.json().error).toBe('La sesión no es válida o ha caducado. Vuelva a iniciar sesión.');
      }
    }
    t.clock.now = Date.now();
  });
});

describe('login', () => {
  it('costs an unknown account the same argon2 work as a known one', async () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const known: number[] = [];
    const unknown: number[] = [];
    const timed = async (username: string, ip: string) => {
      const start = performance.now();
      expect((await login(username, 'wrong-password', ip)).statusCode).toBe(401);
      return performance.now() - start;
    };
    // Warm both paths up (the dummy hash is made on first use), then alternate which goes first.
    await timed('be', '10.1.0.1');
    await timed('nadie@demo.test', '10.1.0.2');
    const accounts = ['risk', 'recobro', 'judicial', 'ventas', 'comercial-plus', 'risk-admin'];
    accounts.push('admin-plus', 'admin', 'comercial', 'micro-admin', 'super-admin');
    for (const [i, account] of accounts.entries()) {
      const other = `nadie-${i}@demo.test`;
      if (i % 2 === 0) {
        known.push(await timed(account, '10.1.0.1'));
        unknown.push(await timed(other, `10.1.1.${i}`));
      } else {
        unknown.push(await timed(other, `10.1.1.${i}`));
        known.push(await timed(account, '10.1.0.1'));
      }
    }
    expect(median(unknown)).toBeGreaterThanOrEqual(0.5 * median(known));
    t.clock.now += WINDOW_MS + 1;
  });

  it('checks at most 10 of 40 parallel wrong passwords for one account from one client, whatever the spelling', async () => {
    const spellings = [
      'micro-recobro',
      'micro-recobro@demo.test',
      'MICRO-RECOBRO',
      'Micro-Recobro@Demo.Test',
    ];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(spellings[i % spellings.length] as string, `wrong-${i}`, '10.2.0.1'),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(checked).toBe(10);
    expect(refused.length).toBe(30);
    expect(refused[0]?.json().error).toBe(
      'Demasiados intentos fallidos. Inténtelo de nuevo en unos minutos.',
    );
    // The right password is refused too from that client while the window lasts, then accepted
    // (test/loginLockout.test.ts: the owner on another client is never kept out).
    expect((await login('micro-recobro@demo.test', 'Demo-2026!', '10.2.0.1')).statusCode).toBe(429);
    t.clock.now += WINDOW_MS + 1;
    expect((await login('micro-recobro', 'Demo-2026!', '10.2.0.1')).statusCode).toBe(200);
  });

  it('counts names that match no account per IP', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await login(`fantasma-${i}`, 'x', '10.3.0.1')).statusCode).toBe(401);
    expect((await login('fantasma-10', 'x', '10.3.0.1')).statusCode).toBe(429);
    expect((await login('fantasma-10', 'x', '10.3.0.2')).statusCode).toBe(401);
    // A real account from that IP is counted on its own.
    expect((await login('be', 'Demo-2026!', '10.3.0.1')).statusCode).toBe(200);
    t.clock.now += WINDOW_MS + 1;
  });
});

describe('passwords (spec §9: never written in the source, never printed)', () => {
  const post = async (who: string, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: await t.as(who) });

  it('a user created through the API has no usable password until it sets one with a one-time token', async () => {
    const created = await post('super-admin', '/api/users', {
      email: 'nueva.administradora@ejemplo.es',
      roles: ['ROLE_VENTAS'],
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    // The fixed initial password of before, and any other, open nothing.
    for (const password of ['Plataforma-Alta-2026!', 'Demo-2026!', '!'])
      expect((await login(user.username, password, '10.4.0.1')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash.startsWith('$argon2')).toBe(false);

    // Only a caller holding the user's roles, and with the user in scope, gets a token.
    expect((await post('comercial', `/api/users/${user.id}/password_token`, {})).statusCode).toBe(403);
    expect((await post('micro-admin', '/api/users/999999/password_token', {})).statusCode).toBe(404);
    const issued = await post('super-admin', `/api/users/${user.id}/password_token`, {});
    expect(issued.statusCode).toBe(201);
    const { token, expiresAt } = issued.json();
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(t.clock.now);
    // Stored hashed.
    const stored = await t.database.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);

    const short = await post('be', '/api/set_password', { token, password: 'corta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('La contraseña debe tener al menos 12 caracteres.');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/set_password',
      payload: { token, password: 'Una-clave-muy-larga-1' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('Contraseña establecida con éxito');
    expect((await login(user.email, 'Una-clave-muy-larga-1')).statusCode).toBe(200);
    // Single use.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/set_password',
      payload: { token, password: 'Otra-clave-muy-larga-2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('El enlace para establecer la contraseña no es válido o ha caducado.');

    // Expiring: a token older than 48 hours opens nothing.
    const late = (await post('super-admin', `/api/users/${user.id}/password_token`, {})).json().token;
    t.clock.now += 48 * 60 * 60 * 1000 + 1;
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/set_password',
      payload: { token: late, password: 'Otra-clave-muy-larga-2' },
    });
    expect(expired.statusCode).toBe(400);
    t.clock.now = Date.now();
    expect((await login(user.email, 'Una-clave-muy-larga-1')).statusCode).toBe(200);
  });

  it('changes one own password with the current one and the 12-character rule', async () => {
    const created = (
      await post('super-admin', '/api/users', { email: 'cambia.clave@ejemplo.es', roles: ['ROLE_VENTAS'] })
    ).json();
    const token = (await post('super-admin', `/api/users/${created.id}/password_token`, {})).json().token;
    await t.app.inject({
      method: 'POST',
      url: '/api/set_password',
      payload: { token, password: 'Primera-clave-larga' },
    });
    const bearer = (await login(created.username, 'Primera-clave-larga')).json().token;
    const change = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/change_password',
        payload: payload as object,
        headers: { authorization: `Bearer ${bearer}` },
      });
    const wrong = await change({ currentPassword: 'no-es-esta-clave', newPassword: 'Segunda-clave-larga' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('La contraseña actual no es correcta.');
    const short = await change({ currentPassword: 'Primera-clave-larga', newPassword: 'corta' });
    expect(short.json().error).toBe('La contraseña debe tener al menos 12 caracteres.');
    expect((await change({})).statusCode).toBe(400);
    const ok = await change({ currentPassword: 'Primera-clave-larga', newPassword: 'Segunda-clave-larga' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Contraseña cambiada con éxito');
    expect((await login(created.username, 'Primera-clave-larga')).statusCode).toBe(401);
    expect((await login(created.username, 'Segunda-clave-larga')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/change_password', payload: {} })).statusCode,
    ).toBe(401);
  });
});
