/**
 * `npm run bench:restart`: what a restart of the built server costs in CPU, beside a bare Fastify
 * start measured alternately in the same run, on PGlite and on a throwaway PostgreSQL cluster (both
 * seeded by a first start that is not counted), and the PGlite server's resident memory once idle.
 * CPU is the server process's user + system time (/proc) when it prints its ready line, so a busy
 * machine slows the clock but hardly the count. BENCH_SERVER=<path under apps/api> measures another
 * bundle (an older build, for before/after); BENCH_ROUNDS sets the rounds (5).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPgCluster } from '../test/support/pgCluster';
import {
  buildServer,
  loadAverage,
  machine,
  type Server,
  startServer,
  stopServer,
  writeReport,
} from './harness';

const main = process.env.BENCH_SERVER ?? 'dist/main.js';
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
if (!process.env.BENCH_SERVER && !process.env.BENCH_NO_BUILD) buildServer();

const TICKS = 100; // USER_HZ on Linux
/** User + system CPU seconds of a process so far, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}
/** Resident memory in MB, from /proc/<pid>/status. */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(m?.[1] ?? 0) / 1024);
}

interface Start {
  cpu: number;
  ms: number;
}
async function measured(start: () => Promise<Server>, idle?: (s: Server) => Promise<void>): Promise<Start> {
  const server = await start();
  const pid = server.child.pid ?? 0;
  const cpu = cpuSeconds(pid);
  await idle?.(server);
  await stopServer(server);
  return { cpu, ms: server.readyMs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const bare = () => startServer({}, 'bench/bareFastify.mjs');

const load = loadAverage();
const rows: string[] = [];
const idleRss: string[] = [];
async function compare(db: string, env: Record<string, string>) {
  await stopServer(await startServer(env, main)); // the first start migrates and seeds
  const restarts: Start[] = [];
  const bares: Start[] = [];
  for (let i = 0; i < rounds; i++) {
    bares.push(await measured(bare));
    restarts.push(
      await measured(
        () => startServer(env, main),
        // Once: the resident memory right after start and after 10 s idle.
        i === 0 && db === 'PGlite'
          ? async (s) => {
              const pid = s.child.pid ?? 0;
              const atStart = rssMb(pid);
              await new Promise((r) => setTimeout(r, 10_000));
              idleRss.push(
                `PGlite server resident memory: ${atStart} MB at ready, ${rssMb(pid)} MB after 10 s idle`,
              );
            }
          : undefined,
      ),
    );
  }
  const r = median(restarts.map((s) => s.cpu));
  const b = median(bares.map((s) => s.cpu));
  rows.push(
    `| ${db} | ${r.toFixed(2)} | ${b.toFixed(2)} | ${(r / b).toFixed(1)}× | ${median(restarts.map((s) => s.ms))} | ${median(bares.map((s) => s.ms))} |`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-restart-pglite-'));
try {
  await compare('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const cluster = await startPgCluster();
const pgDir = mkdtempSync(join(tmpdir(), 'bench-restart-pg-'));
try {
  await compare('PostgreSQL', { DATABASE_URL: cluster.url, DATA_DIR: pgDir });
} finally {
  cluster.stop();
  rmSync(pgDir, { recursive: true, force: true });
}

writeReport('restart.md', [
  '# API restart',
  '',
  `Written by \`npm run bench:restart\` on ${new Date().toISOString()}: ${machine()}, load average before the run ${load}; server ${main}.`,
  `Median of ${rounds} restarts of the seeded server, each after a bare Fastify start (one route) in the same run.`,
  '',
  '| Database | restart CPU s | bare Fastify CPU s | ratio | restart ms | bare ms |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
  ...idleRss,
  '',
  'Budget: a restart ≤ 2 CPU-s on PGlite, ≤ 1 CPU-s on PostgreSQL.',
  '',
]);
