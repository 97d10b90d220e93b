import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker of the project: a worker uses the one at its VITEST_POOL_ID - 1. */
    baseUrls: string[];
    /**
     * The servers' JWT secret, for a test that needs a session older than the run (a token
     * issued 46 minutes ago): the API's clock cannot be moved from a browser. Empty against a
     * server already running (E2E_BASE_URL) unless E2E_JWT_SECRET gives it.
     */
    jwtSecret: string;
  }
}

/** One secret for every server of the run (a fresh one each run; never a real deployment's). */
const jwtSecret = randomBytes(48).toString('base64url');

const root = resolve(import.meta.dirname, '../../../..');
const serverEntry = join(root, 'apps/api/dist/main.js');
const adminDist = join(root, 'apps/admin/dist');

interface Server {
  url: string;
  /** Stops the server (gracefully, so PGlite writes its files out) and, unless kept, deletes its data. */
  stop(keepData?: boolean): Promise<void>;
}

/** The real API, serving the real built admin, on a free loopback port with its database (PGlite) in `dataDir`. */
async function startServer(dataDir: string): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_DIST: adminDist,
      SEED_SIZE: 'small',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      JWT_SECRET: jwtSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`API did not start in 120 s:\n${output}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Backoffice listo en (http:\/\/[^\s]+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolveUrl(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    async stop(keepData = false) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database migrated and seeded once per project (by a server's first start, then stopped),
 * which every server of the project starts from a copy of: not once per server.
 */
let seeded: Promise<string> | undefined;
let users = 0;
async function seedTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-template-'));
  await (await startServer(dataDir)).stop(true);
  return dataDir;
}

/**
 * Starts one server per worker of the project (each with its own database, so files running at
 * the same time never see each other's writes) and hands their URLs to the tests.
 */
export default async function setup(project: TestProject) {
  // An inner loop against a server already running (`npm start`): its data is not fresh, and the
  // tests change it, so a full run always starts its own.
  const running = process.env.E2E_BASE_URL;
  if (running) {
    project.provide('baseUrls', [running]);
    project.provide('jwtSecret', process.env.E2E_JWT_SECRET ?? '');
    return;
  }
  for (const [what, path] of [
    ['the API build', serverEntry],
    ['the admin build', join(adminDist, 'index.html')],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${what} is missing (${path}); run \`npm run build\` first.`);
  }
  users += 1;
  seeded ??= seedTemplate();
  const template = await seeded;
  const count = Math.max(1, project.config.maxWorkers);
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
      cpSync(template, dataDir, { recursive: true });
      return startServer(dataDir);
    }),
  );
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const refused = started.find((r) => r.status === 'rejected');
  if (refused) {
    // No server outlives a failed start.
    await Promise.all(servers.map((s) => s.stop()));
    throw refused.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((s) => s.url),
  );
  project.provide('jwtSecret', jwtSecret);
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    if (--users === 0) rmSync(template, { recursive: true, force: true });
  };
}
