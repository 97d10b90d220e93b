// The loan-detail figure of issue 13, in Chromium on the demo seed: the time from opening a loan to
// its estado tab showing (budget: under 1 s). Run by `npm run bench` after the build; alone:
// `node scripts/bench-loan-detail.mjs` (needs `npx turbo run build` first).
import { reportOpenings, timeOpenings, withLoggedInPage } from './bench-harness.mjs';

const BUDGET_MS = 1000;
const LOANS = 10;

const failed = await withLoggedInPage('loan', async (page) => {
  const ids = await page.evaluate(async (n) => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
    const r = await fetch('/api/financiaciones?order[id]=asc', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await r.json())['hydra:member'].slice(0, n).map((l) => l.id);
  }, LOANS);
  const shown = (id) =>
    page
      .getByRole('heading', { level: 1, name: new RegExp(`^[FBC]${String(id).padStart(7, '0')}$`) })
      .waitFor()
      .then(() =>
        page.getByRole('region', { name: 'Estado', exact: true }).getByText('Cantidad concedida').waitFor(),
      );
  const runs = await timeOpenings(page, ids, (id) => `/creditos/detalle-credito/estado?credito=${id}`, shown);
  return reportOpenings('Loan detail, open to estado shown', 'loans', runs, BUDGET_MS);
});
process.exit(failed ? 1 : 0);
