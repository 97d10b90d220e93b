import { request as httpRequest } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { drainAndClose } from '../src/lib/shutdown';
import { errSerializer } from '../src/plugins/observability';
import { DEMO_PASSWORD } from '../src/seed/demoUsers';
import { createTestApp, TEST_SECRET, type TestContext } from './support/testApp';

/**
 * Structured request logs (one JSON line per answer, nothing secret in them), Prometheus metrics
 * at /metrics (open in development, behind a token in production) and a graceful stop.
 */
const logged: string[] = [];
const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => logged.push(...chunk.toString().split('\n').filter(Boolean)));

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ app: { logger: stream } });
});
afterAll(() => t.close());

const lines = () => logged.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('request logs', () => {
  it('log one JSON line per request: request id from X-Request-Id, user, route key, status, duration', async () => {
    const h = await t.as('admin');
    const res = await t.app.inject({
      url: '/api/users?email=admin@demo.test',
      headers: { ...h, 'x-request-id': 'req-abc.123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('req-abc.123');
    const adminId = res.json()['hydra:member'][0].id;
    const line = lines().find((l) => l.reqId === 'req-abc.123');
    expect(line).toMatchObject({ msg: 'request', userId: adminId, route: 'GET /api/users', status: 200 });
    expect(typeof line?.ms).toBe('number');
    expect(line).not.toHaveProperty('url');
  });

  it('give a fresh id to a request without one, or with one that is not a plain token', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id\n{"x":1}' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never carry a token, a password or a DNI', async () => {
    const dni = '12345678Z';
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    });
    const token = login.json().token as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'admin', password: 'Mala-clave-secreta' },
    });
    await t.app.inject({ url: `/api/users?email=${dni}`, headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({
      method: 'POST',
      url: '/api/set_password',
      payload: { token: 'tok-secreto-123456', password: 'Otra-clave-secreta' },
    });
    const text = logged.join('\n');
    expect(text).toContain('POST /api/login_check');
    for (const secret of [
      token,
      DEMO_PASSWORD,
      'Mala-clave-secreta',
      dni,
      'tok-secreto-123456',
      'Otra-clave-secreta',
    ])
      expect(text).not.toContain(secret);
  });

  it('log a database error without the values it carries (its detail, the query parameters)', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_dni"'), {
      code: '23505',
      detail: 'Key (dni)=(12345678Z) already exists.',
    });
    const err = Object.assign(
      new Error('Failed query: insert into users (dni, password) values ($1, $2)\nparams: 12345678Z,secreta'),
      { code: '23505', params: ['12345678Z', 'secreta'], cause },
    );
    const out = JSON.stringify(errSerializer(err));
    expect(out).toContain('Failed query: insert into users');
    expect(out).toContain('23505');
    expect(out).not.toContain('12345678Z');
    expect(out).not.toContain('secreta');
  });
});

describe('GET /metrics', () => {
  it('answers Prometheus text: requests and latency by route key and status, and the process', async () => {
    await t.app.inject({ url: '/api/health' });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^http_requests_total\{route="GET \/api\/health",status="200"\} \d+$/m);
    expect(res.body).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.005",route="GET \/api\/health",status="200"\}/m,
    );
    expect(res.body).toMatch(/^http_requests_total\{route="POST \/api\/login_check",status="401"\} \d+$/m);
    expect(res.body).toContain('# TYPE sse_clients gauge');
    expect(res.body).toContain('# TYPE money_reconciler_runs_total counter');
    expect(res.body).toContain('process_resident_memory_bytes');
    if (process.env.TEST_DB === 'postgres')
      expect(res.body).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
  });

  it('in production answers only the bearer of METRICS_TOKEN, and nobody without one', async () => {
    const withToken = await buildApp({
      db: t.database.db,
      jwtSecret: TEST_SECRET,
      production: true,
      metricsToken: 'scrape-0123456789',
    });
    const without = await buildApp({ db: t.database.db, jwtSecret: TEST_SECRET, production: true });
    try {
      expect((await withToken.inject({ url: '/metrics' })).statusCode).toBe(401);
      expect(
        (await withToken.inject({ url: '/metrics', headers: { authorization: 'Bearer other-0123456789' } }))
          .statusCode,
      ).toBe(401);
      const ok = await withToken.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-0123456789' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('http_requests_total');
      expect((await without.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await withToken.close();
      await without.close();
    }
  }, 90_000);
});

/** A raw HTTP call whose body is sent in two parts, the second once `ready` resolves. */
function slowPost(port: number, path: string, body: string, ready: Promise<unknown>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => {
          text += d.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    void ready.then(() => setTimeout(() => req.end(body.slice(half)), 50));
  });
}

describe('graceful shutdown', () => {
  it('answers every request already received, then refuses new connections', async () => {
    const app = await buildApp({ db: t.database.db, jwtSecret: TEST_SECRET });
    // The stop begins once the server has received all eleven requests (the login's body is
    // still half sent): each is in flight.
    let received = 0;
    let allReceived: () => void = () => {};
    const stopping = new Promise<void>((resolve) => {
      allReceived = resolve;
    });
    app.addHook('onRequest', async () => {
      received += 1;
      if (received === 11) allReceived();
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    let draining = false;
    const closed = stopping.then(() => drainAndClose(app, { onDraining: () => (draining = true) }));
    const inFlight = Array.from({ length: 10 }, () =>
      fetch(`http://127.0.0.1:${port}/api/contexts/Afiliado`).then((r) => r.status),
    );
    const login = slowPost(
      port,
      '/api/login_check',
      JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
      stopping,
    );
    const answered = await login;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body).token).toEqual(expect.any(String));
    expect(await Promise.all(inFlight)).toEqual(Array(10).fill(200));
    await closed;
    expect(draining).toBe(true);
    expect(app.lifecycle.draining).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
