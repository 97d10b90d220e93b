// `npm run bench` (its last step), or alone: `node scripts/bench-compare.mjs [<git ref>]`.
// Issue 11: "measure the affiliate list's req/s and the /login initial JS before and after this
// change, in the same run". The baseline is the commit named in scripts/bench.baseline (or the ref
// given): it is exported with `git archive` into a temporary folder, installed and built there; then
// both builds are started on PGlite with the default demo seed and measured alternately (A B A B),
// so both see the same machine at the same moment. Prints a table and writes it into docs/benchmarks.md
// between its bench:compare markers.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '..');
const ref =
  process.argv[2] ?? readFileSync(join(root, 'scripts/bench.baseline'), 'utf8').split('\n')[0].trim();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

const short = spawnSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).stdout.trim();
const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).stdout.trim();
if (!short)
  throw new Error(`bench-compare: unknown git ref ${ref} (a shallow clone has no history: fetch it first)`);

const work = mkdtempSync(join(tmpdir(), 'bench-base-'));
const baseRoot = join(work, 'src');
console.log(`bench-compare: baseline ${short} into ${baseRoot} (npm ci and build)`);
spawnSync('mkdir', ['-p', baseRoot]);
const archive = spawnSync('sh', ['-c', `git archive ${short} | tar -x -C ${baseRoot}`], {
  cwd: root,
  stdio: 'inherit',
});
if (archive.status !== 0) throw new Error('git archive failed');
// The baseline reads the same spec folder as this checkout (../shared beside the repository).
spawnSync('ln', ['-sfn', resolve(root, '../shared'), join(work, 'shared')]);
run('npm', ['ci', '--no-audit', '--no-fund'], baseRoot);
const buildArgs = [
  'turbo',
  'run',
  'build',
  '--filter=@backoffice/admin',
  '--filter=@backoffice/api',
  '--output-logs=errors-only',
];
run('npx', buildArgs, baseRoot);
run('npx', buildArgs, root);

/** Starts a built server on PGlite (default seed on its first start) and resolves with its URL. */
function start(dir, dataDir) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
      cwd: dir,
      env: { ...env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(64) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listo en (http:\/\/[^\s]+)/.exec(out);
      if (m) done({ child, url: m[1] });
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${out}`)));
  });
}

const stop = (s) =>
  new Promise((done) => {
    s.child.removeAllListeners('exit');
    s.child.once('exit', done);
    s.child.kill('SIGTERM');
  });

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The affiliate list as micro-admin sees it: a page of 30 of affiliatesInDepthList. */
async function target(url) {
  const login = await json(`${url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'micro-admin', password: 'Demo-2026!' }),
  });
  const authorization = `Bearer ${login.token}`;
  const me = await json(`${url}/api/users?email=micro-admin@demo.test`, { headers: { authorization } });
  const id = me['hydra:member'][0].id;
  return { url: `${url}/api/users/${id}/affiliatesInDepthList?page=1&itemsPerPage=30`, authorization };
}

async function cannon(t, duration) {
  const r = await autocannon({
    url: t.url,
    headers: { authorization: t.authorization },
    connections: CONNECTIONS,
    duration,
  });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** Bytes the server sends for /login's JavaScript, with this Accept-Encoding. */
function getBytes(url, encoding) {
  return new Promise((done, fail) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let n = 0;
      res.on('data', (c) => {
        n += c.length;
      });
      res.on('end', () => done(n));
    })
      .on('error', fail)
      .end();
  });
}

async function loginJs(dir, url) {
  const manifest = JSON.parse(readFileSync(join(dir, 'apps/admin/dist/.vite/manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const login = Object.keys(manifest).find((k) => k.endsWith('routes/LoginRoute.tsx'));
  const files = [...new Set([...closure(entry), ...closure(login)])].map((k) => `/${manifest[k].file}`);
  let gzip = 0;
  let br = 0;
  for (const f of files) {
    gzip += await getBytes(`${url}${f}`, 'gzip');
    br += await getBytes(`${url}${f}`, 'br, gzip');
  }
  return { gzip, br, files: files.length };
}

const sides = [
  { name: `before (${short})`, dir: baseRoot, data: mkdtempSync(join(tmpdir(), 'bench-a-')) },
  { name: `after (${head})`, dir: root, data: mkdtempSync(join(tmpdir(), 'bench-b-')) },
];
try {
  for (const side of sides) {
    // First start: migrations and the default seed; stopped, then started again for the runs.
    await stop(await start(side.dir, side.data));
    side.server = await start(side.dir, side.data);
    side.target = await target(side.server.url);
    side.js = await loginJs(side.dir, side.server.url);
    await cannon(side.target, 3);
    side.runs = [];
  }
  for (let round = 0; round < 2; round += 1)
    for (const side of sides) {
      // One server at a time under load: the other idles.
      side.runs.push(await cannon(side.target, SECONDS));
    }
} finally {
  for (const side of sides) {
    if (side.server) await stop(side.server);
    rmSync(side.data, { recursive: true, force: true });
  }
  rmSync(work, { recursive: true, force: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const mean = (xs) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
const lines = [
  `Before and after, measured in the same run by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (PGlite, default seed, read cache on; autocannon ${CONNECTIONS} connections, 2 × ${SECONDS} s per side, alternated):`,
  '',
  '| Build | Affiliate list req/s | p99 ms | /login JS gzip | /login JS br |',
  '|---|---|---|---|---|',
  ...sides.map(
    (s) =>
      `| ${s.name} | ${mean(s.runs.map((r) => r.rps))} | ${Math.max(...s.runs.map((r) => r.p99))} | ${kb(s.js.gzip)} | ${kb(s.js.br)} |`,
  ),
];
console.log(lines.join('\n'));
const readmePath = join(root, 'docs', 'benchmarks.md');
const readme = readFileSync(readmePath, 'utf8');
const open = '<!-- bench:compare: written by npm run bench -->';
const close = '<!-- /bench:compare -->';
const from = readme.indexOf(open);
const to = readme.indexOf(close);
if (from >= 0 && to > from)
  writeFileSync(
    readmePath,
    readme.slice(0, from) + [open, ...lines, close].join('\n') + readme.slice(to + close.length),
  );
