// `npm start`: builds what it needs (cached by turbo), then starts the API, which applies the
// migrations, seeds the demo data on the first run and serves the built admin at `/`.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const build = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    'build',
    '--filter=@backoffice/admin',
    '--filter=@backoffice/api',
    '--output-logs=errors-only',
  ],
  { cwd: root, env, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
