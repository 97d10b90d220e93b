/**
 * Issue 13 end to end: the financing list, its phase filter and order in the URL, opening a loan,
 * the notFound landing, and the credits dashboard (hidden from BE), in Chromium against the real API.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';
import { visitEveryTab } from './support/loanTabs';

afterAll(closeBrowser);

async function open(path: string, user: string): Promise<Page> {
  const { page } = await newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await login(page, user);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  return page;
}

const main = (page: Page) => page.locator('main');
const table = (page: Page) => main(page).getByRole('table', { name: 'Financiaciones' });
/** The table's body rows (the second rowgroup; the first holds the header). */
const bodyRows = (page: Page) => table(page).getByRole('rowgroup').nth(1).getByRole('row');
const counts = (page: Page) => main(page).getByRole('navigation', { name: 'Financiaciones por fase' });
const countOf = async (page: Page, name: RegExp) =>
  Number(((await counts(page).getByRole('button', { name }).textContent()) ?? '').replace(/\D/g, ''));
const totalOf = async (page: Page) =>
  Number(
    (
      (await main(page)
        .getByText(/^[\d.]+ financiaciones$/)
        .textContent()) ?? ''
    ).replace(/\D/g, ''),
  );
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

describe('the financing list (issue 13)', () => {
  it('MICRO_ADMIN filters by phase, orders, opens a loan and visits every tab; the URL keeps the list', async () => {
    const page = await open('/creditos/financiaciones', 'micro-admin');
    await bodyRows(page).first().waitFor();
    const all = await countOf(page, /^Todas/);
    expect(await totalOf(page)).toBe(all);
    const fa = await countOf(page, /^Amortización/);
    expect(fa).toBeGreaterThan(0);
    expect(fa).toBeLessThan(all);

    await counts(page)
      .getByRole('button', { name: /^Amortización/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get('fase') === 'FA');
    await expect.poll(() => totalOf(page)).toBe(fa);
    for (const row of (await bodyRows(page).all()).slice(0, 10)) {
      expect(await row.textContent()).toContain('Amortización');
    }

    await table(page)
      .getByRole('button', { name: /Importe/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get('orden') === 'cantidad');
    expect(new URL(page.url()).searchParams.get('fase')).toBe('FA');
    await expect
      .poll(async () =>
        table(page)
          .getByRole('columnheader', { name: /Importe/ })
          .getAttribute('aria-sort'),
      )
      .toBe('ascending');
    const amount = (i: number) => bodyRows(page).nth(i).getByRole('cell').nth(5).textContent();
    await expect.poll(async () => euros(await amount(0)) <= euros(await amount(1))).toBe(true);

    // A reload shows the same list: the filter and the order are in the URL.
    await page.reload();
    await bodyRows(page).first().waitFor();
    expect(
      await counts(page)
        .getByRole('button', { name: /^Amortización/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    const link = bodyRows(page).first().getByRole('link').first();
    expect(await link.textContent()).toMatch(/^[FBC]\d{7}$/);
    const id = Number((await link.textContent())?.slice(1));
    await link.click();
    await page.waitForURL((u) => u.pathname === '/creditos/detalle-credito/estado');
    expect(new URL(page.url()).searchParams.get('credito')).toBe(String(id));
    await page.getByRole('heading', { level: 1, name: /^[FBC]\d{7}$/ }).waitFor();
    await visitEveryTab(page, id);
  });

  it('after the login, the list’s chunk and its read start while the login and the bootstrap are answering', async () => {
    const { page, context } = await newPage();
    const path = '/creditos/financiaciones?fase=FA';
    const seen = (test: (url: URL) => boolean) =>
      new Promise<boolean>((done) => {
        const timer = setTimeout(() => done(false), 5000);
        page.on('request', (r) => {
          if (test(new URL(r.url()))) {
            clearTimeout(timer);
            done(true);
          }
        });
      });
    const chunkAsked = seen((u) => /\/assets\/LoanListRoute-[\w-]+\.js$/.test(u.pathname));
    const listAsked = seen((u) => u.pathname === '/api/financiaciones');
    const listReads: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/financiaciones') listReads.push(u.search);
    });
    // Each answer is held until the request it should not wait for has gone out (5 s at most).
    let chunkBeforeLogin = false;
    let listBeforeBootstrap = false;
    await page.route('**/api/login_check', async (route) => {
      chunkBeforeLogin = await chunkAsked;
      await route.continue();
    });
    await page.route('**/api/bootstrap', async (route) => {
      listBeforeBootstrap = await listAsked;
      await route.continue();
    });
    await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
    await login(page, 'micro-admin');
    await bodyRows(page).first().waitFor();
    expect(chunkBeforeLogin).toBe(true);
    expect(listBeforeBootstrap).toBe(true);
    // The screen took the answer already on its way (the same read, with the URL's filter): one read.
    expect(listReads).toHaveLength(1);
    expect(await totalOf(page)).toBe(await countOf(page, /^Amortización/));
    await context.close();
  });

  it('MICRO_ADMIN downloads the filtered list, in its order, as a server-streamed .xlsx', async () => {
    const page = await open('/creditos/financiaciones?fase=FA&orden=-cantidad', 'micro-admin');
    await bodyRows(page).first().waitFor();
    const fa = await totalOf(page);
    expect(fa).toBeGreaterThan(0);
    const first = await bodyRows(page).first().getByRole('link').first().textContent();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Exportar a Excel' }).click(),
    ]);
    // The same notice as the listings' downloads.
    await page.getByText('El fichero se esta descargando').first().waitFor();
    expect(download.suggestedFilename()).toBe('Financiaciones.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Financiación',
      'Prestatario',
      'Afiliado',
      'Tipo',
      'Estado',
      'Importe',
      'Meses',
      'TIN',
      'Alta',
    ]);
    expect(sheet.actualRowCount).toBe(fa + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(first);
    const amounts: number[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      expect(String(row.getCell(5).value)).toContain('Amortización');
      amounts.push(row.getCell(6).value as number);
    });
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    await page.close();
  });

  it('Back after a filter change undoes it: the previous filter and its rows come back', async () => {
    const page = await open('/creditos/financiaciones', 'micro-admin');
    await bodyRows(page).first().waitFor();
    const all = await countOf(page, /^Todas/);
    const fa = await countOf(page, /^Amortización/);
    const phase = main(page).getByRole('combobox', { name: 'Fase' });
    const type = main(page).getByRole('combobox', { name: 'Tipo' });

    await phase.selectOption('FA');
    await page.waitForURL((u) => u.searchParams.get('fase') === 'FA');
    await expect.poll(() => totalOf(page)).toBe(fa);
    const faRows = await bodyRows(page).allTextContents();
    const typed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/financiaciones' && new URL(r.url()).searchParams.has('tipo'),
    );
    await type.selectOption({ index: 1 });
    await page.waitForURL((u) => u.searchParams.has('tipo'));
    await typed;

    // Back undoes the last filter only: the phase stays, its rows are back.
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('tipo') && u.searchParams.get('fase') === 'FA');
    expect(await type.inputValue()).toBe('');
    expect(await phase.inputValue()).toBe('FA');
    await expect.poll(() => totalOf(page)).toBe(fa);
    await expect.poll(() => bodyRows(page).allTextContents()).toEqual(faRows);

    // Back again: the whole list, still on the list's page.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/creditos/financiaciones' && !u.searchParams.has('fase'));
    expect(await phase.inputValue()).toBe('');
    await expect.poll(() => totalOf(page)).toBe(all);

    // Forward applies it again.
    await page.goForward();
    await page.waitForURL((u) => u.searchParams.get('fase') === 'FA');
    await expect.poll(() => totalOf(page)).toBe(fa);
  });

  it("a failed parameter check lands on the list with 'Financiación no encontrada'", async () => {
    const page = await open('/creditos/financiaciones?notFound=1', 'micro-admin');
    await expect
      .poll(() => main(page).getByRole('alert').filter({ hasText: 'Financiación no encontrada' }).count())
      .toBe(1);
    await bodyRows(page).first().waitFor();
  });

  it('MICRO_ADMIN sees the credits dashboard; BE does not', async () => {
    const page = await open('/creditos/dashboard', 'micro-admin');
    await main(page).getByRole('img', { name: 'Financiaciones por fase' }).waitFor();
    expect(await main(page).getByRole('img', { name: 'Cuotas vencidas por estado' }).count()).toBe(1);

    const be = await open('/creditos/financiaciones', 'be');
    await bodyRows(be).first().waitFor();
    expect(await be.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);
    await be.goto('/creditos/dashboard');
    await be.waitForURL((u) => u.pathname === '/prohibido');
  });

  it("MICRO_ADMIN's installments and AMA lists: rows from the API, a loan's code opens its tab", async () => {
    const page = await open('/creditos/cuotas', 'micro-admin');
    for (const [path, caption, tab] of [
      ['/creditos/cuotas', 'Cuotas', 'cuotas'],
      ['/creditos/listado-AMA', 'Listado AMA', 'pago'],
    ] as const) {
      await page.goto(path);
      const rows = main(page)
        .getByRole('table', { name: caption })
        .getByRole('rowgroup')
        .nth(1)
        .getByRole('row');
      await rows.first().waitFor();
      const link = rows.first().getByRole('link').first();
      const code = (await link.textContent()) ?? '';
      expect(code).toMatch(/^[FBC]\d{7}$/);
      await link.click();
      await page.waitForURL((u) => u.pathname === `/creditos/detalle-credito/${tab}`);
      expect(new URL(page.url()).searchParams.get('credito')).toBe(String(Number(code.slice(1))));
    }
  });

  it('BE has neither the installments list nor the AMA list (loans §6): not in the menu, refused by URL', async () => {
    const be = await open('/creditos/financiaciones', 'be');
    await bodyRows(be).first().waitFor();
    for (const name of ['Cuotas', 'Listado AMA']) {
      expect(await be.getByRole('link', { name, exact: true }).count(), name).toBe(0);
    }
    for (const path of ['/creditos/cuotas', '/creditos/listado-AMA']) {
      await be.goto(path);
      await be.waitForURL((u) => u.pathname === '/prohibido');
    }
  });
});
