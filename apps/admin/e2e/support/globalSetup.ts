import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = resolve(import.meta.dirname, '../../../..');
const serverEntry = join(root, 'apps/api/dist/main.js');
const adminDist = join(root, 'apps/admin/dist');

/**
 * Starts the real API, serving the real built admin, on a free loopback port with a fresh temporary
 * database (PGlite), and hands its URL to the tests.
 */
export default async function setup(project: TestProject) {
  // An inner loop against a server already running (`npm start`): its data is not fresh, and the
  // tests change it, so a full run always starts its own.
  const running = process.env.E2E_BASE_URL;
  if (running) {
    project.provide('baseUrl', running);
    return;
  }
  for (const [what, path] of [
    ['the API build', serverEntry],
    ['the admin build', join(adminDist, 'index.html')],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${what} is missing (${path}); run \`npm run build\` first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start in 120 s:\n${output}`)), 120_000);
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
  project.provide('baseUrl', url);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
