/**
 * Issue 16, `npm run bench` (scripts/bench-export.mjs): a listing of 100,000 rows exported as a
 * streamed .xlsx by the built server (dist/main.js), on PGlite and on a throwaway PostgreSQL
 * cluster. Measures the total time, the time to the first byte and the server's peak RSS growth
 * (VmHWM after the export minus VmRSS before it), at 10,000 and at 100,000 rows, so a flat memory
 * shows as the same growth for ten times the rows. Goals: ≤ 5 s, first byte < 1 s, flat memory.
 * Writes bench/export.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';
import { seedDemo } from '../src/seed/index';
import { startPgCluster } from '../test/support/pgCluster';
import { apiRoot, buildServer, type Server, startServer, stopServer } from './harness';

const LISTING = 'creditos-estados-eam-ret-ama-amo';
const SIZES = [10_000, 100_000];

if (!process.env.BENCH_NO_BUILD) buildServer();

/** The demo staff, and `rows` loans in EAM/RET/AMA/AMO of 1,000 borrowers and 100 affiliates. */
async function seed(options: { url?: string; dataDir?: string }, rows: number) {
  const database = await openDatabase(options);
  await database.migrate();
  const { db } = database;
  const [has] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
  if (!has?.n) await seedDemo(db, 'users');
  await db.execute(sql`delete from loans`);
  await db.execute(sql`
    insert into users (username, email, password_hash, firstname, lastname, tipo)
    select 'bench' || g, 'bench' || g || '@demo.test', 'x', 'Nombre' || g, 'Apellido' || g, 'prestatario'
    from generate_series(1, 1000) g on conflict do nothing`);
  await db.execute(sql`
    insert into affiliates (code, nombre) select 'BA' || g, 'Afiliado ' || g from generate_series(1, 100) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into loans (code, tipo, estado_cd, user_id, affiliate_id, cantidad, meses, tin, created_at)
    select 'F' || lpad(g::text, 7, '0'), 'financiacion', (array['EAM', 'RET', 'AMA', 'AMO'])[1 + g % 4],
      (select min(id) from users where username like 'bench%') + g % 1000,
      (select min(id) from affiliates where code like 'BA%') + g % 100,
      300 + (g * 37) % 20000, 12 + g % 48, (g % 1800) / 100.0, now() - (g % 1000) * interval '1 day'
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`analyze`);
  await database.close();
}

/** The built server without the demo seed (the bench seeds), under BENCH_SERVER_NODE_OPTIONS when set. */
const start = (env: Record<string, string>) =>
  startServer({
    SEED_DEMO: 'false',
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    ...env,
  });
const stop = stopServer;

/** CPU seconds (user + system) the process has used: the load-independent cost of the export. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

/** kB of a /proc/<pid>/status field (VmRSS, VmHWM). */
function memory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0);
}

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
  const pid = server.child.pid as number;
  // Reset the peak to the current resident size, so VmHWM measures this export only.
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the peak then includes start-up, which only overstates the growth.
  }
  const before = memory(pid, 'VmRSS');
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/listados/${LISTING}?format=xlsx`, { headers });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  let first = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    if (!first) first = performance.now() - t0;
    bytes += (chunk as Uint8Array).byteLength;
  }
  const ms = performance.now() - t0;
  const growth = memory(pid, 'VmHWM') - before;
  return {
    total,
    ms: Math.round(ms),
    first: Math.round(first),
    bytes,
    cpu: Math.round((cpuSeconds(pid) - cpu0) * 10) / 10,
    growthMb: Math.round(growth / 102.4) / 10,
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
