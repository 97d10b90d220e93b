import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

describe('server-defined reports', () => {
  it('opens a JSON report from the sidebar and downloads it as .xlsx', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'micro-admin');
    await page.waitForURL((u) => u.pathname === '/');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    // The server's report opens from the menu's own entry, in Créditos › Listados (issue 12).
    const credits = nav.getByRole('group', { name: 'Créditos' });
    await credits.getByRole('button', { name: 'Listados' }).click();
    await credits.locator('a[href="/listados/reportList/creditos-problematicos"]').click();
    await page.waitForURL((u) => u.pathname === '/listados/reportList/creditos-problematicos');
    await page.getByRole('heading', { level: 1, name: 'Créditos problemáticos' }).waitFor();
    // Columns are the keys of the first row, titled by splitting the camel case.
    const firstHeader = await page.getByRole('columnheader').first().textContent();
    expect(firstHeader?.trim()).toMatch(/^[A-ZÁÉÍÓÚ][a-záéíóúñ ]+/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Créditos problemáticos.xlsx');
    const file = await download.path();
    // An .xlsx is a zip: it starts with 'PK'.
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
    await context.close();
  });

  it('shows only the reports the role may see; a file report downloads', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'comercial');
    await page.waitForURL((u) => u.pathname === '/');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.waitFor();
    // Wait for the server's reports to arrive (comercial may see the sales report) before checking.
    await nav.locator('a[href="/listados/reportList/ventas-comerciales"]').waitFor();
    expect(await nav.locator('a[href="/listados/reportList/creditos-problematicos"]').count()).toBe(0);

    // A file report downloads the server's .xlsx where the user is.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      nav.locator('a[href="/listados/reportList/ventas-comerciales"]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
