// `npm test`: every suite, through turbo, then one closing line `N passed, N failed` that sums them.
// Suites: domain, machines (unit), storybook (stories in Chromium), admin (unit), api (PGlite and
// a throwaway PostgreSQL cluster), e2e (Chromium against the real API and built admin). Lint and
// typecheck run too; a failure there counts as a failed check in the closing line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, '.reports');
const SUITES = ['domain', 'machines', 'storybook', 'admin', 'api', 'e2e'];
const started = Date.now();

let chromium;
try {
  chromium = ensureChromium();
} catch (err) {
  console.error(`\n✖ ${err instanceof Error ? err.message : err}\n`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = {
  ...process.env,
  REPORTS_DIR: reports,
  CHROMIUM_PATH: chromium,
  TURBO_TELEMETRY_DISABLED: '1',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
};
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' }).status === 0;

const checks = [];
checks.push(['lint (biome)', run('npx', ['biome', 'ci', '.'])]);
checks.push(['dependencies (every declared one used)', run(process.execPath, ['scripts/check-deps.mjs'])]);
// The end-to-end suite runs after the others, which keep both cores busy: its files run two at a
// time (a server each), then its timed files (a screen within 1 s of login, an event within 1 s)
// alone, so that nothing else on the machine skews them (apps/admin/vitest.e2e.config.ts).
const unitOk = run('npx', [
  'turbo',
  'run',
  'typecheck',
  'test',
  '--continue',
  '--concurrency=3',
  '--output-logs=errors-only',
]);
const e2eOk = run('npx', ['turbo', 'run', 'test:e2e', '--continue', '--output-logs=errors-only']);
const turboOk = unitOk && e2eOk;

let passed = 0;
let failed = 0;
const rows = [];
for (const suite of SUITES) {
  const file = join(reports, `${suite}.json`);
  if (!existsSync(file)) {
    rows.push([suite, '—', 'no report: the suite did not run to the end']);
    failed += 1;
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const p = r.numPassedTests ?? 0;
  const f = (r.numFailedTests ?? 0) + (r.success === false && !r.numFailedTests ? 1 : 0);
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  passed += p;
  failed += f;
  rows.push([suite, `${p} passed, ${f} failed${skipped ? `, ${skipped} skipped` : ''}`, '']);
}
for (const [, ok] of checks) if (!ok) failed += 1;
if (!turboOk && failed === 0) failed += 1; // typecheck or a task failed without a failing test

console.log('\nSuites');
for (const [suite, counts, note] of rows)
  console.log(`  ${suite.padEnd(10)} ${counts}${note ? ` ${note}` : ''}`);
for (const [name, ok] of checks) console.log(`  ${name.padEnd(10)} ${ok ? 'ok' : 'FAILED'}`);
console.log(`  turbo      ${turboOk ? 'ok' : 'FAILED (typecheck or a suite)'}`);
console.log(`  time       ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && turboOk ? 0 : 1);
