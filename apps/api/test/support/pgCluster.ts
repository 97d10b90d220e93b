import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway PostgreSQL cluster on a free loopback port, for the PostgreSQL path of the tests and
 * for benchmarks. initdb refuses to run as root, so as root the cluster runs as the `postgres` user.
 */
export interface PgCluster {
  url: string;
  stop(): void;
  /** Stops the server (fast shutdown: open connections are closed) and keeps its data. */
  halt(): Promise<void>;
  /** Starts a halted server again on the same port and data. */
  resume(): Promise<void>;
}

const BIN_DIRS = [
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/17/bin',
  '/usr/local/bin',
  '/usr/bin',
];

function pgBin(name: string): string {
  for (const dir of BIN_DIRS) {
    const p = join(dir, name);
    if (existsSync(p)) return p;
  }
  throw new Error(
    `PostgreSQL server binary '${name}' not found; set TEST_DATABASE_URL to use an existing server.`,
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startPgCluster(): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  let uid: number | undefined;
  let gid: number | undefined;
  if (asRoot) {
    uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (bin: string, args: string[]) => {
    const r = spawnSync(bin, args, {
      uid,
      gid,
      encoding: 'utf8',
      cwd: dir,
      env: { ...process.env, LC_ALL: 'C' },
    });
    if (r.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  };
  const port = await freePort();
  run(pgBin('initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const opts = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const startArgs = ['-D', dataDir, '-o', opts, '-l', join(dir, 'log'), '-w', '-t', '60', 'start'];
  run(pgBin('pg_ctl'), startArgs);
  // Without blocking the event loop, so that requests go on while the server stops and starts.
  const pgCtl = async (args: string[]) => {
    await promisify(execFile)(pgBin('pg_ctl'), args, {
      uid,
      gid,
      cwd: dir,
      env: { ...process.env, LC_ALL: 'C' },
    });
  };
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt: () => pgCtl(['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']),
    resume: () => pgCtl(startArgs),
    stop() {
      if (stopped) return;
      stopped = true;
      spawnSync(pgBin('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { uid, gid, cwd: dir });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
