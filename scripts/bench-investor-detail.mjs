// The investor-detail figures of issue 15: (1) in Chromium on the demo seed, the time from opening
// an investor to its datos tab showing (budget: under 1 s), in the app and by URL; (2) the
// investments call at 200 per page with every filter on, p99 on PostgreSQL and PGlite
// (`npm run bench:investors -w @backoffice/api`). Run by `npm run bench` after the build; alone:
// `node scripts/bench-investor-detail.mjs` (needs `npx turbo run build` first).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const BUDGET_MS = 1000;
const INVESTORS = 10;

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

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (n) => `${Math.round(n)} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-investor-'));
const { child, url } = await start(dataDir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
let failed = false;
try {
  const page = await (await browser.newContext({ baseURL: url, locale: 'es-ES' })).newPage();
  await page.goto('/login');
  await page.getByLabel('Usuario o email').fill('micro-admin');
  await page.getByLabel('Contraseña').fill('Demo-2026!');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
  const investors = await page.evaluate(async (n) => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
    const found = [];
    for (let id = 1; found.length < n && id < 100; id += 1) {
      const r = await fetch('/api/tools/checkParameters', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id, type: 'investor' }),
      });
      if (r.ok) found.push({ id, name: (await r.json()).name });
    }
    return found;
  }, INVESTORS);
  const shown = (name) =>
    page
      .getByRole('heading', { level: 1, name })
      .waitFor()
      .then(() => page.getByRole('region', { name: 'Datos', exact: true }).getByText('DNI/NIE').waitFor());
  const path = (id) => `/inversores/detalle-inversor/datos?inversor=${id}`;
  const inApp = [];
  for (const { id, name } of investors) {
    const t0 = Date.now();
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path(id));
    await shown(name);
    inApp.push(Date.now() - t0);
  }
  const byUrl = [];
  for (const { id, name } of investors) {
    const t0 = Date.now();
    await page.goto(path(id));
    await shown(name);
    byUrl.push(Date.now() - t0);
  }
  for (const [what, xs] of [
    ['in the app', inApp],
    ['by URL (full page load)', byUrl],
  ]) {
    const median = pct(xs, 50);
    console.log(
      `Investor detail, open to datos shown, ${what}: median ${ms(median)}, p90 ${ms(pct(xs, 90))}, max ${ms(Math.max(...xs))} over ${xs.length} investors (budget ${ms(BUDGET_MS)})`,
    );
    if (median >= BUDGET_MS) failed = true;
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

// The investments call at 200 per page with every filter, on both databases.
const api = spawnSync('npm', ['run', 'bench:investors', '-w', '@backoffice/api'], {
  cwd: root,
  env: { ...process.env, BENCH_NO_BUILD: '1' },
  stdio: 'inherit',
});
process.exit(failed || api.status !== 0 ? 1 : 0);
