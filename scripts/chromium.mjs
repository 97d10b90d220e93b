// Finds the Chromium every browser test uses: CHROMIUM_PATH, then Debian's /usr/bin/chromium.
// No tool may download a browser here; `ensureChromium()` installs Debian's package when apt is there.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The flags this sandbox needs (no sandbox as root, no GPU, no calls home). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  throw new Error(
    "Chromium not found. Set CHROMIUM_PATH, or install Debian's package: apt-get install -y chromium",
  );
}

/** Returns the Chromium path, installing Debian's `chromium` with apt-get when it is missing. */
export function ensureChromium() {
  try {
    return chromiumPath();
  } catch (err) {
    if (process.env.CHROMIUM_PATH) throw err;
    const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' });
    if (apt.status !== 0) throw err;
    console.log("Chromium is missing: installing Debian's chromium package with apt-get…");
    const asRoot = process.getuid?.() === 0;
    const sudo = asRoot ? [] : ['sudo', '-n'];
    const run = (args) =>
      execFileSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    run(['apt-get', 'update']);
    run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
    return chromiumPath();
  }
}
