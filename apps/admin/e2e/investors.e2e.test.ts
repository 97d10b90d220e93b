/**
 * Issue 15 end to end: the investors dashboard and list (filters and order in the URL, opening an
 * investor from the list and from the finder, the notFound landing), MICRO_ADMIN only, in
 * Chromium against the real API. The detail page itself is another test's: only its URL is checked.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

async function open(path: string, user: string): Promise<Page> {
  const { page } = await newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await login(page, user);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  return page;
}

const main = (page: Page) => page.locator('main');
const table = (page: Page) => main(page).getByRole('table', { name: 'Inversores' });
/** The table's body rows (the second rowgroup; the first holds the header). */
const bodyRows = (page: Page) => table(page).getByRole('rowgroup').nth(1).getByRole('row');
const counts = (page: Page) => main(page).getByRole('navigation', { name: 'Inversores por estado' });
const countOf = async (page: Page, name: RegExp) =>
  Number(((await counts(page).getByRole('button', { name }).textContent()) ?? '').replace(/\D/g, ''));
const totalOf = async (page: Page) =>
  Number(
    (
      (await main(page)
        .getByText(/^[\d.]+ inversores$/)
        .textContent()) ?? ''
    ).replace(/\D/g, ''),
  );
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('the investors (issue 15)', () => {
  it('MICRO_ADMIN sees the dashboard: figures and charts', async () => {
    const page = await open('/inversores/dashboard', 'micro-admin');
    await main(page).getByRole('heading', { level: 1, name: 'Dashboard de inversores' }).waitFor();
    for (const name of ['Inversores por estado', 'Importe invertido por mes', 'Monederos por saldo']) {
      await main(page).getByRole('img', { name }).waitFor();
    }
    const figures = main(page).getByRole('region', { name: 'Cifras' });
    const investors = Number(
      (
        (await figures.getByText('Inversores', { exact: true }).locator('xpath=..').textContent()) ?? ''
      ).replace(/\D/g, ''),
    );
    expect(investors).toBeGreaterThan(0);
    await page.close();
  });

  it('MICRO_ADMIN filters, orders and opens an investor; the URL keeps the list', async () => {
    const page = await open('/inversores/inversores', 'micro-admin');
    await bodyRows(page).first().waitFor();
    const all = await countOf(page, /^Todos/);
    expect(await totalOf(page)).toBe(all);
    const active = await countOf(page, /^Activo/);
    expect(active).toBeGreaterThan(0);
    expect(active).toBeLessThan(all);

    // A status count filters by its status.
    await counts(page)
      .getByRole('button', { name: /^Activo/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get('estado') === 'ACT');
    await expect.poll(() => totalOf(page)).toBe(active);
    for (const row of (await bodyRows(page).all()).slice(0, 10)) {
      expect(await row.textContent()).toContain('Activo');
    }

    // Legal persons only: each shows its company (and tax id).
    await main(page).getByLabel('Tipo de persona').selectOption('legal');
    await page.waitForURL((u) => u.searchParams.get('persona') === 'juridica');
    await expect.poll(async () => (await totalOf(page)) < active).toBe(true);
    const legal = await totalOf(page);
    expect(legal).toBeGreaterThan(0);
    for (const row of (await bodyRows(page).all()).slice(0, 10)) {
      expect(await row.textContent()).toContain('Persona jurídica');
    }

    // 'Exportar a Excel' downloads every filtered row from the server, with the list's columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Exportar a Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Inversores.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Tipo');
    const kind = header.indexOf('Tipo') + 1;
    const status = header.indexOf('Estado') + 1;
    expect(sheet.actualRowCount).toBe(legal + 1);
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      expect([row.getCell(kind).value, row.getCell(status).value]).toEqual(['Persona jurídica', 'Activo']);
    });

    // The order is the server's, by balance.
    await table(page)
      .getByRole('button', { name: /Saldo monedero/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get('orden') === 'balance');
    await expect
      .poll(async () =>
        table(page)
          .getByRole('columnheader', { name: /Saldo monedero/ })
          .getAttribute('aria-sort'),
      )
      .toBe('ascending');
    const balance = (i: number) => bodyRows(page).nth(i).getByRole('cell').nth(5).textContent();
    await expect.poll(async () => euros(await balance(0)) <= euros(await balance(1))).toBe(true);

    // The text filter finds the first company by its name.
    const name = (await bodyRows(page).first().getByRole('link').textContent()) ?? '';
    await main(page).getByLabel('Nombre, e-mail o documento').fill(name);
    await page.waitForURL((u) => u.searchParams.get('texto') === name);
    await expect.poll(() => totalOf(page)).toBeLessThanOrEqual(legal);
    await expect
      .poll(() => bodyRows(page).getByRole('link', { name, exact: true }).count())
      .toBeGreaterThan(0);

    // A reload shows the same list: the filters and the order are in the URL.
    await page.reload();
    await bodyRows(page).first().waitFor();
    expect(await main(page).getByLabel('Tipo de persona').inputValue()).toBe('legal');
    expect(await main(page).getByLabel('Nombre, e-mail o documento').inputValue()).toBe(name);
    expect(param(page, 'estado')).toBe('ACT');
    expect(param(page, 'orden')).toBe('balance');

    const link = bodyRows(page).getByRole('link', { name, exact: true }).first();
    const href = (await link.getAttribute('href')) ?? '';
    const id = new URL(href, page.url()).searchParams.get('inversor');
    expect(id).toMatch(/^\d+$/);
    await link.click();
    await page.waitForURL((u) => u.pathname === '/inversores/detalle-inversor/datos');
    expect(param(page, 'inversor')).toBe(id);
    await page.close();
  });

  it("the finder's investor result opens the investor's detail", async () => {
    const list = await open('/inversores/inversores?persona=juridica', 'micro-admin');
    await bodyRows(list).first().waitFor();
    const link = bodyRows(list).first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    const id = new URL((await link.getAttribute('href')) ?? '', list.url()).searchParams.get('inversor');
    const finder = list.getByRole('combobox', { name: 'Buscador' });
    await finder.fill(name);
    const hit = list.getByRole('option', { name: new RegExp(name) }).first();
    await hit.waitFor();
    await hit.click();
    await list.waitForURL((u) => u.pathname === '/inversores/detalle-inversor/datos');
    expect(param(list, 'inversor')).toBe(id);
    await list.close();
  });

  it("a missing investor lands on the list with 'Inversor no encontrado'", async () => {
    const page = await open('/inversores/inversores?notFound=1', 'micro-admin');
    await expect
      .poll(() => main(page).getByRole('alert').filter({ hasText: 'Inversor no encontrado' }).count())
      .toBe(1);
    await bodyRows(page).first().waitFor();
    await page.close();
  });

  it('a COMERCIAL is sent to /prohibido from the list and the dashboard', async () => {
    const page = await open('/', 'comercial');
    expect(await page.getByRole('link', { name: 'Inversores', exact: true }).count()).toBe(0);
    for (const path of ['/inversores/inversores', '/inversores/dashboard']) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/prohibido');
    }
    await page.close();
  });
});
