// What the in-browser detail benchmarks share (scripts/bench-loan-detail.mjs,
// scripts/bench-investor-detail.mjs): the built server on a fresh PGlite data directory with the demo
// seed, Chromium logged in as micro-admin, timing a detail screen opened in the app and by URL, and
// the median/p90/max lines against a budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

export const root = resolve(import.meta.dirname, '..');

function start(dataDir) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listo en (http:\/\/[^\s]+)/.exec(out);
      if (m) done({ child, url: m[1] });
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
}

export const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
export const ms = (n) => `${Math.round(n)} ms`;

/**
 * Starts the built server on a throwaway PGlite directory (`tag` names it), opens Chromium logged in
 * as micro-admin and runs `measure(page)`; closes everything afterwards and returns what it returned.
 */
export async function withLoggedInPage(tag, measure) {
  const dataDir = mkdtempSync(join(tmpdir(), `backoffice-bench-${tag}-`));
  const { child, url } = await start(dataDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
  });
  try {
    const page = await (await browser.newContext({ baseURL: url, locale: 'es-ES' })).newPage();
    await page.goto('/login');
    await page.getByLabel('Usuario o email').fill('micro-admin');
    await page.getByLabel('Contraseña').fill('Demo-2026!');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((u) => u.pathname !== '/login');
    return await measure(page);
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Times opening each item's detail (`pathOf(item)`) until `shown(item)` resolves: first inside the
 * app (a client-side navigation, as the list or the finder does), then by URL (a full page load).
 */
export async function timeOpenings(page, items, pathOf, shown) {
  const inApp = [];
  for (const item of items) {
    const t0 = Date.now();
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, pathOf(item));
    await shown(item);
    inApp.push(Date.now() - t0);
  }
  const byUrl = [];
  for (const item of items) {
    const t0 = Date.now();
    await page.goto(pathOf(item));
    await shown(item);
    byUrl.push(Date.now() - t0);
  }
  return [
    ['in the app', inApp],
    ['by URL (full page load)', byUrl],
  ];
}

/** Prints one line per run ('<label>, <what>: median …, p90 …, max … over n <unit> (budget …)'); true when a median is over budget. */
export function reportOpenings(label, unit, runs, budgetMs) {
  let failed = false;
  for (const [what, xs] of runs) {
    const median = pct(xs, 50);
    console.log(
      `${label}, ${what}: median ${ms(median)}, p90 ${ms(pct(xs, 90))}, max ${ms(Math.max(...xs))} over ${xs.length} ${unit} (budget ${ms(budgetMs)})`,
    );
    if (median >= budgetMs) failed = true;
  }
  return failed;
}
