import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

const TABLE = 'Llamadas al proveedor de monederos';

/** Calls the API with the session's own token (what a wallet action on a detail screen sends). */
function api(page: Page, method: string, path: string) {
  return page.evaluate(
    async ({ method, path }) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
      const res = await fetch(path, { method, headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: await res.json() };
    },
    { method, path },
  );
}

/** The data rows of the log's table, as their text. */
async function rowTexts(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: TABLE }).getByRole('row');
  return (await rows.allTextContents()).slice(1);
}

describe('issue 16, IT tools: Logs LW', () => {
  it('an ADMIN cleans a KYC, finds the call at the top of the log, then keeps only the errors', async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fit-tools%2Flogs-lw');
    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/it-tools/logs-lw');
    await page.getByRole('heading', { level: 1, name: 'Logs LW' }).waitFor();
    expect(await page.getByText('En construcción').count()).toBe(0);
    // The demo seed's calls show on a fresh start.
    await page.getByRole('table', { name: TABLE }).getByRole('row').nth(1).waitFor();

    // A wallet action: the KYC of a customer the log already names, cleaned at LW.
    const seeded = await api(page, 'GET', '/api/logsLW');
    const customer = seeded.body['hydra:member'].find((c: { customer: string | null }) => c.customer)
      .customer as string;
    const cleaned = await api(page, 'PUT', `/api/tools/cleanKYC/${customer.split('/').pop()}`);
    expect(cleaned.status).toBe(200);
    await page.reload();
    const first = page.getByRole('table', { name: TABLE }).getByRole('row').nth(1);
    await first.filter({ hasText: 'cleanKyc' }).waitFor();
    expect(await first.textContent()).toContain('Demo ADMIN');
    expect(await first.textContent()).toContain(customer);
    expect(await first.textContent()).toContain('Correcto');
    expect(await first.textContent()).toMatch(/\d{1,2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    await page.getByLabel('Resultado').selectOption('error');
    await page.waitForURL((u) => u.searchParams.get('resultado') === 'error');
    // The table follows the filter: only errors once the answer is in.
    await expect
      .poll(
        async () => {
          const rows = await rowTexts(page);
          return rows.length > 0 && rows.every((r) => r.includes('Error'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const errors = await rowTexts(page);
    expect(errors.length).toBeGreaterThan(0);
    for (const row of errors) {
      expect(row).toContain('Error');
      expect(row).not.toContain('Correcto');
    }
    await context.close();
  });

  it('a COMERCIAL is sent to /prohibido', async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fit-tools%2Flogs-lw');
    await login(page, 'comercial');
    await page.waitForURL((u) => u.pathname === '/prohibido');
    expect(await page.getByRole('table', { name: TABLE }).count()).toBe(0);
    await context.close();
  });
});
