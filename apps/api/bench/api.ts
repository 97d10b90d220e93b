/**
 * `npm run bench:api`: autocannon on loopback against the built server (dist/main.js), once on a
 * throwaway PostgreSQL cluster and once on PGlite, each seeded with the default demo data, with the
 * read cache on (as deployed) and off. Writes the figures to BENCHMARKS.md and into docs/benchmarks.md
 * (between its bench:api markers). Issue 5 targets: PostgreSQL ≥ 1,500 req/s with p99 ≤ 50 ms on a
 * page of 30 of affiliatesInDepthList; PGlite ≥ 300 req/s; the embedded server ready in ≤ 5 s.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPgCluster } from '../test/support/pgCluster';
import { apiRoot, buildServer, type Server, startServer, stopServer } from './harness';

const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

buildServer();

const start = startServer;
const stop = stopServer;

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The affiliate list (issue 5), or the financing list at 20,000 loans, a page of 100 (issue 13). */
type Target = 'affiliates' | 'financing';

async function measure(server: Server, target: Target = 'affiliates') {
  const login = await json(`${server.url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'micro-admin', password: 'Demo-2026!' }),
  });
  const authorization = `Bearer ${login.token}`;
  const me = await json(`${server.url}/api/users?email=micro-admin@demo.test`, {
    headers: { authorization },
  });
  const id = (me['hydra:member'] as { id: number }[])[0]?.id;
  const path =
    target === 'affiliates'
      ? `/api/users/${id}/affiliatesInDepthList?page=1&itemsPerPage=30`
      : '/api/financiaciones?page=1&order[createdAt]=desc';
  await json(`${server.url}${path}`, { headers: { authorization } });
  // A short warm-up, then the measured run.
  await autocannon({
    url: `${server.url}${path}`,
    headers: { authorization },
    connections: CONNECTIONS,
    duration: 3,
  });
  const r = await autocannon({
    url: `${server.url}${path}`,
    headers: { authorization },
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return {
    path: path.replace(String(id), '{id}'),
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    total: r.requests.total,
  };
}

type Measure = Awaited<ReturnType<typeof measure>>;
const results: string[] = [];
const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');

// PostgreSQL: a throwaway cluster, the server seeds it on first start. Each database is measured
// as deployed (the version-checked read cache on) and with READ_CACHE=off, the query path alone.
const cluster = await startPgCluster();
let pg: Measure | null = null;
let pgLoans: Measure | null = null;
let pgUncached: Measure | null = null;
let pgSeedMs = 0;
try {
  const env = { DATABASE_URL: cluster.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-pg-')) };
  const server = await start(env);
  pgSeedMs = server.readyMs;
  pg = await measure(server);
  pgLoans = await measure(server, 'financing');
  await stop(server);
  const plain = await start({ ...env, READ_CACHE: 'off' });
  pgUncached = await measure(plain);
  await stop(plain);
} finally {
  cluster.stop();
}

// PGlite: first start seeds the default data; the restart is the cold start that matters.
const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
let lite: Measure | null = null;
let liteLoans: Measure | null = null;
let liteUncached: Measure | null = null;
let liteSeedMs = 0;
let coldMs = 0;
try {
  const first = await start({ DATA_DIR: dataDir });
  liteSeedMs = first.readyMs;
  await stop(first);
  const server = await start({ DATA_DIR: dataDir });
  coldMs = server.readyMs;
  lite = await measure(server);
  liteLoans = await measure(server, 'financing');
  await stop(server);
  const plain = await start({ DATA_DIR: dataDir, READ_CACHE: 'off' });
  liteUncached = await measure(plain);
  await stop(plain);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const row = (db: string, cache: string, m: Measure | null, target: string) =>
  `| ${db} | ${cache} | GET ${m?.path} | ${m?.rps} | ${m?.p50} | ${m?.p99} | ${m?.errors} | ${target} |`;
results.push(
  '# API benchmarks',
  '',
  `Written by \`npm run bench:api\` on ${new Date().toISOString()}: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average before the run ${load}.`,
  `autocannon on loopback, ${CONNECTIONS} connections, ${DURATION} s after a 3 s warm-up, against \`node dist/main.js\` seeded with the default demo data (300 affiliates, 20,000 loans), as micro-admin (every affiliate visible).`,
  '',
  '| Database | Read cache | Call | req/s | p50 ms | p99 ms | errors | target |',
  '|---|---|---|---|---|---|---|---|',
  row(
    'PostgreSQL',
    'on (as deployed)',
    pg,
    `≥ 1,500 req/s, p99 ≤ 50 ms: ${verdict(!!pg && pg.rps >= 1500 && pg.p99 <= 50)}`,
  ),
  row('PostgreSQL', 'off (READ_CACHE=off)', pgUncached, 'for comparison'),
  row('PGlite', 'on (as deployed)', lite, `≥ 300 req/s: ${verdict(!!lite && lite.rps >= 300)}`),
  row('PGlite', 'off (READ_CACHE=off)', liteUncached, 'for comparison'),
  row('PostgreSQL', 'none (not cached)', pgLoans, 'financing list, 20,000 loans, page of 100'),
  row('PGlite', 'none (not cached)', liteLoans, 'financing list, 20,000 loans, page of 100'),
  '',
  'With the cache on, every call still verifies the token and makes one round trip to the database',
  'for the user, the revocation list and the data versions; only the list query itself is skipped',
  'while no write has touched affiliates, comments or the users the list shows (triggers bump the',
  'version in the writing transaction).',
  '',
  '| Start-up | ms | target |',
  '|---|---|---|',
  `| PGlite, first start (migrations + default seed) | ${liteSeedMs} | |`,
  `| PGlite, cold start of the seeded server | ${coldMs} | ≤ 5,000: ${verdict(coldMs <= 5000)} |`,
  `| PostgreSQL, first start (migrations + default seed) | ${pgSeedMs} | |`,
  '',
);
writeFileSync(join(apiRoot, 'BENCHMARKS.md'), results.join('\n'));

// The same figures into docs/benchmarks.md, between its bench:api markers.
const readmePath = join(apiRoot, '..', '..', 'docs', 'benchmarks.md');
const readme = readFileSync(readmePath, 'utf8');
const open = '<!-- bench:api: written by npm run bench:api -->';
const close = '<!-- /bench:api -->';
const from = readme.indexOf(open);
const to = readme.indexOf(close);
if (from >= 0 && to > from) {
  const block = [open, ...results.slice(2), close].join('\n');
  writeFileSync(readmePath, readme.slice(0, from) + block + readme.slice(to + close.length));
}
console.log(results.join('\n'));
