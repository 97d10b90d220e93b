// The investor-detail figures of issue 15: (1) in Chromium on the demo seed, the time from opening
// an investor to its datos tab showing (budget: under 1 s), in the app and by URL; (2) the
// investments call at 200 per page with every filter on, p99 on PostgreSQL and PGlite
// (`npm run bench:investors -w @backoffice/api`). Run by `npm run bench` after the build; alone:
// `node scripts/bench-investor-detail.mjs` (needs `npx turbo run build` first).
import { spawnSync } from 'node:child_process';
import { reportOpenings, root, timeOpenings, withLoggedInPage } from './bench-harness.mjs';

const BUDGET_MS = 1000;
const INVESTORS = 10;

const failed = await withLoggedInPage('investor', async (page) => {
  const investors = await page.evaluate(async (n) => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
    const found = [];
    for (let id = 1; found.length < n && id < 100; id += 1) {
      const r = await fetch('/api/tools/checkParameters', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id, type: 'investor' }),
      });
      if (r.ok) found.push({ id, name: (await r.json()).name });
    }
    return found;
  }, INVESTORS);
  const shown = ({ name }) =>
    page
      .getByRole('heading', { level: 1, name })
      .waitFor()
      .then(() => page.getByRole('region', { name: 'Datos', exact: true }).getByText('DNI/NIE').waitFor());
  const runs = await timeOpenings(
    page,
    investors,
    ({ id }) => `/inversores/detalle-inversor/datos?inversor=${id}`,
    shown,
  );
  return reportOpenings('Investor detail, open to datos shown', 'investors', runs, BUDGET_MS);
});

// The investments call at 200 per page with every filter, on both databases.
const api = spawnSync('npm', ['run', 'bench:investors', '-w', '@backoffice/api'], {
  cwd: root,
  env: { ...process.env, BENCH_NO_BUILD: '1' },
  stdio: 'inherit',
});
process.exit(failed || api.status !== 0 ? 1 : 0);
