// `npm run test:changed`: the fast inner loop. Runs only the tests that the changes against main
// (commits of the branch, staged, unstaged and new files) can affect, suite by suite:
//   domain, machines, admin (unit)  Vitest's own `--changed <merge-base>`: the test files whose
//                                   import graph holds a changed file, in any package;
//   storybook                       the same: the stories of the changed components (and of the
//                                   components that use them, or the domain texts they show);
//   api                             the test files that import a changed module (without going
//                                   through the app, which every file boots), and those that call
//                                   a route of a changed module (its `spec('GET /api/…')` paths);
//                                   on PostgreSQL (`--pglite` for PGlite).
// A change to a suite's set-up (its config, package.json, test support, the API's app, database
// layer or migrations) runs that whole suite. The e2e suite is not run: `npm run test:e2e -w
// @backoffice/admin -- e2e/<file>` runs one file. `-- --list` prints the plan without running it;
// `-- --base <ref>` compares with another branch than main.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const listOnly = args.includes('--list');
const apiProject = args.includes('--pglite') ? 'api-pglite' : 'api-postgres';
const base = option('--base') ?? 'main';

const git = (...a) => {
  const r = spawnSync('git', a, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${a.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
};
const mergeBase = git('merge-base', base, 'HEAD');
const changed = [
  ...new Set([
    ...git('diff', '--name-only', mergeBase).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter(Boolean);

/** Each suite: its folder, the folders whose changes can affect it, and what reruns it whole. */
const SUITES = [
  { name: 'domain', dir: 'packages/domain', reads: ['packages/domain'] },
  { name: 'machines', dir: 'packages/machines', reads: ['packages/domain', 'packages/machines'] },
  {
    name: 'admin',
    dir: 'apps/admin',
    reads: ['packages/domain', 'packages/machines', 'packages/ui', 'apps/admin'],
    skip: /^apps\/admin\/e2e\//,
  },
  {
    name: 'storybook',
    dir: 'apps/storybook',
    reads: ['packages/domain', 'packages/machines', 'packages/ui', 'apps/storybook'],
    chromium: true,
  },
];
const WHOLE =
  /(^|\/)(vitest[^/]*\.config\.ts|package\.json|tsconfig[^/]*\.json)$|^vitest\.shared\.ts$|^package-lock\.json$/;
const under = (file, dir) => file === dir || file.startsWith(`${dir}/`);

const plan = [];
for (const suite of SUITES) {
  const relevant = changed.filter((f) => suite.reads.some((d) => under(f, d)) && !suite.skip?.test(f));
  if (relevant.length === 0) continue;
  const whole = changed.some((f) => (under(f, suite.dir) || !f.includes('/')) && WHOLE.test(f));
  plan.push({
    name: suite.name,
    cwd: suite.dir,
    why: `${relevant.length} changed file(s) it reads`,
    cmd: ['npx', 'vitest', 'run', ...(whole ? [] : ['--changed', mergeBase]), '--passWithNoTests'],
    chromium: suite.chromium,
  });
}
const api = apiPlan();
if (api) plan.push(api);

console.log(`Changes against ${base} (merge base ${mergeBase.slice(0, 8)}): ${changed.length} file(s)`);
for (const p of plan)
  console.log(`  ${p.name.padEnd(10)} ${p.why}\n             (cd ${p.cwd} && ${p.cmd.join(' ')})`);
if (plan.length === 0) console.log('  nothing to test');
if (listOnly) process.exit(0);

const results = [];
for (const p of plan) {
  const runner = p.chromium
    ? [process.execPath, join(root, 'scripts/with-chromium.mjs'), ...p.cmd.slice(1)]
    : p.cmd;
  const started = Date.now();
  const r = spawnSync(runner[0], runner.slice(1), { cwd: join(root, p.cwd), stdio: 'inherit' });
  results.push([p.name, r.status === 0, Math.round((Date.now() - started) / 1000)]);
}
console.log('\ntest:changed');
for (const [name, ok, s] of results) console.log(`  ${name.padEnd(10)} ${ok ? 'ok' : 'FAILED'} (${s} s)`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);

// ---------------------------------------------------------------------------------------------
// The API's selection

function apiPlan() {
  const relevant = changed.filter((f) => ['packages/domain', 'apps/api'].some((d) => under(f, d)));
  if (relevant.length === 0) return null;
  const cmd = (files) => ['npx', 'vitest', 'run', '--project', apiProject, ...files];
  const wholeApi = /^apps\/api\/(test\/support\/|src\/app\.ts$|src\/server\.ts$|src\/db\/|drizzle\/)/;
  if (relevant.some((f) => wholeApi.test(f) || (under(f, 'apps/api') && WHOLE.test(f))))
    return { name: 'api', cwd: 'apps/api', why: 'its set-up changed: every file', cmd: cmd([]) };
  const graph = importGraph();
  const changedAbs = new Set(relevant.map((f) => join(root, f)));
  const reaches = (file, seen = new Set()) => {
    if (changedAbs.has(file)) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    return [...(graph.get(file) ?? [])].some((dep) => reaches(dep, seen));
  };
  const apiSrc = filesUnder(join(root, 'apps/api/src'));
  // The routes of every module that reaches a change, as the path before its first parameter.
  const paths = new Set();
  for (const file of apiSrc)
    if (reaches(file))
      for (const m of readFileSync(file, 'utf8').matchAll(
        /spec\('(?:GET|POST|PUT|PATCH|DELETE) (\/api\/[^':]*)/g,
      ))
        paths.add(m[1]);
  const tests = filesUnder(join(root, 'apps/api/test')).filter((f) => f.endsWith('.test.ts'));
  const selected = tests.filter((t) => {
    if (reaches(t)) return true;
    const text = readFileSync(t, 'utf8');
    return [...paths].some((p) => text.includes(p));
  });
  if (selected.length === 0) return null;
  return {
    name: 'api',
    cwd: 'apps/api',
    why: `${selected.length} of ${tests.length} files (import a changed module or call one of ${paths.size} changed route paths)`,
    cmd: cmd(selected.map((f) => relative(join(root, 'apps/api'), f))),
  };
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : filesUnder(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

/**
 * The static imports of the API's and the domain's files (relative paths and @backoffice/domain
 * entry points), without the edge into the app: every API test boots it, so through it every file
 * would reach every module.
 */
function importGraph() {
  const domainExports = JSON.parse(readFileSync(join(root, 'packages/domain/package.json'), 'utf8')).exports;
  const app = join(root, 'apps/api/src/app.ts');
  const resolveFrom = (from, spec) => {
    if (spec.startsWith('@backoffice/domain')) {
      const target = domainExports[`.${spec.slice('@backoffice/domain'.length)}`];
      return target ? join(root, 'packages/domain', target) : null;
    }
    if (!spec.startsWith('.')) return null;
    const p = resolve(dirname(from), spec);
    return (
      [p, `${p}.ts`, `${p}.tsx`, join(p, 'index.ts')].find((c) => /\.tsx?$/.test(c) && existsSync(c)) ?? null
    );
  };
  const graph = new Map();
  const files = ['apps/api/src', 'apps/api/test', 'packages/domain/src'].flatMap((d) =>
    filesUnder(join(root, d)),
  );
  for (const file of files) {
    const deps = new Set();
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const dep = resolveFrom(file, m[1]);
      if (dep && dep !== app) deps.add(dep);
    }
    graph.set(file, deps);
  }
  return graph;
}
