// `npm run test:visual` (root) runs the story screenshots alone: the storybook project in Chromium.
//
//   npm run test:visual                               every story, compared with its baseline
//   npm run test:visual -- InvestorDetailNotes        the stories files whose path contains it
//   npm run test:visual -- packages/ui/src/screens/investor
//   npm run test:visual -- --update                   rewrite every baseline from scratch
//   npm run test:visual -- --update Sidebar           rewrite the baselines of those files only
//   npm run test:visual -- --failed                   the files that failed in the last run
//   npm run test:visual -- --failed --update          rewrite the baselines of those (after review)
//
// With --update the baselines of the chosen files (all of them without a filter) are deleted
// first, so a renamed or removed story leaves no stale picture behind; a story whose play fails
// gets no baseline (and then fails). The last run's results are kept in .reports/visual-last.json
// (npm test's in .reports/storybook.json); --failed reads the newer of the two.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const cwd = fileURLToPath(new URL('.', import.meta.url));
const root = join(cwd, '..', '..');
const reports = process.env.REPORTS_DIR ?? join(root, '.reports');
const visual = join(cwd, 'visual');
const stories = join(root, 'packages', 'ui', 'src');

const args = process.argv.slice(2);
const update = args.includes('--update') || args.includes('-u');
const failed = args.includes('--failed');
const rest = args.filter((a) => !['--update', '-u', '--failed'].includes(a));
const filters = rest.filter((a) => !a.startsWith('-'));
const options = rest.filter((a) => a.startsWith('-'));

/** Every stories file of the kit, as a path from the repository root. */
function storiesFiles(dir = stories) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? storiesFiles(join(dir, e.name))
      : /\.stories\.tsx?$/.test(e.name)
        ? [relative(root, join(dir, e.name)).replaceAll('\\', '/')]
        : [],
  );
}

/** The stories files that failed in the newest report of a storybook run. */
function lastFailed() {
  const candidates = ['visual-last.json', 'storybook.json']
    .map((name) => join(reports, name))
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (candidates.length === 0) {
    console.error('No earlier run to take the failures from: run npm run test:visual first.');
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(candidates[0], 'utf8'));
  return (report.testResults ?? [])
    .filter((r) => r.status === 'failed' && /\.stories\.tsx?$/.test(r.name))
    .map((r) => relative(root, r.name).replaceAll('\\', '/'));
}

let chosen = filters;
if (failed) {
  chosen = lastFailed();
  if (chosen.length === 0) {
    console.log('The last run had no failed story: nothing to rerun.');
    process.exit(0);
  }
  console.log(`Rerunning ${chosen.length} stories file(s) that failed:\n  ${chosen.join('\n  ')}`);
}

if (update) {
  if (chosen.length === 0) rmSync(visual, { recursive: true, force: true });
  else {
    const files = storiesFiles().filter((file) => chosen.some((f) => file.includes(f)));
    if (files.length === 0) {
      console.error(`No stories file matches ${chosen.join(', ')}.`);
      process.exit(1);
    }
    for (const file of files) {
      const folder = join(visual, basename(file).replace(/\.stories\.tsx?$/, ''));
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'storybook',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'visual-last.json')}`,
    // Vitest's --update takes an optional value: given as `=all`, it cannot swallow the first filter.
    ...(update ? ['--update=all'] : []),
    ...options,
    ...chosen,
  ],
  { cwd, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
