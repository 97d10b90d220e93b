/**
 * `npm run bench:loans` (issue 13): the financing list at the default seed (20,000 loans), a page
 * of 100, with autocannon on loopback against the built server, on a throwaway PostgreSQL cluster
 * and on PGlite. Three calls: the first page in the default order, one phase, and the text filter
 * (code and borrower). Prints a Markdown table and writes it to bench/loanList.md.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPgCluster } from '../test/support/pgCluster';

const apiRoot = join(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CALLS = [
  '/api/financiaciones?page=1',
  '/api/financiaciones?page=1&phase=FA&order[createdAt]=desc',
  '/api/financiaciones?page=1&q=garc',
];

if (process.env.BENCH_NO_BUILD !== '1') {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

interface Server {
  child: ChildProcess;
  url: string;
}

function start(env: Record<string, string>): Promise<Server> {
  return new Promise((resolve, reject) => {
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
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Backoffice listo en (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

async function measureAll(db: string, server: Server): Promise<string[]> {
  const login = await fetch(`${server.url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'micro-admin', password: 'Demo-2026!' }),
  });
  const authorization = `Bearer ${((await login.json()) as { token: string }).token}`;
  const out: string[] = [];
  for (const path of CALLS) {
    const first = await fetch(`${server.url}${path}`, { headers: { authorization } });
    if (!first.ok) throw new Error(`${path}: ${first.status} ${await first.text()}`);
    const body = (await first.json()) as { 'hydra:member': unknown[]; 'hydra:totalItems': number };
    const url = `${server.url}${path}`;
    await autocannon({ url, headers: { authorization }, connections: CONNECTIONS, duration: 2 });
    const r = await autocannon({
      url,
      headers: { authorization },
      connections: CONNECTIONS,
      duration: DURATION,
    });
    out.push(
      `| ${db} | GET ${path} | ${body['hydra:member'].length} of ${body['hydra:totalItems']} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
    );
    console.log(out.at(-1));
  }
  return out;
}

const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
const rows: string[] = [];
const only = process.env.BENCH_DB;

if (!only || only === 'postgres') {
  const cluster = await startPgCluster();
  try {
    const server = await start({
      DATABASE_URL: cluster.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-pg-')),
    });
    rows.push(...(await measureAll('PostgreSQL', server)));
    await stop(server);
  } finally {
    cluster.stop();
  }
}

if (!only || only === 'pglite') {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  try {
    // The first start seeds; the measured server is a restart, as deployed.
    await stop(await start({ DATA_DIR: dataDir }));
    const server = await start({ DATA_DIR: dataDir });
    rows.push(...(await measureAll('PGlite', server)));
    await stop(server);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const report = [
  '# Financing list benchmark',
  '',
  `Written by \`npm run bench:loans\` on ${new Date().toISOString()}: ${cpus().length} cores, Node ${process.version}, load average before the run ${load}.`,
  `autocannon on loopback, ${CONNECTIONS} connections, ${DURATION} s after a 2 s warm-up, default demo seed (20,000 loans), as micro-admin.`,
  '',
  '| Database | Call | rows | req/s | p50 ms | p99 ms | errors |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
];
writeFileSync(join(apiRoot, 'bench', 'loanList.md'), report.join('\n'));
console.log(report.join('\n'));
