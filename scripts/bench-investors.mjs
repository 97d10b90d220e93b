/**
 * The investors list and dashboard (issue 15) at the default seed (400 investors, ~40,000
 * investments), with autocannon on loopback against the built server (apps/api/dist), on a
 * throwaway PostgreSQL cluster and on PGlite, as micro-admin. Prints a Markdown table and writes
 * it to apps/api/bench/investorList.md. Run by `npm run bench`; alone: `node scripts/bench-investors.mjs`
 * (BENCH_DB=postgres|pglite for one database, BENCH_SECONDS, BENCH_CONNECTIONS).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
// Node 24 strips the types of the test suite's cluster helper (it imports only node: modules).
import { startPgCluster } from '../apps/api/test/support/pgCluster.ts';

const root = resolve(import.meta.dirname, '..');
const apiRoot = join(root, 'apps/api');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CALLS = [
  '/api/inversores?page=1',
  '/api/inversores?page=1&status=ACT&order[name]=asc',
  '/api/inversores?page=1&q=garc',
  '/api/inversores?page=1&legalPerson=1&order[balance]=desc',
  '/api/inversores/dashboard',
  // For reference, measured in the same run: the financing list (issue 13), 100 rows of 20,000.
  '/api/financiaciones?page=1',
];

if (process.env.BENCH_NO_BUILD !== '1' || !existsSync(join(apiRoot, 'dist/main.js'))) {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

function start(env) {
  return new Promise((resolveServer, reject) => {
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        JWT_SECRET: randomBytes(48).toString('hex'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d.toString();
      const m = /Backoffice listo en (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) resolveServer({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

function stop(server) {
  return new Promise((done) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => done());
    server.child.kill('SIGTERM');
  });
}

async function measureAll(db, server, cache) {
  const login = await fetch(`${server.url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'micro-admin', password: 'Demo-2026!' }),
  });
  const authorization = `Bearer ${(await login.json()).token}`;
  const out = [];
  for (const path of CALLS) {
    const first = await fetch(`${server.url}${path}`, { headers: { authorization } });
    if (!first.ok) throw new Error(`${path}: ${first.status} ${await first.text()}`);
    const body = await first.json();
    const rows = body['hydra:member']
      ? `${body['hydra:member'].length} of ${body['hydra:totalItems']}`
      : `${body.totals.investors} investors, ${body.totals.activeInvestments} investments`;
    const url = `${server.url}${path}`;
    await autocannon({ url, headers: { authorization }, connections: CONNECTIONS, duration: 2 });
    const r = await autocannon({
      url,
      headers: { authorization },
      connections: CONNECTIONS,
      duration: DURATION,
    });
    out.push(
      `| ${db} | ${cache} | GET ${path} | ${rows} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
    );
    console.log(out.at(-1));
  }
  return out;
}

const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
const rows = [];
const only = process.env.BENCH_DB;

if (!only || only === 'postgres') {
  const cluster = await startPgCluster();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-inv-pg-'));
  try {
    const server = await start({ DATABASE_URL: cluster.url, DATA_DIR: dataDir });
    rows.push(...(await measureAll('PostgreSQL', server, 'on (as deployed)')));
    await stop(server);
    const uncached = await start({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, READ_CACHE: 'off' });
    rows.push(...(await measureAll('PostgreSQL', uncached, 'off (READ_CACHE=off)')));
    await stop(uncached);
  } finally {
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!only || only === 'pglite') {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-inv-pglite-'));
  try {
    // The first start seeds; the measured server is a restart, as deployed.
    await stop(await start({ DATA_DIR: dataDir, DATABASE_URL: '' }));
    const server = await start({ DATA_DIR: dataDir, DATABASE_URL: '' });
    rows.push(...(await measureAll('PGlite', server, 'on (as deployed)')));
    await stop(server);
    const uncached = await start({ DATA_DIR: dataDir, DATABASE_URL: '', READ_CACHE: 'off' });
    rows.push(...(await measureAll('PGlite', uncached, 'off (READ_CACHE=off)')));
    await stop(uncached);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const report = [
  '# Investors list and dashboard benchmark',
  '',
  `Written by \`node scripts/bench-investors.mjs\` (part of \`npm run bench\`) on ${new Date().toISOString()}: ${cpus().length} cores, Node ${process.version}, load average before the run ${load}.`,
  `autocannon on loopback, ${CONNECTIONS} connections, ${DURATION} s after a 2 s warm-up, default demo seed, as micro-admin.`,
  '',
  '| Database | Read cache | Call | rows | req/s | p50 ms | p99 ms | errors |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
];
writeFileSync(join(apiRoot, 'bench', 'investorList.md'), report.join('\n'));
console.log(report.join('\n'));
