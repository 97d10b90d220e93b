/**
 * `npm run bench:investors` (issue 15): the investor screen's investments call,
 * `{user}/inversionesList` at 200 per page with every filter of loans §9 on (inclusive ranges
 * wide enough to keep the rows, the three credit types, every loan status), for the demo investor
 * with the most investments, on the default seed, on a throwaway PostgreSQL cluster and on PGlite.
 * Sequential requests after a warm-up; prints p50/p99 and writes bench/investorDetail.md.
 */
import {
  bearer,
  buildServer,
  loadAverage,
  machine,
  onEachDatabase,
  type Server,
  writeReport,
} from './harness';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const STATUSES = [
  ...['CA0', 'CA1', 'CA2', 'CA3', 'CA4', 'REC', 'SIM', 'VTF', 'ASK', 'COT', 'CHB', 'ANA', 'SIG', 'DNI'],
  ...['BEL', 'TAR', 'VDO', 'EST', 'WK2', 'SBY', 'PUB', 'FIR', 'EAM', 'AMO', 'AMA', 'ACC', 'FAC', 'RET'],
  ...['DE1', 'DE2', 'DE3', 'DE4', 'IKO', 'TEX', 'FAL', 'UNK'],
];
const FILTERS = new URLSearchParams({
  itemsPerPage: '200',
  rentabilityMin: '0',
  rentabilityMax: '100',
  amountMin: '0',
  amountMax: '1000000',
  durationMin: '1',
  durationMax: '600',
  createdFrom: '2000-01-01',
  createdTo: '2100-12-31',
  tipo: 'prestamo,financiacion,cobro',
  loanStatus: STATUSES.join(','),
}).toString();

if (process.env.BENCH_NO_BUILD !== '1') buildServer();

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};

async function measure(db: string, server: Server): Promise<string> {
  const headers = { authorization: await bearer(server) };
  // The investor with the most investments, as the screen reaches it (checkParameters → user).
  let best = { userId: 0, total: -1 };
  for (let id = 1; id <= 60; id += 1) {
    const p = await fetch(`${server.url}/api/tools/checkParameters`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id, type: 'investor' }),
    });
    if (!p.ok) continue;
    const userId = ((await p.json()) as { userId: number }).userId;
    const l = await fetch(`${server.url}/api/users/${userId}/inversionesList?itemsPerPage=1`, { headers });
    const total = ((await l.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
    if (total > best.total) best = { userId, total };
  }
  const url = `${server.url}/api/users/${best.userId}/inversionesList?${FILTERS}`;
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${first.status} ${await first.text()}`);
  const body = (await first.json()) as { 'hydra:member': unknown[]; totals: { count: number } };
  for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  const row = `| ${db} | ${body['hydra:member'].length} of ${body.totals.count} (investor's ${best.total}) | ${pct(times, 50).toFixed(1)} | ${pct(times, 99).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`;
  console.log(row);
  return row;
}

const load = loadAverage();
const rows = await onEachDatabase('bench-inv', async (db, server) => [await measure(db, server)]);

const report = [
  '# Investor detail: investments benchmark',
  '',
  `Written by \`npm run bench:investors\` on ${new Date().toISOString()}: ${machine()}, load average before the run ${load}.`,
  `${REQUESTS} sequential requests after 20 warm-up ones, default demo seed, as micro-admin: \`{user}/inversionesList\`, 200 per page, every filter of loans §9 on.`,
  '',
  '| Database | rows (page of selected) | p50 ms | p99 ms | max ms |',
  '|---|---|---|---|---|',
  ...rows,
  '',
];
writeReport('investorDetail.md', report);
