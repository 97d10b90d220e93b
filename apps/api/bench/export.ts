/**
 * Issue 16, `npm run bench` (scripts/bench-export.mjs): a listing of 100,000 rows exported as a
 * streamed .xlsx by the built server (dist/main.js), on PGlite and on a throwaway PostgreSQL
 * cluster. Measures the total time, the time to the first byte and the server's peak RSS growth
 * (VmHWM after the export minus VmRSS before it), at 10,000 and at 100,000 rows, so a flat memory
 * shows as the same growth for ten times the rows. Goals: ≤ 5 s, first byte < 1 s, flat memory.
 * Writes bench/export.md.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPgCluster } from '../test/support/pgCluster';
import { measureExport } from './exportScale';
import { LISTING, seed } from './exportSeed';
import { apiRoot, buildServer, type Server, startServer, stopServer } from './harness';

const SIZES = [10_000, 100_000];

if (!process.env.BENCH_NO_BUILD) buildServer();

/** The built server without the demo seed (the bench seeds), under BENCH_SERVER_NODE_OPTIONS when set. */
const start = (env: Record<string, string>) =>
  startServer({
    SEED_DEMO: 'false',
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    ...env,
  });
const stop = stopServer;

async function exportOnce(server: Server) {
  const login = await fetch(`${server.url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Demo-2026!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const page = await fetch(`${server.url}/api/listados/${LISTING}?itemsPerPage=1`, { headers });
  const total = ((await page.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
  const x = await measureExport(server, `/api/listados/${LISTING}?format=xlsx`, headers.authorization);
  return {
    total,
    ms: Math.round(x.ms),
    first: Math.round(x.firstByteMs),
    bytes: x.bytes,
    cpu: Math.round(x.cpuS * 10) / 10,
    growthMb: Math.round(x.rssGrowthMb * 10) / 10,
  };
}

const rows: string[] = [];
const only = process.env.BENCH_DB;

async function run(
  db: 'PostgreSQL' | 'PGlite',
  env: () => Promise<{ env: Record<string, string>; done: () => void }>,
) {
  for (const size of SIZES) {
    const { env: vars, done } = await env();
    try {
      await seed(vars.DATABASE_URL ? { url: vars.DATABASE_URL } : { dataDir: vars.DATA_DIR as string }, size);
      const server = await start(vars);
      try {
        const r = await exportOnce(server);
        const line = `| ${db} | ${r.total.toLocaleString('en')} | ${r.ms} | ${r.first} | ${r.cpu} s | ${(r.bytes / 1048576).toFixed(1)} MB | ${r.growthMb} MB |`;
        rows.push(line);
        console.log(line);
      } finally {
        await stop(server);
      }
    } finally {
      done();
    }
  }
}

if (!only || only === 'pglite') {
  await run('PGlite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-export-pglite-'));
    return { env: { DATA_DIR: dir }, done: () => rmSync(dir, { recursive: true, force: true }) };
  });
}
if (!only || only === 'postgres') {
  await run('PostgreSQL', async () => {
    const cluster = await startPgCluster();
    const dir = mkdtempSync(join(tmpdir(), 'bench-export-pg-'));
    return {
      env: { DATABASE_URL: cluster.url, DATA_DIR: dir },
      done: () => {
        cluster.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
}

const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
const report = [
  '# Listing export benchmark',
  '',
  `Written by \`npm run bench\` (scripts/bench-export.mjs) on ${new Date().toISOString()}: ${cpus().length} cores, Node ${process.version}, load average after the run ${load}.`,
  `Server flags: ${process.env.BENCH_SERVER_NODE_OPTIONS ?? 'Node defaults'}.`,
  `GET /api/listados/${LISTING}?format=xlsx (8 typed columns: code, texts, money, percent, number, date) on the built server, read to the end by fetch on loopback.`,
  "Server CPU: the API process's user + system time during the export (PGlite runs inside it; PostgreSQL's own processes are not counted); unlike wall time, the machine's load does not inflate it.",
  "Peak RSS growth: the server's VmHWM after the export minus its VmRSS before it (flat memory: the same growth at 10× the rows).",
  '',
  '| Database | rows | total ms | first byte ms | server CPU | file | peak RSS growth |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
];
writeFileSync(join(apiRoot, 'bench', 'export.md'), report.join('\n'));
console.log(report.join('\n'));
