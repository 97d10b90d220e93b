import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, newPage } from './support/browser';

/** Issue 6 budgets: the initial JavaScript of /login ≤ 150 KB gzip; every route chunk ≤ 60 KB gzip. */
const LOGIN_BUDGET = 150 * 1024;
const ROUTE_BUDGET = 60 * 1024;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = resolve(import.meta.dirname, '../dist');
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

/** A chunk and everything it imports statically, each file once. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('bundle budgets', () => {
  it('loads /login with at most 150 KB of gzipped JavaScript', () => {
    const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
    const login = Object.keys(manifest).find((k) => k.endsWith('routes/LoginRoute.tsx'));
    expect(entry).toBeDefined();
    expect(login).toBeDefined();
    const files = new Set([...closure(entry!), ...closure(login!)]);
    const total = [...files].reduce((sum, k) => sum + gz(manifest[k]!.file), 0);
    console.log(`/login initial JS: ${kb(total)} gzip over ${files.size} chunks`);
    expect(total).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  it('keeps every route chunk at or under 60 KB gzip', () => {
    // Route modules are the app's own lazy entries; a library fetched on demand (chartist, on the
    // dashboards) is not a route and is reported, not budgeted.
    const routes = Object.entries(manifest).filter(([k, c]) => c.isDynamicEntry && k.startsWith('src/'));
    for (const [k, c] of Object.entries(manifest)) {
      if (c.isDynamicEntry && !k.startsWith('src/')) console.log(`on demand: ${k} ${kb(gz(c.file))} gzip`);
    }
    expect(routes.length).toBeGreaterThan(0);
    const over = routes
      .map(([k, c]) => ({ route: k, size: gz(c.file) }))
      .filter((r) => r.size > ROUTE_BUDGET)
      .map((r) => `${r.route}: ${kb(r.size)}`);
    expect(over).toEqual([]);
  });
});

afterAll(closeBrowser);

interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Body bytes as they crossed the wire (compressed when the server compressed them). */
  bytes: number;
}

/** A GET without any decoding, so the bytes counted are the bytes sent. */
function getRaw(path: string, acceptEncoding: string): Promise<WireAnswer> {
  return new Promise((done, fail) => {
    request(new URL(path, baseUrl()), { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

/** The files the server sends for /login: the entry and the login route with what they import. */
function loginFiles(): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const login = Object.keys(manifest).find((k) => k.endsWith('routes/LoginRoute.tsx'));
  const keys = new Set([...closure(entry!), ...closure(login!)]);
  return [...keys].map((k) => `/${manifest[k]!.file}`);
}

describe('what the server sends for /login (issue 12)', () => {
  it('sends the initial JavaScript precompressed, at most 150 KB on the wire, cached for a year', async () => {
    const files = loginFiles();
    const totals: Record<string, number> = {};
    for (const [encoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      let sum = 0;
      for (const file of files) {
        const res = await getRaw(file, encoding);
        expect(res.status, file).toBe(200);
        expect(res.headers['content-encoding'], `${file} ${encoding}`).toBe(expected);
        expect(Number(res.headers['content-length']), file).toBe(res.bytes);
        expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
        expect(res.headers.vary, file).toMatch(/accept-encoding/i);
        sum += res.bytes;
      }
      const page = await getRaw('/login', encoding);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe(expected);
      totals[encoding] = sum;
      console.log(
        `/login on the wire (Accept-Encoding: ${encoding}): JS ${kb(sum)} over ${files.length} files, page ${kb(sum + page.bytes)}`,
      );
    }
    expect(totals['br, gzip']).toBeLessThanOrEqual(LOGIN_BUDGET);
    expect(totals.gzip).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  it('a browser loading /login receives at most 150 KB of JavaScript', async () => {
    const { page, context } = await newPage();
    const sizes: Promise<{ url: string; type: string; body: number }>[] = [];
    page.on('requestfinished', (req) => {
      sizes.push(
        req.sizes().then((s) => ({ url: req.url(), type: req.resourceType(), body: s.responseBodySize })),
      );
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const loaded = await Promise.all(sizes);
    const js = loaded.filter((r) => r.type === 'script' || r.url.endsWith('.js'));
    const jsBytes = js.reduce((sum, r) => sum + r.body, 0);
    const pageBytes = loaded.reduce((sum, r) => sum + r.body, 0);
    console.log(
      `/login in Chromium: JS ${kb(jsBytes)} over ${js.length} files; the whole page ${kb(pageBytes)} over ${loaded.length} answers`,
    );
    expect(js.length).toBeGreaterThan(0);
    expect(jsBytes).toBeLessThanOrEqual(LOGIN_BUDGET);
    await context.close();
  });

  it('builds an index.html without inline script', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
  });
});
