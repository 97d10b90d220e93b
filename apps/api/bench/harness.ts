/**
 * What the API benchmarks share: building the server, starting the built server on a free loopback
 * port and stopping it, logging in, running a measurement on a throwaway PostgreSQL cluster and on
 * PGlite (BENCH_DB=postgres|pglite keeps one), and the machine line of the report.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPgCluster } from '../test/support/pgCluster';

export const apiRoot = join(import.meta.dirname, '..');

/** Builds dist/ (build.mjs); exits the process when the build fails. */
export function buildServer(): void {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

export interface Server {
  child: ChildProcess;
  url: string;
  /** ms from the spawn to the ready line. */
  readyMs: number;
  /** The server's ready line ('Backoffice listo en … (kind, ms)'). */
  line: string;
}

/**
 * Starts dist/main.js (or `main`, relative to apps/api) on 127.0.0.1 with a free port and a fresh
 * JWT secret, `env` over the rest.
 */
export function startServer(env: Record<string, string>, main = 'dist/main.js'): Promise<Server> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [main], {
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
      const m = /Backoffice listo en (http:\/\/[^\s]+) \(([^)]*)\)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1], readyMs: Math.round(performance.now() - t0), line: m[0] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

/** The Authorization header value of a demo user (password 'Demo-2026!'). */
export async function bearer(server: Server, username = 'micro-admin'): Promise<string> {
  const login = await fetch(`${server.url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo-2026!' }),
  });
  return `Bearer ${((await login.json()) as { token: string }).token}`;
}

/** The 1/5/15-minute load averages, 'a / b / c'. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** '<n> cores, Node <version>': the machine part of a report's first line. */
export const machine = () => `${cpus().length} cores, Node ${process.version}`;

/**
 * Runs `measure` against the built server seeded with the default demo, on a throwaway PostgreSQL
 * cluster and then on PGlite (measured on a restart, as deployed); BENCH_DB keeps one. Returns
 * what the measurements returned, in that order. `tag` names the temporary data directories.
 */
export async function onEachDatabase<T>(
  tag: string,
  measure: (db: 'PostgreSQL' | 'PGlite', server: Server) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  const only = process.env.BENCH_DB;
  if (!only || only === 'postgres') {
    const cluster = await startPgCluster();
    try {
      const server = await startServer({
        DATABASE_URL: cluster.url,
        DATA_DIR: mkdtempSync(join(tmpdir(), `${tag}-pg-`)),
      });
      rows.push(...(await measure('PostgreSQL', server)));
      await stopServer(server);
    } finally {
      cluster.stop();
    }
  }
  if (!only || only === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), `${tag}-pglite-`));
    try {
      // The first start seeds; the measured server is a restart, as deployed.
      await stopServer(await startServer({ DATA_DIR: dataDir }));
      const server = await startServer({ DATA_DIR: dataDir });
      rows.push(...(await measure('PGlite', server)));
      await stopServer(server);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

/** Writes bench/<file> and prints it. */
export function writeReport(file: string, lines: readonly string[]): void {
  writeFileSync(join(apiRoot, 'bench', file), lines.join('\n'));
  console.log(lines.join('\n'));
}

/** CPU seconds (user + system) a process has used: unlike wall time, the machine's load does not inflate it. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

/** kB of a /proc/<pid>/status field (VmRSS, VmHWM). */
export function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0);
}
