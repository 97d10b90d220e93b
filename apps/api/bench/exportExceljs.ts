/**
 * Issue 16, the writer choice: the same listing exported by our zip writer and by exceljs's
 * streaming `WorkbookWriter` (useSharedStrings false, useStyles true, `row.commit()` per row),
 * both fed by the same cursor and piped to the reply, at 10,000 and 100,000 rows, on PGlite and
 * PostgreSQL (BENCH_DB=pglite|postgres keeps one). Each export runs in a fresh server process:
 * first byte, total, the server's CPU and its peak RSS growth. Writes bench/exportExceljs.md.
 * `npx tsx bench/exportExceljs.ts` in apps/api.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPgCluster } from '../test/support/pgCluster';
import { seed } from './exportSeed';
import { apiRoot } from './harness';

const SIZES = [10_000, 100_000];
const WRITERS = ['ours', 'exceljs'] as const;

function start(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/exceljsServer.ts'], {
      cwd: apiRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listo en (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const cpuSeconds = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(f[11] ?? 0) + Number(f[12] ?? 0)) / 100;
};
const memory = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function measure(url: string, pid: number) {
  await (await fetch(`${url.slice(0, url.lastIndexOf('/'))}/warm`)).text();
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed: the peak then includes start-up.
  }
  const before = memory(pid, 'VmRSS');
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  let first = 0;
  let bytes = 0;
  // Bytes received when the server has used 90 % of the total time: how much it held back.
  const marks: [number, number][] = [];
  for await (const chunk of res.body) {
    if (!first) first = performance.now() - t0;
    bytes += (chunk as Uint8Array).byteLength;
    marks.push([performance.now() - t0, bytes]);
  }
  const ms = performance.now() - t0;
  const at90 = marks.filter(([t]) => t <= ms * 0.9).at(-1)?.[1] ?? 0;
  return {
    ms: Math.round(ms),
    first: Math.round(first),
    cpu: Math.round((cpuSeconds(pid) - cpu0) * 10) / 10,
    mb: (bytes / 1048576).toFixed(1),
    at90: Math.round((at90 / bytes) * 100),
    growth: Math.round((memory(pid, 'VmHWM') - before) / 102.4) / 10,
  };
}

const lines: string[] = [];
async function run(db: string, env: () => Promise<{ env: Record<string, string>; done: () => void }>) {
  for (const size of SIZES) {
    const { env: vars, done } = await env();
    try {
      await seed(vars.DATABASE_URL ? { url: vars.DATABASE_URL } : { dataDir: vars.DATA_DIR as string }, size);
      for (const writer of WRITERS) {
        const { child, url } = await start(vars);
        try {
          const r = await measure(`${url}/${writer}`, child.pid as number);
          const line = `| ${db} | ${writer} | ${size.toLocaleString('en')} | ${r.ms} | ${r.first} | ${r.cpu} s | ${r.mb} MB | ${r.at90} % | ${r.growth} MB |`;
          lines.push(line);
          console.log(line);
        } finally {
          await stop(child);
        }
      }
    } finally {
      done();
    }
  }
}

const only = process.env.BENCH_DB;
if (!only || only === 'pglite')
  await run('PGlite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-exceljs-'));
    return { env: { DATA_DIR: dir }, done: () => rmSync(dir, { recursive: true, force: true }) };
  });
if (!only || only === 'postgres')
  await run('PostgreSQL', async () => {
    const cluster = await startPgCluster();
    return { env: { DATABASE_URL: cluster.url }, done: () => cluster.stop() };
  });

const report = [
  '# The writer choice: our zip writer against exceljs streaming',
  '',
  `Written by \`npx tsx bench/exportExceljs.ts\` on ${new Date().toISOString()}: ${cpus().length} cores, Node ${process.version}, load average after the run ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}.`,
  'The same listing and cursor (the engine cursor, FETCH 2,000) for both; exceljs is `stream.xlsx.WorkbookWriter({ useSharedStrings: false, useStyles: true })` with `row.commit()` per row, piped to the reply.',
  '"sent at 90 %": the share of the file the client had received at 90 % of the total time (a streaming writer sends as it goes; one that queues sends at the end).',
  'Peak RSS growth here is not comparable with bench/export.md: this server runs under tsx and PGlite grows its own memory on the first large reads; bench/export.md measures memory on the built server.',
  '',
  '| Database | writer | rows | total ms | first byte ms | server CPU | file | sent at 90 % | peak RSS growth |',
  '|---|---|---|---|---|---|---|---|---|',
  ...lines,
  '',
];
writeFileSync(join(apiRoot, 'bench', 'exportExceljs.md'), report.join('\n'));
console.log(report.join('\n'));
