// `npm run bench`: what is measured, on this machine. Start-up of the embedded server (first run with
// the demo seed, then a restart), then the API benchmark of apps/api when it is there.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(1);

/** Starts the built server on a free port and resolves with the milliseconds until it is ready. */
function startOnce(dataDir) {
  return new Promise((done, fail) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
      cwd: root,
      env: { ...env, PORT: '0', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('listo en')) {
        const ms = Math.round(performance.now() - t0);
        child.kill('SIGTERM');
        child.once('exit', () => done(ms));
      }
    });
    child.once('exit', (code) => {
      if (!out.includes('listo en')) fail(new Error(`server exited with ${code}`));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
try {
  const first = await startOnce(dataDir);
  const warm = await startOnce(dataDir);
  console.log(
    `Embedded server (PGlite): first start with migrations and demo seed ${first} ms; restart ${warm} ms`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// Issue 13: in Chromium, opening a loan to its estado tab showing (scripts/bench-loan-detail.mjs).
const loanDetail = spawnSync(process.execPath, [join(root, 'scripts/bench-loan-detail.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (loanDetail.status !== 0) process.exitCode = 1;

// Issue 15: the investor detail in Chromium and its investments call on both databases.
const investorDetail = spawnSync(process.execPath, [join(root, 'scripts/bench-investor-detail.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (investorDetail.status !== 0) process.exitCode = 1;

const apiPkg = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'));
if (apiPkg.scripts?.['bench:api']) {
  const r = spawnSync('npm', ['run', 'bench:api', '-w', '@backoffice/api'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Issue 13: the financing list at 20,000 loans, a page of 100, on PostgreSQL and PGlite.
if (apiPkg.scripts?.['bench:loans']) {
  const r = spawnSync('npm', ['run', 'bench:loans', '-w', '@backoffice/api'], {
    cwd: root,
    env: { ...env, BENCH_NO_BUILD: '1' },
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The benchmark scripts of each area, one line each (a failing one fails the run, the others still run).
const SCRIPTS = [
  // Issue 15: the investors list and dashboard, on PostgreSQL and PGlite.
  'scripts/bench-investors.mjs',
  // Issue 16: a 100,000-row listing exported as a streamed .xlsx, on PGlite and PostgreSQL.
  'scripts/bench-export.mjs',
];
for (const script of SCRIPTS) {
  const r = spawnSync(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...env, BENCH_NO_BUILD: '1' },
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exitCode = 1;
}

// Issue 11: the affiliate list and /login's JavaScript, before and after, in the same run.
const compare = spawnSync(process.execPath, ['scripts/bench-compare.mjs'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(compare.status === 0 ? (process.exitCode ?? 0) : (compare.status ?? 1));
