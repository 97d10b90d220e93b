/**
 * Issue 16 end to end: listings opened as their roles, ordered by a header (the order in the URL),
 * a refused role, the general arrears form building its route, and a download whose bytes arrive
 * while 'El fichero se esta descargando' shows.
 */
import { readFileSync } from 'node:fs';
import { LISTING_PATHS, listingRoute } from '@backoffice/domain/listings';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

async function open(path: string, user: string): Promise<Page> {
  const { page } = await newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await login(page, user);
  await page.waitForURL((u) => u.pathname === decodeURIComponent(path.split('?')[0] ?? ''));
  return page;
}

const main = (page: Page) => page.locator('main');
const bodyRows = (page: Page, name: string) =>
  main(page).getByRole('table', { name }).getByRole('rowgroup').nth(1).getByRole('row');
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

describe('listings (issue 16)', () => {
  it('ADMIN orders the EAM/RET/AMA/AMO states by amount; the URL keeps it; a code opens the loan', async () => {
    const title = 'Estados EAM, RET, AMA y AMO';
    const page = await open('/creditos/listados/estados-creditos-EAM-RET-AMA-AMO', 'admin');
    await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
    await bodyRows(page, title).first().waitFor();
    await main(page)
      .getByRole('button', { name: /^Cantidad/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get('order[cantidad]') === 'asc');
    await expect
      .poll(async () => {
        const cells = await bodyRows(page, title).locator('[role="cell"]:nth-child(5)').allTextContents();
        const amounts = cells.slice(0, 10).map(euros);
        return amounts.length > 1 && amounts.every((a, i) => i === 0 || (amounts[i - 1] ?? 0) <= a);
      })
      .toBe(true);
    const code = bodyRows(page, title).first().getByRole('link');
    const href = await code.getAttribute('href');
    expect(href).toMatch(/^\/creditos\/detalle-credito\/estado\?credito=\d+$/);
    await code.click();
    await page.waitForURL((u) => u.pathname === '/creditos/detalle-credito/estado');
    await page.context().close();
  });

  it('SUPER_ADMIN builds the general arrears route with its form and sees the list', async () => {
    const page = await open('/listados/morosidad/0/0/todos/plataforma', 'super-admin');
    const form = main(page).getByRole('form', { name: 'Listado de morosidad' });
    await form.getByLabel('Días de impago (mínimo)').fill('30');
    await form.getByLabel('Morosos con tres cuotas o más').selectOption('1');
    await form.getByRole('button', { name: 'Ver listado' }).click();
    await page.waitForURL((u) => u.pathname === '/listados/morosidad/30/1/todos/plataforma');
    await bodyRows(page, 'Morosidad').first().waitFor();
    const days = await bodyRows(page, 'Morosidad').locator('[role="cell"]:nth-child(10)').allTextContents();
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => Number(d.replace(/\D/g, '')) >= 30)).toBe(true);
    await page.context().close();
  });

  it('RECOBRO opens the last collections; COMERCIAL is refused a listing', async () => {
    const page = await open('/creditos/listados/ultimos-cobros', 'recobro');
    await bodyRows(page, 'Últimos cobros').first().waitFor();
    await page.context().close();
    const { page: other, context } = await newPage();
    await other.goto('/login?redirect=%2Fcreditos%2Flistados%2Fultimos-cobros');
    await login(other, 'comercial');
    await other.waitForURL((u) => u.pathname === '/prohibido');
    await context.close();
  });

  it('MICRO_ADMIN downloads the wallets listing: progress while it runs, then the file', async () => {
    const title = 'Disponible en monederos';
    const page = await open('/listados/disponible-en-monederos', 'micro-admin');
    await bodyRows(page, title).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await main(page).getByRole('button', { name: 'Descargar Excel' }).click();
        // The alert of §8 (the screen's progress line and the notification say it while it runs).
        await page.getByText('El fichero se esta descargando').first().waitFor();
      })(),
    ]);
    expect(download.suggestedFilename()).toBe(`${title}.xlsx`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    await page.context().close();
  });

  it("'Usuario o email' finds a wallet by its username, not only by its e-mail", async () => {
    const title = 'Disponible en monederos';
    const page = await open('/listados/disponible-en-monederos', 'micro-admin');
    await bodyRows(page, title).first().waitFor();
    // A row whose username is not part of its e-mail: only a search of the username finds it.
    const { 'hydra:member': rows } = await apiAs<{ 'hydra:member': { usuario: string; email: string }[] }>(
      page,
      '/api/listados/disponible-en-monederos',
    );
    const row = rows.find((r) => r.usuario && !r.email.toLowerCase().includes(r.usuario.toLowerCase()));
    if (!row) throw new Error('no wallet whose username is not in its e-mail');
    await main(page).getByLabel('Usuario o email').fill(row.usuario);
    await main(page).getByRole('button', { name: 'Filtrar' }).click();
    await expect
      .poll(async () => {
        const texts = await bodyRows(page, title).allTextContents();
        return texts.length > 0 && texts.every((t) => t.includes(row.usuario));
      })
      .toBe(true);
    expect((await bodyRows(page, title).allTextContents()).some((t) => t.includes(row.email))).toBe(true);
    await page.context().close();
  });

  it('every listing route of the domain table shows its listing to an allowed role, none under construction', async () => {
    const sample: Record<string, string> = {
      variant: 'all+',
      platform: 'plataforma',
      product: 'plataforma',
      ge: '0',
      morososTresMas: '0',
      tipo: 'todos',
      producto: 'plataforma',
    };
    const byUser = new Map<string, { path: string; title: string }[]>();
    for (const [id, pattern] of Object.entries(LISTING_PATHS)) {
      const route = listingRoute(id);
      const role = route?.roles[0];
      if (!route || !role) throw new Error(`no route for ${id}`);
      const user = role.slice(5).toLowerCase().replace(/_/g, '-');
      const path = pattern.replace(/\{([^}]+)\}/g, (_, name: string) => sample[name] ?? '');
      byUser.set(user, [...(byUser.get(user) ?? []), { path, title: route.title }]);
    }
    for (const [user, listings] of byUser) {
      const { page, context } = await newPage();
      await page.goto('/login');
      await login(page, user);
      await page.waitForURL((u) => u.pathname !== '/login');
      for (const { path, title } of listings) {
        await page.goto(path);
        await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
        await main(page).getByRole('table', { name: title }).getByRole('columnheader').first().waitFor();
        expect(await main(page).getByText('En construcción').count(), path).toBe(0);
      }
      await context.close();
    }
  });
});
