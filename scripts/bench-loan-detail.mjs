// The loan-detail figure of issue 13, in Chromium on the demo seed: the time from opening a loan to
// its estado tab showing (budget: under 1 s). Run by `npm run bench` after the build; alone:
// `node scripts/bench-loan-detail.mjs` (needs `npx turbo run build` first).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const BUDGET_MS = 1000;
const LOANS = 10;

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

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-loan-'));
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
  const ids = await page.evaluate(async (n) => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
    const r = await fetch('/api/financiaciones?order[id]=asc', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await r.json())['hydra:member'].slice(0, n).map((l) => l.id);
  }, LOANS);
  const shown = (id) =>
    page
      .getByRole('heading', { level: 1, name: new RegExp(`^[FBC]${String(id).padStart(7, '0')}$`) })
      .waitFor()
      .then(() =>
        page.getByRole('region', { name: 'Estado', exact: true }).getByText('Cantidad concedida').waitFor(),
      );

  // Opening a loan inside the app (the list or the finder does this): a client-side navigation.
  const inApp = [];
  for (const id of ids) {
    const t0 = Date.now();
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/creditos/detalle-credito/estado?credito=${id}`);
    await shown(id);
    inApp.push(Date.now() - t0);
  }
  // Opening a loan by its URL: a full page load (HTML, scripts, session, parameter check, loan).
  const byUrl = [];
  for (const id of ids) {
    const t0 = Date.now();
    await page.goto(`/creditos/detalle-credito/estado?credito=${id}`);
    await shown(id);
    byUrl.push(Date.now() - t0);
  }
  for (const [what, xs] of [
    ['in the app', inApp],
    ['by URL (full page load)', byUrl],
  ]) {
    const median = pct(xs, 50);
    const worst = Math.max(...xs);
    console.log(
      `Loan detail, open to estado shown, ${what}: median ${ms(median)}, p90 ${ms(pct(xs, 90))}, max ${ms(worst)} over ${xs.length} loans (budget ${ms(BUDGET_MS)})`,
    );
    if (median >= BUDGET_MS) failed = true;
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
