import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { TEST_SECRET } from './support/testApp';

/**
 * Issue 12, serving the admin: precompressed files chosen by Accept-Encoding, long-lived hashed
 * assets and a revalidated page, security headers on every answer, CORS only for configured
 * origins, and no source maps in production. A small built admin stands in for apps/admin/dist.
 */
const page = `<!doctype html><html lang="es"><head><title>Backoffice</title>${'<meta name="x" content="y">'.repeat(40)}<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;
const script = `export const greeting = ${JSON.stringify('Bienvenido, '.repeat(500))};\n//# sourceMappingURL=index-Ab12Cd34.js.map\n`;
const sourceMap = JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: 'AAAA' });

let dist: string;
let database: Database;
const apps: FastifyInstance[] = [];

function writeWithSiblings(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

async function app(options: { production?: boolean; corsOrigins?: string[] } = {}) {
  const built = await buildApp({ db: database.db, jwtSecret: TEST_SECRET, adminDist: dist, ...options });
  await built.ready();
  apps.push(built);
  return built;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithSiblings(join(dist, 'index.html'), page);
  writeWithSiblings(join(dist, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'assets/index-Ab12Cd34.js.map'), sourceMap);
  // Static answers and authentication refusals never reach the database.
  database = await openDatabase({ memory: true });
});

afterAll(async () => {
  for (const a of apps) await a.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

const ASSET = '/assets/index-Ab12Cd34.js';

describe('the admin files on the wire', () => {
  it('sends the brotli file to a browser that takes br and gzip, the gzip file to one that takes gzip only', async () => {
    const a = await app();
    const br = await a.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await a.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const refused = await a.inject({ url: ASSET, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await a.inject({ url: ASSET, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const res of [br, gz, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('keeps hashed assets for a year and revalidates the page, at / and on every client route', async () => {
    const a = await app();
    const asset = await a.inject({ url: ASSET, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/login', '/afiliados/lista-afiliados?page=2']) {
      const res = await a.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
    const head = await a.inject({ method: 'HEAD', url: '/afiliados/lista-afiliados' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset or a compressed sibling asked by name, never the page', async () => {
    const a = await app();
    for (const url of ['/assets/gone-1234abcd.js', `${ASSET}.br`, `${ASSET}.gz`]) {
      const res = await a.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('does not serve source maps in production; development serves them', async () => {
    const production = await app({ production: true });
    const map = `${ASSET}.map`;
    expect((await production.inject({ url: map })).statusCode).toBe(404);
    expect((await production.inject({ url: ASSET })).statusCode).toBe(200);
    const development = await app();
    const res = await development.inject({ url: map });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(sourceMap);
  });
});

describe('security headers', () => {
  const answers = [
    { what: 'the page', url: '/login' },
    { what: 'an asset', url: ASSET },
    { what: 'a public API answer', url: '/api/health' },
    { what: 'a 401', url: '/api/users' },
    { what: 'a 404', url: '/api/nothing-here' },
  ];

  it('sends a strict CSP, nosniff, frame-ancestors none and a referrer policy on every answer', async () => {
    const a = await app();
    for (const { what, url } of answers) {
      const res = await a.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(directives.get('default-src'), what).toBe("'self'");
      // No inline script, no eval: scripts come from this origin only.
      expect(directives.get('script-src'), what).toBe("'self'");
      expect(directives.get('object-src'), what).toBe("'none'");
      expect(directives.get('frame-ancestors'), what).toBe("'none'");
      expect(directives.get('base-uri'), what).toBe("'self'");
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['x-frame-options'], what).toBe('DENY');
      expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
    expect((await a.inject({ url: '/api/users' })).statusCode).toBe(401);
  });

  it('adds HSTS in production only', async () => {
    const a = await app({ production: true });
    for (const { what, url } of answers) {
      const res = await a.inject({ url });
      expect(res.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy'], what).toMatch(/upgrade-insecure-requests/);
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS' as const,
    url: '/api/users/1',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

  it('by default allows no other origin: no Access-Control-Allow-Origin on a preflight or an answer', async () => {
    const a = await app();
    const pre = await a.inject(preflight('https://admin.example.com'));
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.statusCode).toBe(404);
    const get = await a.inject({ url: '/api/health', headers: { origin: 'https://admin.example.com' } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the configured origins (CORS_ORIGINS), with the methods and headers the admin uses', async () => {
    const a = await app({ corsOrigins: ['https://admin.example.com'] });
    const pre = await a.inject(preflight('https://admin.example.com'));
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect(String(pre.headers['access-control-allow-methods'])).toMatch(/\bPUT\b/);
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toMatch(/authorization/);
    const get = await a.inject({ url: '/api/health', headers: { origin: 'https://admin.example.com' } });
    expect(get.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect(get.headers.vary).toMatch(/origin/i);

    for (const other of ['https://evil.example', 'https://admin.example.com.evil.example', 'null']) {
      const res = await a.inject(preflight(other));
      expect(res.headers['access-control-allow-origin'], other).toBeUndefined();
      const answer = await a.inject({ url: '/api/health', headers: { origin: other } });
      expect(answer.headers['access-control-allow-origin'], other).toBeUndefined();
    }
  });
});
