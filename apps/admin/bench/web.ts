/**
 * `npm run bench:web`: what a user on a slow line and a slow laptop gets from the built admin, each
 * figure beside a baseline measured in the same run, samples alternating (app, baseline, baseline,
 * app, …), every sample in a fresh browser context (no cache, no cookies, no storage).
 *
 * Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium) driven through CDP by playwright-core,
 * with DevTools' 'Slow 4G' (562.5 ms RTT, 1.44 Mbit/s down, 0.675 Mbit/s up) and 4× CPU slowdown:
 *
 * (a) LCP of /login against a static page carrying the login's markup and CSS in its HTML and one
 *     script with the same JavaScript bytes as /login loads (inert, so only its transfer competes);
 * (b) login → the first rows of /creditos/financiaciones painted, against a page that sends the
 *     same `login_check` and the same list read with `fetch` and paints the rows itself;
 * (c) the longest Event Timing entry ('event', durationThreshold 16, as INP counts it) of a pager,
 *     a sort and a filter click on the loan list, with the time until the new rows are painted;
 * (d) the list answers' JSON bytes on the wire, compressed (Accept-Encoding: br, gzip) and not.
 *
 * Starts the built API serving the built admin (`npm run build` first; PGlite with the default
 * seed in BENCH_WEB_DATA, seeded once and kept; BENCH_WEB_ADMIN_DIST serves another admin build,
 * e.g. a copy of the one before a change), or measures BENCH_WEB_URL. BENCH_WEB_N samples
 * (default 5); BENCH_WEB_USER (default micro-admin) / BENCH_WEB_PASSWORD. Writes bench/web.md
 * (BENCH_WEB_REPORT=0 only prints). Not a test: the figures depend on the machine and its load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
// @ts-expect-error: a plain .mjs module shared with the e2e and Storybook configs.
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { fetchPage, type Reference, staticServer } from './webBaselines';

const root = resolve(import.meta.dirname, '../../..');
const SAMPLES = Math.max(1, Number(process.env.BENCH_WEB_N ?? 5));
const USER = process.env.BENCH_WEB_USER ?? 'micro-admin';
const PASSWORD = process.env.BENCH_WEB_PASSWORD ?? 'Demo-2026!';
const LIST = '/creditos/financiaciones';
/** DevTools' 'Slow 4G' preset (bytes per second) and its CPU slowdown. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (0.75e6 / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;
/** The body rows of the first table in main (the app's DataTable and the baseline's alike). */
const ROWS = 'main [role=rowgroup] + [role=rowgroup] [role=row]';

// ---------------------------------------------------------------------------------------------
// The server

async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const given = process.env.BENCH_WEB_URL;
  if (given) return { url: given.replace(/\/$/, ''), stop: async () => {} };
  const entry = join(root, 'apps/api/dist/main.js');
  const adminDist = process.env.BENCH_WEB_ADMIN_DIST ?? join(root, 'apps/admin/dist');
  for (const file of [entry, join(adminDist, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const dataDir = process.env.BENCH_WEB_DATA ?? join(tmpdir(), 'backoffice-bench-web');
  mkdirSync(dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_DIST: adminDist,
      // The demo seed is never written in production.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the API did not start in 10 min:\n${output}`)), 600_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Backoffice listo en (http:\/\/\S+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        done(m[1].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`the API exited with ${code}:\n${output}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The browser

let browser: Browser;

/** A fresh context and page, throttled as the issue's profile says. */
async function freshPage(bypassCSP = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'es-ES',
    viewport: { width: 1366, height: 768 },
    bypassCSP,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // tsx keeps function names with a `__name` helper, which page-side code would call: a no-op there.
  await context.addInitScript('globalThis.__name = (f) => f;');
  // LCP, the submit time and the first body row painted, recorded by the page itself.
  await page.addInitScript(
    ({ rows }) => {
      const w = window as unknown as Record<string, number | undefined>;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      window.addEventListener(
        'submit',
        () => {
          if (w.__submit !== undefined) return;
          w.__submit = performance.now();
          const look = () => {
            if (document.querySelector(rows)) w.__rows = performance.now();
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        true,
      );
    },
    { rows: ROWS },
  );
  return { context, page };
}

const readNumber = (page: Page, name: string) =>
  page.evaluate((n) => (window as unknown as Record<string, number | undefined>)[n] ?? null, name);

// ---------------------------------------------------------------------------------------------
// What the app sends, read once unthrottled: the baselines are built from it

async function reference(base: string): Promise<Reference> {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const scripts: Promise<Buffer>[] = [];
  const onResponse = (r: import('playwright-core').Response) => {
    if (r.request().resourceType() === 'script') scripts.push(r.body());
  };
  page.on('response', onResponse);
  await page.goto(`${base}/login?redirect=${encodeURIComponent(LIST)}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  page.off('response', onResponse);
  const loginJs = await Promise.all(scripts);
  const { html, css } = await page.evaluate(() => ({
    html: document.getElementById('root')?.innerHTML ?? '',
    css: [...document.styleSheets]
      .flatMap((s) => {
        try {
          return [...s.cssRules].map((r) => r.cssText);
        } catch {
          return [];
        }
      })
      .filter((rule) => !rule.startsWith('@font-face'))
      .join('\n'),
  }));
  const listRead = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/financiaciones');
  await fillLogin(page);
  const listPath = new URL((await listRead).url()).pathname + new URL((await listRead).url()).search;
  await page.locator(ROWS).first().waitFor();
  await context.close();
  return { loginHtml: html, loginCss: css, loginJs, listPath };
}

async function fillLogin(page: Page) {
  await page.getByLabel('Usuario o email').fill(USER);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

// ---------------------------------------------------------------------------------------------
// The baselines

// ---------------------------------------------------------------------------------------------
// The measures

/** (a) LCP of a page, ms from navigation start. */
async function lcpOf(url: string): Promise<number> {
  const { context, page } = await freshPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const lcp = await readNumber(page, '__lcp');
    if (lcp === null) throw new Error(`no LCP entry on ${url}`);
    return lcp;
  } finally {
    await context.close();
  }
}

interface LoginToRows {
  ms: number;
  requests: number;
  scripts: number;
}

/** (b) From the login form's submit to the first body row painted, and the requests in between. */
async function loginToRows(page: Page): Promise<LoginToRows> {
  let requests = 0;
  let scripts = 0;
  page.on('request', (r) => {
    requests += 1;
    if (r.resourceType() === 'script') scripts += 1;
  });
  await fillLogin(page);
  await page.waitForFunction(() => (window as unknown as { __rows?: number }).__rows !== undefined, null, {
    timeout: 120_000,
    polling: 200,
  });
  const submit = (await readNumber(page, '__submit')) ?? 0;
  const rows = (await readNumber(page, '__rows')) ?? 0;
  return { ms: rows - submit, requests, scripts };
}

async function appLoginToRows(base: string): Promise<LoginToRows> {
  const { context, page } = await freshPage();
  try {
    await page.goto(`${base}/login?redirect=${encodeURIComponent(LIST)}`, {
      waitUntil: 'networkidle',
      timeout: 120_000,
    });
    return await loginToRows(page);
  } finally {
    await context.close();
  }
}

async function fetchLoginToRows(base: string, listPath: string): Promise<LoginToRows> {
  // The API's Content-Security-Policy refuses inline scripts: the baseline's one is let through.
  const { context, page } = await freshPage(true);
  try {
    // A same-origin document (so fetch needs no CORS), its content the baseline page, which notes
    // its submit and rows itself (a replaced document runs no init script).
    await page.goto(`${base}/api/health/live`);
    await page.setContent(fetchPage(listPath));
    return await loginToRows(page);
  } finally {
    await context.close();
  }
}

interface Click {
  what: string;
  /** The longest Event Timing entry of the click (pointerdown … click), ms. */
  longestEvent: number;
  /** From the click to the new first row painted, ms. */
  toRows: number;
}

/** (c) Pager, sort and filter clicks on the loan list, each until its new rows are painted. */
async function clicks(base: string): Promise<Click[]> {
  const { context, page } = await freshPage();
  try {
    await page.goto(`${base}/login?redirect=${encodeURIComponent(LIST)}`, { timeout: 120_000 });
    await fillLogin(page);
    await page.locator(ROWS).first().waitFor({ timeout: 120_000 });
    await page.evaluate(() => {
      const w = window as unknown as { __events: PerformanceEventTiming[] };
      w.__events = [];
      new PerformanceObserver((list) => {
        w.__events.push(...(list.getEntries() as PerformanceEventTiming[]));
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const main = page.locator('main');
    const targets: [string, () => ReturnType<Page['locator']>][] = [
      ['pager (next page)', () => main.getByRole('button', { name: 'Página siguiente' }).first()],
      ['sort (Importe)', () => main.getByTitle('Ordenar por Importe')],
      [
        'filter (phase Amortización)',
        () =>
          main
            .getByRole('navigation', { name: 'Financiaciones por fase' })
            .getByRole('button', { name: /^Amortización/ }),
      ],
    ];
    const out: Click[] = [];
    for (const [what, target] of targets) {
      await target().waitFor();
      await page.waitForTimeout(500);
      // The page notes the current first row, then paints until another one is there.
      const start = await page.evaluate(() => performance.now());
      const painted = page.evaluate(
        ({ rows }) =>
          new Promise<number>((done) => {
            const first = document.querySelector(rows)?.textContent;
            const look = () => {
              const now = document.querySelector(rows)?.textContent;
              if (now !== undefined && now !== first && !document.querySelector('[aria-busy=true]')) {
                requestAnimationFrame(() => done(performance.now()));
              } else requestAnimationFrame(look);
            };
            requestAnimationFrame(look);
          }),
        { rows: ROWS },
      );
      await target().click();
      const end = await painted;
      // Event Timing entries arrive after their paint: give the observer a frame or two.
      await page.waitForTimeout(300);
      const longestEvent = await page.evaluate(
        (from) =>
          Math.max(
            0,
            ...(window as unknown as { __events: PerformanceEventTiming[] }).__events
              .filter((e) => e.startTime >= from)
              .map((e) => e.duration),
          ),
        start,
      );
      out.push({ what, longestEvent, toRows: end - start });
    }
    return out;
  } finally {
    await context.close();
  }
}

/** (d) Body bytes of a GET as they cross the wire (no decoding). */
function wireBytes(
  url: string,
  token: string,
  acceptEncoding: string,
): Promise<{ bytes: number; enc: string }> {
  return new Promise((done, fail) => {
    request(
      url,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () => done({ bytes, enc: String(res.headers['content-encoding'] ?? 'none') }));
        res.on('error', fail);
      },
    )
      .on('error', fail)
      .end();
  });
}

async function wire(base: string, listPath: string) {
  const login = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: USER, password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const second = new URL(listPath, base);
  second.searchParams.set('page', '2');
  const paths = [
    listPath,
    second.pathname + second.search,
    '/api/afiliados/afiliadosSelect',
    '/api/bootstrap',
  ];
  const out = [];
  for (const path of paths) {
    const compressed = await wireBytes(`${base}${path}`, token, 'br, gzip');
    const plain = await wireBytes(`${base}${path}`, token, 'identity');
    out.push({ path, compressed, plain: plain.bytes });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Figures

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const ms = (x: number) => `${Math.round(x).toLocaleString('en-US')} ms`;
const spread = (xs: number[]) => `${ms(Math.min(...xs))}–${ms(Math.max(...xs))}`;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

async function main() {
  const loadBefore = load();
  const server = await startServer();
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  try {
    const base = server.url;
    console.log(`bench:web against ${base}, ${SAMPLES} samples`);
    const ref = await reference(base);
    const statics = await staticServer(ref);
    const lcp = { app: [] as number[], base: [] as number[] };
    const rows = { app: [] as LoginToRows[], base: [] as LoginToRows[] };
    const click: Click[][] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      // Alternate which side goes first, so a drift in the machine's load falls on both.
      const appFirst = i % 2 === 0;
      const pair = async <T>(app: () => Promise<T>, baseline: () => Promise<T>) =>
        appFirst ? [await app(), await baseline()] : ([await baseline(), await app()].reverse() as T[]);
      const [la, lb] = await pair(
        () => lcpOf(`${base}/login?redirect=${encodeURIComponent(LIST)}`),
        () => lcpOf(`${statics.url}/login.html`),
      );
      lcp.app.push(la as number);
      lcp.base.push(lb as number);
      const [ra, rb] = await pair(
        () => appLoginToRows(base),
        () => fetchLoginToRows(base, ref.listPath),
      );
      rows.app.push(ra as LoginToRows);
      rows.base.push(rb as LoginToRows);
      click.push(await clicks(base));
      console.log(
        `sample ${i + 1}: LCP ${ms(la as number)} vs ${ms(lb as number)}; login→rows ${ms((ra as LoginToRows).ms)} vs ${ms((rb as LoginToRows).ms)}; clicks ${click
          .at(-1)
          ?.map((c) => `${c.what} ${ms(c.longestEvent)}/${ms(c.toRows)}`)
          .join(', ')}`,
      );
    }
    statics.server.close();
    const bytes = await wire(base, ref.listPath);
    const loadAfter = load();

    const jsBytes = ref.loginJs.reduce((s, b) => s + b.length, 0);
    const lines = [
      '# bench:web',
      '',
      `Written by \`npm run bench:web\` on ${new Date().toISOString()}: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, Chromium ${browser.version()}; load average ${loadBefore} before, ${loadAfter} after.`,
      `${SAMPLES} samples per figure (median, and min–max), app and baseline alternating, each in a fresh browser context,`,
      `DevTools 'Slow 4G' (562.5 ms RTT, 1.44 Mbit/s down, 0.675 up) and ${CPU_SLOWDOWN}× CPU slowdown, 1366×768, user \`${USER}\`,`,
      `against ${process.env.BENCH_WEB_URL ? process.env.BENCH_WEB_URL : 'the built API serving the built admin (PGlite, default seed: 20,000 loans)'}.`,
      '',
      '| Measure | App | Baseline in the same run | Ratio |',
      '|---|---|---|---|',
      `| LCP of \`/login\` | ${ms(median(lcp.app))} (${spread(lcp.app)}) | ${ms(median(lcp.base))} (${spread(lcp.base)}): static page with the login's markup and CSS, one inert script of the same ${Math.round(jsBytes / 1024)} KB of JS | ${(median(lcp.app) / median(lcp.base)).toFixed(2)}× |`,
      `| Login → first rows of \`${LIST}\` | ${ms(median(rows.app.map((r) => r.ms)))} (${spread(rows.app.map((r) => r.ms))}); ${median(rows.app.map((r) => r.requests))} requests, ${median(rows.app.map((r) => r.scripts))} scripts | ${ms(median(rows.base.map((r) => r.ms)))} (${spread(rows.base.map((r) => r.ms))}): \`login_check\` + the list read by \`fetch\` | ${(median(rows.app.map((r) => r.ms)) / median(rows.base.map((r) => r.ms))).toFixed(2)}× |`,
      '',
      `Clicks on the loan list (100 rows a page): the longest Event Timing entry (INP's measure; budget 200 ms) and the time until the new rows are painted (network included).`,
      '',
      '| Click | Longest event | Click → new rows painted |',
      '|---|---|---|',
      ...(click[0] ?? []).map((c, k) => {
        const ev = click.map((s) => s[k]?.longestEvent ?? 0);
        const to = click.map((s) => s[k]?.toRows ?? 0);
        return `| ${c.what} | ${ms(median(ev))} (${spread(ev)}) | ${ms(median(to))} (${spread(to)}) |`;
      }),
      '',
      'List answers on the wire (one read each, unthrottled):',
      '',
      '| Read | Compressed (Accept-Encoding: br, gzip) | Uncompressed | Ratio |',
      '|---|---|---|---|',
      ...bytes.map(
        (b) =>
          `| \`GET ${b.path}\` | ${b.compressed.bytes.toLocaleString('en-US')} B (${b.compressed.enc}) | ${b.plain.toLocaleString('en-US')} B | ${(b.compressed.bytes / b.plain).toFixed(3)} |`,
      ),
      '',
    ];
    const report = lines.join('\n');
    console.log(`\n${report}`);
    if (process.env.BENCH_WEB_REPORT !== '0') writeFileSync(join(import.meta.dirname, 'web.md'), report);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
