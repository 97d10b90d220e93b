/**
 * `npm run bench:scale [-- --loans 10000,100000,1000000] [--label after]`: every list, search,
 * listing, dashboard and detail tab the staff use, at production size on PostgreSQL, with the read
 * cache off (what the first viewer gets after any write), a page of 100. Beside the API, a raw
 * `pg` query of the same page served by bare Fastify (bench/scaleRaw.ts) in the same run.
 *
 * Databases: with DATABASE_URL and no --loans, that database as it is (seed it with
 * `npm run seed:scale`). With --loans, one database per size on DATABASE_URL's server
 * (`backoffice_scale_<N>`), seeded when missing; without DATABASE_URL, on a throwaway cluster.
 * Figures go to bench/scale.json under the label (default 'after'), and bench/scale.md is written
 * from all the labels there: every call at every size, the growth 100k → 1M, and the budgets
 * (p99 ≤ 150 ms, project ÷ raw ≥ 0.5, growth ≤ 2×). `--explain` adds, for each call over budget,
 * EXPLAIN ANALYZE of its slowest statement (bench/scaleExplain.ts). BENCH_SECONDS (5) and
 * BENCH_CONNECTIONS (10) set autocannon; BENCH_ONLY=<regexp> keeps the calls whose name matches.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { LISTINGS } from '../src/listings/catalogue';
import { startPgCluster } from '../test/support/pgCluster';
import { apiRoot, buildServer, loadAverage, machine, type Server, startServer, stopServer } from './harness';
import { explainCall } from './scaleExplain';

const { values: args } = parseArgs({
  options: {
    loans: { type: 'string' },
    label: { type: 'string', default: 'after' },
    explain: { type: 'boolean', default: false },
  },
  strict: false,
});
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const BUDGET = { p99: 150, ratio: 0.5, growth: 2 };
const label = String(args.label);

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  load: string;
}
export interface CallResult {
  name: string;
  path: string;
  rows: string;
  api: Measure;
  raw?: Measure;
  explain?: string;
}
interface SizeResult {
  loans: number;
  /** autocannon's connections and seconds for this size. */
  settings?: string;
  seedSeconds?: number;
  calls: CallResult[];
}
type Results = Record<string, Record<string, SizeResult>>;

/** One call: its name in the report, the API path, and the raw query (bench/scaleRaw.ts) beside it. */
interface Call {
  name: string;
  path: string;
  user: string;
  raw?: string;
  /** Resolved after the first answer: the last page is its `hydra:last`. */
  last?: boolean;
}

async function measure(url: string, headers: Record<string, string>): Promise<Measure> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const load = loadAverage();
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: Math.round(r.requests.average * 10) / 10,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    load,
  };
}

/** Starts bench/scaleRaw.ts on the database; resolves with its URL. */
function startRaw(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(apiRoot, 'bench', 'scaleRaw.ts')], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /raw listo en (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`raw server exited with ${code}: ${out}`)));
  });
}

async function login(server: Server, username: string): Promise<string> {
  const res = await fetch(`${server.url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo-2026!' }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return `Bearer ${((await res.json()) as { token: string }).token}`;
}

/** Sample values for a listing's route parameters. */
const PARAM_SAMPLES: Record<string, string> = {
  platform: 'plataforma',
  product: 'plataforma',
  producto: 'plataforma',
  ge: '30',
};

/** The calls, with the ids they need read from the database. */
async function callsFor(databaseUrl: string): Promise<Call[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (q: string) => Object.values((await client.query(q)).rows[0] ?? {})[0] as number;
  const me = await one(`select id from users where username = 'micro-admin'`);
  const busyAffiliate = await one(
    'select affiliate_id from loans where affiliate_id is not null group by 1 order by count(*) desc limit 1',
  );
  const loan = await one(
    `select l.id from loans l where l.estado_cd = 'AMO' and exists (select 1 from investments i where i.loan_id = l.id) order by l.id desc limit 1`,
  );
  const borrower = await one(`select user_id from loans where id = ${loan}`);
  const investor = await one('select investor_id from investments group by 1 order by count(*) desc limit 1');
  const affiliate = await one(`select affiliate_id from loans where id = ${loan}`);
  await client.end();
  const f = '/api/financiaciones?page=1';
  const calls: Call[] = [
    { name: 'financiaciones, page 1', path: f, user: 'micro-admin', raw: 'financingFirst' },
    { name: 'financiaciones, last page', path: f, user: 'micro-admin', raw: 'financingLast', last: true },
    { name: 'financiaciones q=garc', path: `${f}&q=garc`, user: 'micro-admin', raw: 'financingText' },
    { name: 'financiaciones q=nunez', path: `${f}&q=nunez`, user: 'micro-admin' },
    { name: 'financiaciones q=jose ortega', path: `${f}&q=jose%20ortega`, user: 'micro-admin' },
    { name: 'financiaciones q=DNI', path: `${f}&q=4512`, user: 'micro-admin' },
    {
      name: 'financiaciones order[cantidad]=desc',
      path: `${f}&order[cantidad]=desc`,
      user: 'micro-admin',
      raw: 'financingAmount',
    },
    { name: 'financiaciones order[meses]=asc', path: `${f}&order[meses]=asc`, user: 'micro-admin' },
    { name: 'financiaciones order[tin]=desc', path: `${f}&order[tin]=desc`, user: 'micro-admin' },
    {
      name: 'financiaciones estadoCd=AMO',
      path: `${f}&estadoCd=AMO`,
      user: 'micro-admin',
      raw: 'financingStatus',
    },
    {
      name: 'financiaciones afiliado',
      path: `${f}&afiliado=${busyAffiliate}`,
      user: 'micro-admin',
      raw: 'financingAffiliate',
    },
    { name: 'financiaciones phase=FA', path: `${f}&phase=FA&order[createdAt]=desc`, user: 'micro-admin' },
    { name: 'financiaciones as COMERCIAL', path: f, user: 'comercial' },
    { name: 'cuotas, page 1', path: '/api/cuotas?page=1', user: 'micro-admin' },
    { name: 'cuotas, last page', path: '/api/cuotas?page=1', user: 'micro-admin', last: true },
    { name: 'amas, page 1', path: '/api/amas?page=1', user: 'micro-admin' },
    { name: 'inversores, page 1', path: '/api/inversores?page=1', user: 'micro-admin' },
    { name: 'inversores q=garc', path: '/api/inversores?page=1&q=garc', user: 'micro-admin' },
    {
      name: 'afiliados, page 1',
      path: `/api/users/${me}/affiliatesInDepthList?page=1&itemsPerPage=100`,
      user: 'micro-admin',
    },
    {
      name: 'afiliados text=garc',
      path: `/api/users/${me}/affiliatesInDepthList?page=1&itemsPerPage=100&text=garc`,
      user: 'micro-admin',
    },
    { name: 'finder q=garc', path: `/api/users/${me}/search?q=garc`, user: 'micro-admin' },
    { name: 'finder q=nunez', path: `/api/users/${me}/search?q=nunez`, user: 'micro-admin' },
    { name: 'users, page 1', path: '/api/users?page=1&itemsPerPage=100', user: 'micro-admin' },
    { name: 'dashboard créditos', path: '/api/creditos/dashboard', user: 'micro-admin' },
    { name: 'dashboard inversores', path: '/api/inversores/dashboard', user: 'micro-admin' },
    { name: 'dashboard afiliados', path: '/api/afiliados_dashboard', user: 'micro-admin' },
    { name: 'loan detail', path: `/api/creditos/${loan}`, user: 'micro-admin' },
    { name: 'loan cuotas tab', path: `/api/creditos/${loan}/cuotas`, user: 'micro-admin' },
    { name: 'loan inversiones tab', path: `/api/creditos/${loan}/inversiones`, user: 'micro-admin' },
    { name: 'loan history tab', path: `/api/creditos/${loan}/statusHistoryList`, user: 'micro-admin' },
    { name: 'borrower creditos', path: `/api/users/${borrower}/creditos`, user: 'micro-admin' },
    {
      name: 'investor inversiones',
      path: `/api/inversores/${investor}/inversionesList`,
      user: 'micro-admin',
    },
    {
      name: 'affiliate financiacionList',
      path: `/api/afiliados/${affiliate}/financiacionList`,
      user: 'micro-admin',
    },
    {
      name: 'affiliate transactionList',
      path: `/api/afiliados/${affiliate}/transactionList`,
      user: 'micro-admin',
    },
  ];
  for (const def of LISTINGS.values()) {
    const params = new URLSearchParams({ page: '1', itemsPerPage: '100' });
    for (const [name, allowed] of Object.entries(def.params ?? {}))
      params.set(name, Array.isArray(allowed) ? String(allowed[0]) : (PARAM_SAMPLES[name] ?? '1'));
    const path = `/api/listados/${def.id}?${params}`;
    const raw = def.id === 'creditos-estados-eam-ret-ama-amo' ? 'listingFirst' : undefined;
    calls.push({ name: `listado ${def.id}, page 1`, path, user: 'super-admin', ...(raw ? { raw } : {}) });
    calls.push({ name: `listado ${def.id}, last page`, path, user: 'super-admin', last: true });
  }
  return ONLY ? calls.filter((c) => ONLY.test(c.name)) : calls;
}

/** The raw server's URL for a call, with the parameters its query takes. */
function rawUrl(base: string, call: Call, path: string): string {
  const q = new URL(`http://x${path}`).searchParams;
  const params = new URLSearchParams();
  const page = Number(q.get('page') ?? 1);
  params.set('offset', String((page - 1) * 100));
  const text = q.get('q');
  if (text) params.set('pattern', `%${text.toLowerCase()}%`);
  if (q.get('estadoCd')) params.set('status', q.get('estadoCd') ?? '');
  if (q.get('afiliado')) params.set('affiliate', q.get('afiliado') ?? '');
  return `${base}/raw/${call.raw}?${params}`;
}

async function measureSize(
  databaseUrl: string,
  loans: number,
  progress: (calls: CallResult[]) => void = () => {},
): Promise<CallResult[]> {
  const server = await startServer({ DATABASE_URL: databaseUrl, READ_CACHE: 'off', SEED_DEMO: 'false' });
  const raw = await startRaw(databaseUrl);
  const tokens = new Map<string, string>();
  const out: CallResult[] = [];
  try {
    for (const call of await callsFor(databaseUrl)) {
      let authorization = tokens.get(call.user);
      if (!authorization) {
        authorization = await login(server, call.user);
        tokens.set(call.user, authorization);
      }
      const headers = { authorization };
      let path = call.path;
      // A call slower than a minute is reported as such, and not hammered.
      const once = (p: string) =>
        fetch(`${server.url}${p}`, { headers, signal: AbortSignal.timeout(60_000) }).catch(() => null);
      let first = await once(path);
      if (!first) {
        console.log(`[${loans}] ${call.name}: more than 60 s`);
        out.push({
          name: call.name,
          path,
          rows: '> 60 s',
          api: { rps: 0, p50: 60_000, p99: 60_000, errors: 1, load: loadAverage() },
        });
        continue;
      }
      if (!first.ok) {
        console.log(`${call.name}: ${first.status} ${(await first.text()).slice(0, 200)}`);
        continue;
      }
      let body = (await first.json()) as Record<string, unknown>;
      if (call.last) {
        const view = body['hydra:view'] as Record<string, string> | undefined;
        const last = view?.['hydra:last'];
        if (!last) {
          console.log(`${call.name}: no hydra:last`);
          continue;
        }
        path = last;
        first = await once(path);
        if (!first) {
          out.push({
            name: call.name,
            path,
            rows: '> 60 s',
            api: { rps: 0, p50: 60_000, p99: 60_000, errors: 1, load: loadAverage() },
          });
          continue;
        }
        body = (await first.json()) as Record<string, unknown>;
      }
      const members = body['hydra:member'];
      const rows = Array.isArray(members)
        ? `${members.length} of ${body['hydra:totalItems'] ?? '?'}`
        : Array.isArray(body)
          ? `${body.length}`
          : '1';
      const api = await measure(`${server.url}${path}`, headers);
      const result: CallResult = { name: call.name, path, rows, api };
      if (call.raw) result.raw = await measure(rawUrl(raw.url, call, path), {});
      if (args.explain && api.p99 > BUDGET.p99)
        result.explain = await explainCall(databaseUrl, call.user, path).catch((e: Error) => e.message);
      out.push(result);
      progress(out);
      const ratio = result.raw ? ` raw ${result.raw.rps} req/s p99 ${result.raw.p99}` : '';
      console.log(
        `[${loans}] ${call.name} (${rows}): ${api.rps} req/s p50 ${api.p50} p99 ${api.p99} ms${ratio} (load ${api.load})`,
      );
    }
  } finally {
    await stopServer(server);
    raw.child.kill('SIGTERM');
  }
  return out;
}

/** The database of `loans` loans on the server of `serverUrl`: seeded unless it already is. */
async function databaseOf(serverUrl: string, loans: number): Promise<{ url: string; seedSeconds?: number }> {
  const name = `backoffice_scale_${loans}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  let seeded = false;
  if (exists) {
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    const flag = await c
      .query(`select value from meta where key = 'scale_seeded'`)
      .catch(() => ({ rows: [] as { value: string }[] }));
    seeded = flag.rows[0]?.value === String(loans);
    await c.end();
  }
  if (seeded) return { url: url.toString() };
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(apiRoot, 'src', 'cli', 'seedScale.ts'), '--loans', String(loans)],
    { cwd: apiRoot, env: { ...process.env, DATABASE_URL: url.toString() }, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error(`seed:scale --loans ${loans} failed`);
  return { url: url.toString(), seedSeconds: Math.round((performance.now() - t0) / 100) / 10 };
}

const resultsFile = join(apiRoot, 'bench', 'scale.json');
const readResults = (): Results =>
  existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Results) : {};

const fmt = (m: Measure | undefined, key: 'rps' | 'p99') =>
  m ? (m.rps === 0 && m.p99 === 0 ? 'timeout (> 10 s)' : String(m[key])) : '';

/** bench/scale.md from every label of bench/scale.json. */
export function renderReport(results: Results): string[] {
  const lines = [
    '# Scale benchmark',
    '',
    `Written by \`npm run bench:scale\` on ${new Date().toISOString()}: ${machine()}. PostgreSQL, read cache off,`,
    `autocannon on loopback, ${CONNECTIONS} connections, ${SECONDS} s after a 1 s warm-up, page of 100.`,
    'Beside each call of the issue, a raw `pg` query of the same page served by bare Fastify (bench/scaleRaw.ts).',
    `Budgets at 1M loans: p99 ≤ ${BUDGET.p99} ms, project ÷ raw req/s ≥ ${BUDGET.ratio}, growth 100k → 1M ≤ ${BUDGET.growth}×.`,
    'The load average (1/5/15 min) is read before each measurement: the machine is shared, so figures under',
    'a high load are slower than the code.',
    '',
  ];
  for (const [lab, sizes] of Object.entries(results)) {
    const ordered = Object.values(sizes).sort((a, b) => a.loans - b.loans);
    lines.push(`## ${lab}`, '');
    for (const s of ordered)
      if (s.seedSeconds !== undefined) lines.push(`seed:scale --loans ${s.loans}: ${s.seedSeconds} s.`, '');
    const names = [...new Set(ordered.flatMap((s) => s.calls.map((c) => c.name)))];
    const head = ordered.map((s) => `p99 ${s.loans.toLocaleString('en')}`);
    const big = ordered.at(-1);
    const mid = ordered.at(-2);
    lines.push(
      `| Call | ${head.join(' | ')} | growth | req/s | raw req/s | ratio | rows | load |`,
      `|---|${head.map(() => '---|').join('')}---|---|---|---|---|---|`,
    );
    for (const name of names) {
      const at = (s: SizeResult | undefined) => s?.calls.find((c) => c.name === name);
      const b = at(big);
      const m = at(mid);
      const growth = b && m && m.api.p99 > 0 ? b.api.p99 / m.api.p99 : undefined;
      const ratio = b?.raw && b.raw.rps > 0 ? b.api.rps / b.raw.rps : undefined;
      const over =
        (b && b.api.p99 > BUDGET.p99) ||
        (ratio !== undefined && ratio < BUDGET.ratio) ||
        (growth !== undefined && growth > BUDGET.growth);
      lines.push(
        `| ${over ? '**' : ''}${name}${over ? '**' : ''} | ${ordered.map((s) => fmt(at(s)?.api, 'p99')).join(' | ')} | ${
          growth === undefined ? '' : `${growth.toFixed(1)}×`
        } | ${fmt(b?.api, 'rps')} | ${fmt(b?.raw, 'rps')} | ${ratio === undefined ? '' : ratio.toFixed(2)} | ${b?.rows ?? ''} | ${b?.api.load ?? ''} |`,
      );
    }
    lines.push(
      '',
      'Bold: a budget missed. Growth is the p99 at the largest size over the one before it.',
      '',
    );
    const explained = (big?.calls ?? []).filter((c) => c.explain);
    if (explained.length) {
      lines.push(
        `### EXPLAIN ANALYZE of the slowest statement, calls over ${BUDGET.p99} ms (${big?.loans})`,
        '',
      );
      for (const c of explained) lines.push(`#### ${c.name}`, '', '```', c.explain ?? '', '```', '');
    }
  }
  return lines;
}

async function main() {
  if (process.env.BENCH_NO_BUILD !== '1') buildServer();
  const results = readResults();
  results[label] ??= {};
  const sizes = args.loans
    ? String(args.loans)
        .split(',')
        .map((s) => Number(s.trim()))
    : null;
  const record = (loans: number, calls: CallResult[], seedSeconds?: number) => {
    const bucket = results[label] as Record<string, SizeResult>;
    const previous = bucket[String(loans)];
    const merged = new Map((previous?.calls ?? []).map((c) => [c.name, c]));
    for (const c of calls) merged.set(c.name, c);
    bucket[String(loans)] = {
      loans,
      settings: `${CONNECTIONS} connections, ${SECONDS} s`,
      ...(seedSeconds !== undefined
        ? { seedSeconds }
        : previous?.seedSeconds !== undefined
          ? { seedSeconds: previous.seedSeconds }
          : {}),
      calls: [...merged.values()],
    };
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(join(apiRoot, 'bench', 'scale.md'), renderReport(results).join('\n'));
  };
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl && !sizes) {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    const loans = Number((await c.query('select count(*)::int as n from loans')).rows[0]?.n ?? 0);
    await c.end();
    record(loans, await measureSize(serverUrl, loans, (calls) => record(loans, calls)));
    return;
  }
  const cluster = serverUrl ? null : await startPgCluster();
  try {
    for (const loans of sizes ?? [10_000, 100_000, 1_000_000]) {
      const db = await databaseOf(serverUrl ?? (cluster as { url: string }).url, loans);
      record(
        loans,
        await measureSize(db.url, loans, (calls) => record(loans, calls, db.seedSeconds)),
        db.seedSeconds,
      );
    }
  } finally {
    cluster?.stop();
  }
  console.log(readFileSync(join(apiRoot, 'bench', 'scale.md'), 'utf8'));
}

await main();
