/**
 * Exports at scale on PostgreSQL: a listing's streamed .xlsx from the built server, side by side
 * with a raw `COPY (the same select) TO STDOUT (csv) | gzip` of the same rows. Budgets at 1M rows:
 * the export ≤ 1.5× the COPY, the first byte < 1 s, the server's RSS growth ≤ 50 MB.
 *
 *   npx tsx bench/exportScale.ts                      throwaway cluster, 100,000 and 1,000,000 rows
 *   BENCH_EXPORT_ROWS=100000 npx tsx bench/exportScale.ts
 *   DATABASE_URL=… npx tsx bench/exportScale.ts       a database already seeded (seed:scale): its rows
 *
 * Writes bench/exportScale.md (BENCH_EXPORT_REPORT=0 to only print). Other benchmarks import
 * `exportScale()` for the table rows. BENCH_NO_BUILD=1 skips building dist/.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../src/db/client';
import { LISTINGS } from '../src/listings/catalogue';
import { exportQuery, resolve } from '../src/listings/engine';
import type { AuthUser } from '../src/plugins/auth';
import { startPgCluster } from '../test/support/pgCluster';
import { LISTING, seed } from './exportSeed';
import {
  apiRoot,
  bearer,
  buildServer,
  cpuSeconds,
  loadAverage,
  machine,
  memoryKb,
  type Server,
  startServer,
  stopServer,
} from './harness';

export interface ExportFigures {
  rows: number;
  ms: number;
  firstByteMs: number;
  cpuS: number;
  bytes: number;
  rssGrowthMb: number;
}

/** One download of `path` read to the end: wall time, first byte, the server's CPU and peak RSS growth. */
export async function measureExport(server: Server, path: string, authorization: string) {
  const pid = server.child.pid as number;
  // Reset the peak to the current resident size, so VmHWM measures this export only.
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the peak then includes start-up, which only overstates the growth.
  }
  const before = memoryKb(pid, 'VmRSS');
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  const res = await fetch(`${server.url}${path}`, { headers: { authorization } });
  if (!res.ok || !res.body) throw new Error(`export ${path}: ${res.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    if (!firstByteMs) firstByteMs = performance.now() - t0;
    bytes += (chunk as Uint8Array).byteLength;
  }
  return {
    ms: performance.now() - t0,
    firstByteMs,
    cpuS: cpuSeconds(pid) - cpu0,
    bytes,
    rssGrowthMb: (memoryKb(pid, 'VmHWM') - before) / 1024,
  };
}

/** SQL text with its parameters written in (COPY takes no parameters). */
function inline(query: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, i: string) => {
    const v = params[Number(i) - 1];
    if (typeof v === 'number' || typeof v === 'bigint') return String(v);
    if (v === null || v === undefined) return 'null';
    const s = v instanceof Date ? v.toISOString() : String(v);
    return `'${s.replace(/'/g, "''")}'`;
  });
}

/** `psql -c "COPY (query) TO STDOUT (FORMAT csv, HEADER)" | gzip`: wall time, psql + gzip CPU, gzip bytes. */
export function copyGzip(url: string, select: string): Promise<{ ms: number; cpuS: number; bytes: number }> {
  const copy = `COPY (${select}) TO STDOUT (FORMAT csv, HEADER)`;
  return new Promise((done, fail) => {
    const t0 = performance.now();
    // `times` prints the shell's and then its children's user and system time.
    const child = spawn(
      'bash',
      ['-c', 'psql "$URL" -X -q -v ON_ERROR_STOP=1 -c "$COPY" | gzip -c | wc -c; times'],
      {
        env: { ...process.env, URL: url, COPY: copy },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.once('error', fail);
    child.once('exit', (code) => {
      const ms = performance.now() - t0;
      if (code !== 0) return fail(new Error(`COPY | gzip exited with ${code}`));
      const lines = out.trim().split('\n');
      const seconds = (s: string) => {
        const m = /(\d+)m([\d.]+)s/.exec(s);
        return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
      };
      const children = (lines.at(-1) ?? '').split(/\s+/);
      done({
        ms,
        cpuS: seconds(children[0] ?? '') + seconds(children[1] ?? ''),
        bytes: Number(lines[0]),
      });
    });
  });
}

/** The listing's export select (as the server runs it) and the same rows as plain columns for COPY. */
async function listingSelects(url: string) {
  const def = LISTINGS.get(LISTING);
  if (!def) throw new Error(`no listing ${LISTING}`);
  const auth = { id: 0, username: 'bench', email: '', roles: ['ROLE_SUPER_ADMIN'], dataVersions: {} };
  const r = resolve(def, {}, auth as unknown as AuthUser, Date.now());
  const exported = inline(exportQuery(r));
  // The same select, each column its own field instead of one JSON array per row.
  const plain = exported.replace(/^select json_build_array\((.*?)\) as cells from/, 'select $1 from');
  if (plain === exported) throw new Error('the export select has changed shape');
  const database = await openDatabase({ url });
  try {
    const result = (await database.db.execute(
      sql.raw(`select count(*)::int as n from (${plain}) c`),
    )) as unknown as {
      rows: { n: number }[];
    };
    return { plain, rows: result.rows[0]?.n ?? 0 };
  } finally {
    await database.close();
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');

/** Measures one database: the listing's export, then the COPY of the same rows; returns a table row. */
async function measureDatabase(url: string): Promise<string> {
  const { plain, rows } = await listingSelects(url);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-export-scale-'));
  const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: 'false' });
  try {
    const authorization = await bearer(server, 'admin');
    // A small export first, as the server would have served pages before: JIT and pools warm.
    await measureExport(server, `/api/listados/${LISTING}?itemsPerPage=1`, authorization);
    const x = await measureExport(server, `/api/listados/${LISTING}?format=xlsx`, authorization);
    const copy = await copyGzip(url, plain);
    const line = `| ${fmt(rows)} | ${fmt(x.ms)} | ${fmt(x.firstByteMs)} | ${x.cpuS.toFixed(1)} s | ${x.rssGrowthMb.toFixed(1)} MB | ${(x.bytes / 1048576).toFixed(1)} MB | ${fmt(copy.ms)} | ${copy.cpuS.toFixed(1)} s | ${(copy.bytes / 1048576).toFixed(1)} MB | ${(x.ms / copy.ms).toFixed(2)}× | ${loadAverage()} |`;
    console.log(line);
    return line;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const EXPORT_SCALE_HEADER = [
  '| rows | export ms | first byte ms | server CPU | peak RSS growth | xlsx | COPY \\| gzip ms | psql + gzip CPU | csv.gz | export ÷ COPY | load average |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];

/**
 * The table rows: against `url` as it is when given (a database seed:scale filled), else on a
 * throwaway cluster seeded with each of `sizes` rows in turn.
 */
export async function exportScale({
  url,
  sizes,
}: {
  url?: string;
  sizes: readonly number[];
}): Promise<string[]> {
  if (!process.env.BENCH_NO_BUILD) buildServer();
  if (url) return [await measureDatabase(url)];
  const lines: string[] = [];
  for (const size of sizes) {
    const cluster = await startPgCluster();
    try {
      await seed({ url: cluster.url }, size);
      lines.push(await measureDatabase(cluster.url));
    } finally {
      cluster.stop();
    }
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = (process.env.BENCH_EXPORT_ROWS ?? '100000,1000000').split(',').map(Number);
  const lines = await exportScale({ url: process.env.DATABASE_URL, sizes });
  const report = [
    '# Exports at scale (PostgreSQL)',
    '',
    `Written by \`npx tsx bench/exportScale.ts\` on ${new Date().toISOString()}: ${machine()}.`,
    `GET /api/listados/${LISTING}?format=xlsx (8 typed columns) from the built server, read to the end by fetch on loopback,`,
    'then `psql -c "COPY (the same select, one field per column) TO STDOUT (FORMAT csv, HEADER)" | gzip` (gzip -6) of the same rows.',
    "Server CPU: the API process's user + system time (PostgreSQL's own processes are counted for neither side).",
    "Peak RSS growth: the server's VmHWM after the export minus its VmRSS before it. Load average: after each row's run.",
    'Budgets at 1M rows: export ≤ 1.5× COPY | gzip, first byte < 1 s, RSS growth ≤ 50 MB.',
    '',
    ...EXPORT_SCALE_HEADER,
    ...lines,
    '',
  ];
  if (process.env.BENCH_EXPORT_REPORT !== '0')
    writeFileSync(join(apiRoot, 'bench', 'exportScale.md'), report.join('\n'));
  console.log(report.join('\n'));
}
