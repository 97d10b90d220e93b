/**
 * The docs pages render in the built Storybook: `storybook build` (the same command as
 * `npm run build` here and Chromatic's build) into a temporary folder, then its index lists the six
 * area pages and an autodocs page per component, and each area page, opened in Chromium from that
 * build, shows its title and its state matrix.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const AREAS = {
  'docs-shell--docs': 'Shell',
  'docs-affiliates--docs': 'Affiliates',
  'docs-loans--docs': 'Loans (créditos)',
  'docs-investors--docs': 'Investors (inversores)',
  'docs-listings--docs': 'Listings',
  'docs-working-hours--docs': "Working hours — 'Control Horario'",
} as const;

interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  title: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

let out = '';
let entries: IndexEntry[] = [];
let server: Server;
let origin = '';
let browser: Browser;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'bo-storybook-'));
  const build = spawnSync('npx', ['storybook', 'build', '-o', out, '--quiet'], {
    cwd: here,
    encoding: 'utf8',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (build.status !== 0) throw new Error(`storybook build failed:\n${build.stderr || build.stdout}`);
  entries = Object.values(
    (JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> })
      .entries,
  );
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    try {
      const body = readFileSync(join(out, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('the built Storybook', () => {
  test('lists one docs page per area', () => {
    const docs = entries.filter((e) => e.type === 'docs').map((e) => e.id);
    expect(docs).toEqual(expect.arrayContaining(Object.keys(AREAS)));
  });

  test('has an autodocs page for every component with stories', () => {
    const titles = new Set(entries.filter((e) => e.type === 'story').map((e) => e.title));
    const documented = new Set(entries.filter((e) => e.type === 'docs').map((e) => e.title));
    expect(titles.size).toBeGreaterThan(50);
    for (const title of titles) expect(documented, title).toContain(title);
  });

  test.each(Object.entries(AREAS))(
    'renders %s with its title and state matrix',
    async (id, heading) => {
      const page = await browser.newPage();
      try {
        await page.goto(`${origin}/iframe.html?id=${id}&viewMode=docs`);
        await page
          .locator('#storybook-docs h1', { hasText: heading })
          .waitFor({ state: 'attached', timeout: 30_000 });
        const matrix = page.locator('#storybook-docs table').first();
        await matrix.waitFor({ state: 'attached' });
        expect(await matrix.locator('tbody tr').count()).toBeGreaterThan(0);
        expect(await matrix.locator('thead th').allTextContents()).toContain('Forbidden');
        expect(await page.locator('.sb-errordisplay').isVisible()).toBe(false);
      } finally {
        await page.close();
      }
    },
    60_000,
  );
});
