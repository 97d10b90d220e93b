import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

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
    // Route modules are the app's own lazy entries; a library fetched on demand (xlsx, when a
    // report is downloaded) is not a route and is reported, not budgeted.
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
