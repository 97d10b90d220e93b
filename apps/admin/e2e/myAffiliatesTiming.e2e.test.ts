/**
 * How fast 'Mis afiliados' answers a COMERCIAL who has just signed in, and a visited tab coming back
 * at once. Timed: it runs in the e2e-timed group, alone on the machine (vitest.e2e.config.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

const main = (page: Page) => page.locator('main');
/** The table's body rows (the second rowgroup; the first holds the header). */
const bodyRows = (page: Page) => main(page).getByRole('rowgroup').nth(1).getByRole('row');
const sections = (page: Page) => page.getByRole('tablist', { name: 'Secciones' });

describe('My affiliates, timed', () => {
  it('performance: My affiliates shows its rows within 1 s of the login answer; a visited tab is instant', async () => {
    const { context, page } = await newPage();
    // Timestamps taken inside the page: the first body row, against the login_check response.
    await context.addInitScript(() => {
      const w = window as unknown as { __rows?: number };
      new MutationObserver(() => {
        if (w.__rows === undefined && document.querySelectorAll('[role="rowgroup"] [role="row"]').length > 1)
          w.__rows = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/login?redirect=%2Fafiliados%2Fafiliados');
    await login(page, 'comercial');
    await page.waitForFunction(() => (window as unknown as { __rows?: number }).__rows !== undefined);
    const elapsed = await page.evaluate(() => {
      const login = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/api/login_check')) as PerformanceResourceTiming;
      return (window as unknown as { __rows: number }).__rows - login.responseEnd;
    });
    expect(elapsed).toBeLessThan(1000);

    await bodyRows(page).first().getByRole('link').first().click();
    await sections(page).getByRole('tab', { name: 'Documentos', exact: true }).click();
    await main(page).getByRole('button', { name: 'Subir documento' }).waitFor();
    await sections(page).getByRole('tab', { name: 'Datos de contacto', exact: true }).click();
    await page.getByRole('group', { name: 'Cuenta bancaria' }).waitFor();
    // Back to a visited tab: its cached data is on screen at once, no loading state in between.
    await sections(page).getByRole('tab', { name: 'Documentos', exact: true }).click();
    expect(await main(page).getByRole('status').count()).toBe(0);
    await main(page).getByRole('button', { name: 'Subir documento' }).waitFor({ timeout: 100 });
  });
});
