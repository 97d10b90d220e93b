// Runs a command with CHROMIUM_PATH set, after making sure Chromium is there (installing it if apt can).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

let path;
try {
  path = ensureChromium();
} catch (err) {
  console.error(`\n✖ ${err instanceof Error ? err.message : err}\n`);
  process.exit(1);
}
const [cmd, ...args] = process.argv.slice(2);
const r = spawnSync(cmd, args, {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: path },
  shell: false,
});
process.exit(r.status ?? 1);
