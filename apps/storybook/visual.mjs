// `npm run test:visual` (root) runs the story screenshots alone: the storybook project in Chromium.
// With `-- --update` the baselines in visual/ are rewritten from scratch, so a renamed or removed
// story leaves no stale picture behind; a story whose play fails gets no baseline (and then fails).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const cwd = fileURLToPath(new URL('.', import.meta.url));
if (args.includes('--update') || args.includes('-u')) {
  rmSync(new URL('./visual', import.meta.url), { recursive: true, force: true });
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', ...args], { cwd, stdio: 'inherit' });
process.exit(run.status ?? 1);
