// A check of `npm test` (issue 11: "a declared dependency that nothing imports is removed, or used
// for what it is for"): every dependency a workspace declares must be named by that workspace —
// imported (`from 'x'`, `from 'x/sub'`, `import('x')`), named in a config as a string (Storybook
// addons, Vite plugins), run as a binary by one of its scripts, or be the @types of one of those.
// Prints the unused ones and exits 1 when there are any.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const SKIP = new Set([
  'node_modules',
  'dist',
  'coverage',
  'storybook-static',
  'visual',
  '.turbo',
  'data',
  '__screenshots__',
]);
const TEXT = /\.(m?[jt]sx?|json|mdx?|html|css|ya?ml)$/;

function files(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.git')) continue;
    const path = join(dir, name);
    const st = statSync(path);
    if (st.isDirectory()) files(path, out);
    else if (TEXT.test(name)) out.push(path);
  }
  return out;
}

/** The binaries a package puts in node_modules/.bin. */
function binsOf(dep) {
  try {
    const pkg = JSON.parse(readFileSync(join(root, 'node_modules', dep, 'package.json'), 'utf8'));
    if (typeof pkg.bin === 'string') return [pkg.name.split('/').pop()];
    return Object.keys(pkg.bin ?? {});
  } catch {
    return [];
  }
}

/** Dependencies used without being named: loaded by another package on their behalf. */
const IMPLICIT = {
  // Vitest's browser mode loads it (the playwright provider builds on it).
  '@vitest/browser': 'vitest browser mode',
};

const reEscape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const workspaces = [
  root,
  ...rootPkg.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)];
    const base = join(root, pattern.slice(0, -2));
    return readdirSync(base).map((d) => join(base, d));
  }),
];
const unused = [];
for (const dir of workspaces) {
  const pkgPath = join(dir, 'package.json');
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  } catch {
    continue;
  }
  // The root's own files are its scripts, configs and CI; the workspaces' files are theirs.
  const own =
    dir === root ? files(root).filter((f) => !/\/(apps|packages)\//.test(f.slice(root.length))) : files(dir);
  const text = own.filter((f) => f !== pkgPath).map((f) => readFileSync(f, 'utf8'));
  const scripts = Object.values(pkg.scripts ?? {}).join('\n');
  const all = text.join('\n');
  const declared = { ...pkg.dependencies, ...pkg.devDependencies };
  for (const dep of Object.keys(declared)) {
    if (dep === 'node' || dep.startsWith('@backoffice/') || dep in IMPLICIT) continue;
    const named = (d) => new RegExp(`['"\`]${reEscape(d)}(/[^'"\`]*)?['"\`]`).test(all);
    const bins = binsOf(dep);
    const runs = bins.some((b) =>
      new RegExp(`(^|[\\s&|;('"])(npx )?${reEscape(b)}(\\s|$|['"])`, 'm').test(`${scripts}\n${all}`),
    );
    const typesOf = dep.startsWith('@types/') ? dep.slice(7).replace(/^(.*)__(.*)$/, '@$1/$2') : null;
    const typed =
      typesOf !== null &&
      (typesOf in declared || named(typesOf) || typesOf === 'node' || typesOf === 'react-dom');
    if (!named(dep) && !runs && !typed) unused.push(`${pkg.name}: ${dep}`);
  }
}
if (unused.length) {
  console.error(`Declared but never imported, named or run:\n  ${unused.join('\n  ')}`);
  process.exit(1);
}
console.log(`dependencies: every declared one is used (${workspaces.length} package.json files)`);
