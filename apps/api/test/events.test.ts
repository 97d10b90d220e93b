import { EventSource } from 'eventsource';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainAndClose } from '../src/lib/shutdown';
import { affiliatesFor } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * Live events (GET /api/events): a write committed on one API instance reaches the streams of
 * another on the same database (two pools on PostgreSQL, as two processes; LISTEN/NOTIFY), each
 * user hears only of records they may read, a stream resumes with Last-Event-ID, and a stopping
 * server ends its streams with a retry hint.
 */
let t: TestContext;
let b: FastifyInstance;
let bUrl: string;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  b = await t.secondApp();
  bUrl = await listen(b);
}, 180_000);
afterAll(() => t.close());

interface Received {
  type: string;
  '@id': string;
  version: number | null;
  by: { '@id': string; name: string } | null;
  at: string;
  lastEventId: string;
  receivedAt: number;
}

/** A stream of `username` on `base`, collecting its events; resolves once the server said ready. */
async function stream(base: string, username: string, lastEventId?: string) {
  const { authorization } = await t.as(username);
  const events: Received[] = [];
  const named: string[] = [];
  const waiters: { test: (e: Received) => boolean; resolve: (e: Received) => void }[] = [];
  const es = new EventSource(`${base}/api/events`, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init?.headers,
          authorization,
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
      }),
  });
  let readyId = '';
  const ready = new Promise<void>((resolve, reject) => {
    es.addEventListener('ready', (e) => {
      readyId = e.lastEventId;
      resolve();
    });
    es.addEventListener('write', () => resolve());
    es.onerror = (e) => reject(new Error(`stream error ${e.code ?? ''} ${e.message ?? ''}`));
  });
  es.addEventListener('write', (e) => {
    const got = {
      ...JSON.parse(e.data),
      lastEventId: e.lastEventId,
      receivedAt: performance.now(),
    } as Received;
    events.push(got);
    for (const w of [...waiters])
      if (w.test(got)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(got);
      }
  });
  es.addEventListener('closing', () => named.push('closing'));
  if (!lastEventId) await ready;
  return {
    es,
    events,
    named,
    get readyId() {
      return readyId;
    },
    next(test: (e: Received) => boolean, ms = 5_000): Promise<Received> {
      const seen = events.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such event')), ms);
        waiters.push({
          test,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
  };
}

const comment = async (affiliateId: number, mensaje: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/comentarios',
    headers: await t.as('super-admin'),
    payload: { afiliado: `/api/afiliados/${affiliateId}`, mensaje, departamento: 'Riesgos' },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, at: performance.now() };
};

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

describe('GET /api/events', () => {
  it('a write acknowledged by instance A reaches a stream on instance B within 1 s', async () => {
    const s = await stream(bUrl, 'super-admin');
    const { mine } = await affiliatesFor(t, 'comercial');
    const affiliate = mine[0] as number;
    const delays: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const written = await comment(affiliate, `Evento ${i}`);
      const e = await s.next((x) => x['@id'] === `/api/comentarios/${written.id}`);
      delays.push(Math.max(0, e.receivedAt - written.at));
      // The write's last message carries its SSE id (the resume point): here, the affiliate's.
      const parent = await s.next(
        (x) => x['@id'] === `/api/afiliados/${affiliate}` && x.receivedAt >= e.receivedAt,
      );
      expect(Number(parent.lastEventId)).toBeGreaterThan(0);
      expect(parent).toMatchObject({
        type: 'create',
        version: null,
        by: { '@id': expect.stringMatching(/^\/api\/users\/\d+$/) },
      });
      expect(Number.isNaN(Date.parse(parent.at))).toBe(false);
    }
    s.es.close();
    const p50 = percentile(delays, 50);
    const p99 = percentile(delays, 99);
    console.log(
      `SSE delay across instances (${process.env.TEST_DB}): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms over ${delays.length} writes`,
    );
    expect(p99).toBeLessThan(1000);
  });

  it("a COMERCIAL's stream carries nothing about a foreign record", async () => {
    const { mine, others } = await affiliatesFor(t, 'comercial');
    const sales = await stream(bUrl, 'comercial');
    const all = await stream(bUrl, 'super-admin');
    const foreign = await comment(others[0] as number, 'Ajeno');
    const own = await comment(mine[0] as number, 'Propio');
    await sales.next((x) => x['@id'] === `/api/afiliados/${mine[0]}`);
    // The admin's stream heard both, in order: the foreign one was sent before the own one.
    await all.next((x) => x['@id'] === `/api/afiliados/${others[0]}`);
    await all.next((x) => x['@id'] === `/api/afiliados/${mine[0]}`);
    const ids = sales.events.map((x) => x['@id']);
    expect(ids).not.toContain(`/api/afiliados/${others[0]}`);
    expect(ids).not.toContain(`/api/comentarios/${foreign.id}`);
    // A comment is not a record a sales user reads by itself: they hear of its affiliate.
    expect(ids).not.toContain(`/api/comentarios/${own.id}`);
    sales.es.close();
    all.es.close();
  });

  it('resumes after Last-Event-ID with the writes the client missed, on any instance', async () => {
    const first = await stream(bUrl, 'super-admin');
    const since = first.readyId;
    first.es.close();
    const { mine } = await affiliatesFor(t, 'comercial');
    const missed = await comment(mine[0] as number, 'Mientras tanto');
    const resumed = await stream(bUrl, 'super-admin', since);
    const e = await resumed.next((x) => x['@id'] === `/api/comentarios/${missed.id}`);
    const parent = await resumed.next(
      (x) => x['@id'] === `/api/afiliados/${mine[0]}` && x.receivedAt >= e.receivedAt,
    );
    expect(Number(parent.lastEventId)).toBeGreaterThan(Number(since));
    resumed.es.close();
  });

  it('refuses a caller without a token', async () => {
    const res = await fetch(`${bUrl}/api/events`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: unknown }).error).toEqual(expect.any(String));
  });

  it('a stopping server ends its streams with a retry hint, and its stop does not wait for them', async () => {
    const c = await t.secondApp();
    const s = await stream(await listen(c), 'super-admin');
    await drainAndClose(c);
    await expect.poll(() => s.named).toContain('closing');
    s.es.close();
  });
});
