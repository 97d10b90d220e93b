/**
 * `npm run bench:loans` (issue 13): the financing list at the default seed (20,000 loans), a page
 * of 100, with autocannon on loopback against the built server, on a throwaway PostgreSQL cluster
 * and on PGlite. Three calls: the first page in the default order, one phase, and the text filter
 * (code and borrower). Prints a Markdown table and writes it to bench/loanList.md.
 */
import autocannon from 'autocannon';
import {
  bearer,
  buildServer,
  loadAverage,
  machine,
  onEachDatabase,
  type Server,
  writeReport,
} from './harness';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CALLS = [
  '/api/financiaciones?page=1',
  '/api/financiaciones?page=1&phase=FA&order[createdAt]=desc',
  '/api/financiaciones?page=1&q=garc',
];

if (process.env.BENCH_NO_BUILD !== '1') buildServer();

async function measureAll(db: string, server: Server): Promise<string[]> {
  const authorization = await bearer(server);
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

const load = loadAverage();
const rows = await onEachDatabase('bench', measureAll);

const report = [
  '# Financing list benchmark',
  '',
  `Written by \`npm run bench:loans\` on ${new Date().toISOString()}: ${machine()}, load average before the run ${load}.`,
  `autocannon on loopback, ${CONNECTIONS} connections, ${DURATION} s after a 2 s warm-up, default demo seed (20,000 loans), as micro-admin.`,
  '',
  '| Database | Call | rows | req/s | p50 ms | p99 ms | errors |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
];
writeReport('loanList.md', report);
