/**
 * Issue 13, the loan detail end to end in Chromium against the real API and the demo seed:
 * MICRO_ADMIN opens a loan by URL and visits every tab; a COMERCIAL sees no score detail (only the
 * latest successful scrape report); BE opens a loan from the finder; a loan that does not exist
 * lands on the financing list with notFound.
 */
import { formatEur, isoToDisplay, LOAN_DETAIL } from '@backoffice/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, closeBrowser, login, newPage } from './support/browser';
import { visitEveryTab } from './support/loanTabs';

afterAll(closeBrowser);

const detail = (tab: string, id: number | string) => `/creditos/detalle-credito/${tab}?credito=${id}`;

async function open(path: string, user: string): Promise<Page> {
  const { page } = await newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await login(page, user);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  return page;
}

/** A loan the signed-in user may open that has bank scrapes (read with the session's own token). */
async function loanWithScrapes(page: Page, filter = ''): Promise<number> {
  return page.evaluate(async (filter) => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
    const get = async (path: string) =>
      (await fetch(path, { headers: { authorization: `Bearer ${token}` } })).json();
    const list = await get(`/api/financiaciones?order[id]=asc${filter}`);
    for (const l of list['hydra:member'].slice(0, 60)) {
      const reports = await get(`/api/creditos/${l.id}/ins_scrape_reports`);
      if (reports['hydra:member'].length > 0) return l.id as number;
    }
    throw new Error('no loan with scrapes in scope');
  }, filter);
}

describe('loan detail (issue 13)', () => {
  it('MICRO_ADMIN opens a loan by URL and visits every tab, each with its content', async () => {
    const page = await open(detail('estado', 1), 'micro-admin');
    // A loan being repaid (phase FA) has installments, payments and investors to show.
    const id = await loanWithScrapes(page, '&phase=FA');
    await page.goto(detail('estado', id));
    await page.getByRole('heading', { level: 1, name: /^[FBC]\d{7}$/ }).waitFor();
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(name).toMatch(new RegExp(`^[FBC]${String(id).padStart(7, '0')}$`));
    await page.getByRole('region', { name: 'Valores calculados' }).getByText('Cuota mensual').waitFor();
    expect(await page.getByRole('tab').count()).toBe(LOAN_DETAIL.tabs.length);

    // A loan with scrapes: its scoring tab shows the borrower's part.
    await visitEveryTab(page, id, { scoring: /Prestatario/ });

    // Scoring as MICRO_ADMIN: the full view, with the scoring detail and an account's transactions.
    await page.getByRole('tab', { name: 'Scoring' }).click();
    await page.getByRole('region', { name: 'Detalle del scoring' }).waitFor();
    const pages: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ins_trans')) pages.push(new URL(r.url()).searchParams.get('page') ?? '');
    });
    const show = page.getByRole('button', { name: /^Ver movimientos de / }).first();
    await show.click();
    const movements = page.getByRole('table', { name: /^Movimientos / }).first();
    await movements.getByRole('rowheader').first().waitFor();
    // loans §7: more pages follow the collection's hydra:view next link (30 a page).
    const dataRows = () => movements.locator('tbody tr:not(:has(th))').count();
    expect(await dataRows()).toBe(30);
    await page.getByRole('button', { name: 'Cargar más movimientos' }).first().click();
    await expect.poll(dataRows, { timeout: 15_000 }).toBeGreaterThan(30);
    expect(pages).toEqual(['1', '2']);
    // The opened account's holders (GET /api/ins_cuentas/{id}/ins_titulars): the main one first.
    const holders = page.getByRole('table', { name: /^Titulares de / }).first();
    await holders.getByRole('row').nth(1).waitFor();
    expect(await holders.getByRole('row').nth(1).textContent()).toMatch(/Sí$/);
  });

  it('each tab reads its own data when it is opened, not before (issue 13)', async () => {
    const page = await open(detail('estado', 1), 'micro-admin');
    const id = await loanWithScrapes(page, '&phase=FA');
    const reads: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/')) reads.push(u.pathname);
    });
    await page.goto(detail('estado', id));
    await page.getByRole('region', { name: 'Estado' }).getByText('Cantidad concedida').waitFor();
    const others = [
      `/api/creditos/${id}/cuotas`,
      `/api/creditos/${id}/ins_scrape_reports`,
      `/api/creditos/${id}/investorsList`,
      `/api/creditos/${id}/statusHistoryList`,
      '/api/pay_methods',
    ];
    expect(reads.filter((p) => others.includes(p))).toEqual([]);
    expect(reads).toContain(`/api/loanControlDetail/${id}`);
    await page.getByRole('tab', { name: 'Cuotas', exact: true }).click();
    await page
      .getByRole('region', { name: 'Cuotas', exact: true })
      .getByText(/Retraso acumulado/)
      .waitFor();
    expect(reads).toContain(`/api/creditos/${id}/cuotas`);
    expect(reads).not.toContain(`/api/creditos/${id}/ins_scrape_reports`);
  });

  it("MICRO_ADMIN sees a detailed loan's borrower info, ID document and car on the Prestatario tab", async () => {
    const page = await open(detail('estado', 1), 'micro-admin');
    // A seeded detailed loan with all three linked (its ID expired), and one without a car.
    const seeded = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
      const get = async (path: string) =>
        (await fetch(path, { headers: { authorization: `Bearer ${token}` } })).json();
      const list = await get('/api/financiaciones?order[id]=asc');
      let noCar: number | null = null;
      for (const l of list['hydra:member'].slice(0, 60)) {
        const d = await get(`/api/loanControlDetail/${l.id}`);
        if (!d.carInfo && noCar === null) noCar = l.id;
        if (!d.borrowerInfo || !d.carInfo || !d.idInfo) continue;
        const [b, c, i] = await Promise.all([get(d.borrowerInfo), get(d.carInfo), get(d.idInfo)]);
        if (i.expired && noCar !== null) return { id: l.id as number, noCar: noCar as number, b, c, i };
      }
      throw new Error('no detailed loan with car info and an expired ID in scope');
    });
    const { b, c, i } = seeded;
    await page.goto(detail('prestatario', seeded.id));
    const value = (region: string, term: string) =>
      page
        .getByRole('region', { name: region })
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await value('Información del prestatario', 'Situación laboral').waitFor();
    expect(await value('Información del prestatario', 'Situación laboral').textContent()).toBe(b.employment);
    expect(await value('Información del prestatario', 'Ingresos mensuales').textContent()).toBe(
      formatEur(b.monthlyIncome),
    );
    expect(await value('Información del prestatario', 'Vivienda').textContent()).toBe(b.housing);
    expect(await value('Información del prestatario', 'Personas a cargo').textContent()).toBe(
      String(b.dependants),
    );
    expect(await value('Documento de identidad', 'Número de documento').textContent()).toBe(i.documentNumber);
    const expiry = await value('Documento de identidad', 'Fecha de caducidad').textContent();
    expect(expiry).toContain(isoToDisplay(i.expiryDate));
    expect(expiry).toContain('Caducado');
    expect(await value('Documento de identidad', 'Estado de verificación').textContent()).toBe(
      i.verificationStatus,
    );
    expect(await value('Vehículo', 'Marca').textContent()).toBe(c.make);
    expect(await value('Vehículo', 'Modelo').textContent()).toBe(c.model);
    expect(await value('Vehículo', 'Matrícula').textContent()).toBe(c.plate);
    expect(await value('Vehículo', 'Precio').textContent()).toBe(formatEur(c.price));

    // A loan without a car: its Vehículo section is empty, the others still show.
    await page.goto(detail('prestatario', seeded.noCar));
    await page
      .getByRole('region', { name: 'Vehículo' })
      .getByRole('heading', { name: 'No hay resultados' })
      .waitFor();
    await page.getByRole('region', { name: 'Documento de identidad' }).waitFor();
  });

  it('a COMERCIAL sees only the latest successful scrape report, with no score detail', async () => {
    const page = await open(detail('estado', 1), 'comercial');
    const id = await loanWithScrapes(page);
    await page.goto(detail('scoring', id));
    const note = page.getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toContain('solo el último análisis correcto');
    await page.getByRole('region', { name: /^Último análisis correcto · Prestatario/ }).waitFor();
    expect(await page.getByRole('region', { name: 'Detalle del scoring' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Killers' }).count()).toBe(0);
    expect(await page.getByText('Análisis anteriores').count()).toBe(0);
  });

  it('BE opens a loan from the finder', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await login(page, 'be');
    await page.waitForURL((u) => u.pathname !== '/login');
    const finder = page.getByRole('combobox', { name: 'Buscador' });
    await finder.fill('F000000');
    const hit = page.getByRole('option', { name: /^F000000\d/ }).first();
    await hit.waitFor();
    const code = ((await hit.textContent()) ?? '').match(/F\d{7}/)?.[0];
    await hit.click();
    await page.waitForURL((u) => u.pathname === '/creditos/detalle-credito/estado');
    await page.getByRole('heading', { level: 1, name: code }).waitFor();
    await page.getByRole('region', { name: 'Estado' }).getByText('Cantidad concedida').waitFor();
  });

  it('BE opens a borrower from the finder: the credit detail of its code (loans §2)', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await login(page, 'be');
    await page.waitForURL((u) => u.pathname !== '/login');
    // A borrower's e-mail (unique), read with the session's own token.
    const email = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
      const get = async (path: string) =>
        (await fetch(path, { headers: { authorization: `Bearer ${token}` } })).json();
      const loan = (await get('/api/financiaciones?order[id]=asc'))['hydra:member'][0];
      return (await get(loan.user)).email as string;
    });
    await page.getByRole('combobox', { name: 'Buscador' }).fill(email);
    const group = page.getByRole('group', { name: 'Prestatarios' });
    const hit = group.getByRole('option').first();
    await hit.waitFor();
    // The hit names the borrower's latest loan by its code; choosing it opens that loan's detail.
    const label = (await hit.textContent()) ?? '';
    await hit.click();
    await page.waitForURL((u) => u.pathname === '/creditos/detalle-credito/estado');
    const credito = new URL(page.url()).searchParams.get('credito') ?? '';
    expect(credito).toMatch(/^\d+$/);
    const loan = await apiAs<{ code: string }>(page, `/api/loanControlDetail/${credito}`);
    expect(label.startsWith(`${loan.code} · `)).toBe(true);
    await page
      .getByRole('heading', { level: 1, name: new RegExp(`^[FBC]${credito.padStart(7, '0')}$`) })
      .waitFor();
    await page.getByRole('region', { name: 'Estado' }).getByText('Cantidad concedida').waitFor();
  });

  it('a loan id that does not exist lands on the financing list with notFound', async () => {
    const page = await open(detail('estado', 1), 'micro-admin');
    await page.goto(detail('estado', 987654321));
    await page.waitForURL((u) => u.pathname === '/creditos/financiaciones');
    expect(new URL(page.url()).searchParams.get('notFound')).toBe('1');
    // loans §8: the list says so.
    await page.locator('main').getByRole('alert').filter({ hasText: 'Financiación no encontrada' }).waitFor();
  });
});
