import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demoUsers';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * The login throttle counts failures by account and client (the caller's address) together, so a
 * stranger who knows a username cannot keep its owner out: ten wrong passwords lock that client
 * out of that account for 15 minutes, not the owner elsewhere. Guesses from many addresses are
 * capped per account too, for clients that never signed in to it; the owner's known clients pass.
 * The counts are in the database, shared by every API process.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WINDOW_MS = 15 * 60 * 1000;

const login = (username: string, password: string, ip: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });

describe('a stranger’s wrong passwords', () => {
  it('lock the stranger out of the account, not its owner on their own client', async () => {
    // The owner has signed in from their office before.
    expect((await login('judicial', DEMO_PASSWORD, '10.9.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await login('judicial@demo.test', `mala-${i}`, '10.66.0.1')).statusCode).toBe(401);
    const stranger = await login('JUDICIAL', DEMO_PASSWORD, '10.66.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toBe('Demasiados intentos fallidos. Inténtelo de nuevo en unos minutos.');
    // The owner, on their client, is not kept out; nor from a client that has not failed.
    expect((await login('judicial', DEMO_PASSWORD, '10.9.0.1')).statusCode).toBe(200);
    expect((await login('judicial', DEMO_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
    // The stranger stays out until the window passes.
    expect((await login('judicial', 'otra-mala', '10.66.0.1')).statusCode).toBe(429);
    t.clock.now += WINDOW_MS + 1;
    expect((await login('judicial', 'otra-mala', '10.66.0.1')).statusCode).toBe(401);
  });

  it('from many clients are capped per account, except for the clients its owner signed in from', async () => {
    expect((await login('risk', DEMO_PASSWORD, '10.9.1.1')).statusCode).toBe(200);
    // Five addresses, ten guesses each: fifty checked, then every unknown client is refused.
    for (let c = 0; c < 5; c += 1)
      for (let i = 0; i < 10; i += 1)
        expect((await login('risk', `mala-${c}-${i}`, `10.77.${c}.1`)).statusCode).toBe(401);
    expect((await login('risk', 'mala', '10.77.9.1')).statusCode).toBe(429);
    expect((await login('risk', DEMO_PASSWORD, '10.77.9.2')).statusCode).toBe(429);
    // The owner's known client still signs in.
    expect((await login('risk', DEMO_PASSWORD, '10.9.1.1')).statusCode).toBe(200);
    t.clock.now += WINDOW_MS + 1;
    expect((await login('risk', DEMO_PASSWORD, '10.77.9.2')).statusCode).toBe(200);
  });

  it('are shared by every API process on the database', async () => {
    const second = await t.secondApp();
    for (let i = 0; i < 10; i += 1)
      expect((await login('be', `mala-${i}`, '10.66.2.1')).statusCode).toBe(401);
    expect((await login('be', DEMO_PASSWORD, '10.66.2.1', second)).statusCode).toBe(429);
    expect((await login('be', DEMO_PASSWORD, '10.9.2.1', second)).statusCode).toBe(200);
  });
});
