import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

/** Issue 12: every role lands on a page it may see, inside the layout, with 'Salir' at hand. */
describe('the shell for every role', () => {
  it.each(['judicial', 'ventas', 'micro-recobro'])(
    '%s lands on its home with the menu, and Salir logs it out',
    async (user) => {
      const { page, context } = await newPage();
      await page.goto('/login');
      await login(page, user);
      await page.waitForURL((u) => u.pathname === '/inicio');
      await page.getByRole('heading', { level: 1, name: /^Bienvenido/ }).waitFor();
      await page.getByText(/todavía no tiene ninguna área asignada/).waitFor();
      const nav = page.getByRole('navigation', { name: 'Menú principal' });
      await nav.getByRole('link', { name: 'Inicio' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBe('page');

      await page.getByRole('button', { name: /^Menú de usuario de / }).click();
      const items = page.getByRole('menu').getByRole('menuitem');
      // 'Mi horario' is for COMERCIAL and MICRO_ADMIN: not offered here.
      expect(await items.allTextContents()).toEqual(['Salir']);
      await items.first().click();
      await page.waitForURL((u) => u.pathname === '/login');
      await context.close();
    },
  );

  it('shows /prohibido inside the layout and Volver al inicio leads to a page the role may open', async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fafiliados%2Flista-afiliados');
    await login(page, 'ventas');
    await page.waitForURL((u) => u.pathname === '/prohibido');
    await page.getByRole('heading', { level: 1, name: 'Acceso restringido' }).waitFor();
    await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
    await page.getByRole('button', { name: /^Menú de usuario de / }).waitFor();
    await page.getByRole('button', { name: 'Volver al inicio' }).click();
    await page.waitForURL((u) => u.pathname === '/inicio');
    await page.getByRole('heading', { level: 1, name: /^Bienvenido/ }).waitFor();
    await context.close();
  });

  it('reaches a third-level entry: ADMIN opens an affiliate arrears list from the menu', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/');
    const affiliates = page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('group', { name: 'Afiliados' });
    await affiliates.getByRole('button', { name: 'Listados' }).click();
    await affiliates.getByRole('button', { name: 'Morosidad' }).click();
    await affiliates.getByRole('link', { name: 'Todos 3+' }).click();
    await page.waitForURL((u) => u.pathname === '/afiliados/listados/morosidad/all3+');
    // The title follows the route once the page has rendered.
    await page.waitForFunction(() => document.title === 'Morosidad de afiliados');
    expect(await page.getByRole('link', { name: 'Todos 3+' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it.each(['micro-admin', 'admin', 'super-admin'])(
    "'Mis afiliados' of %s shows the affiliates it manages",
    async (user) => {
      const { page, context } = await newPage();
      await page.goto('/login?redirect=%2Fafiliados%2Fafiliados');
      await login(page, user);
      await page.waitForURL((u) => u.pathname === '/afiliados/afiliados');
      const main = page.locator('main');
      // The table's body rows (the second rowgroup; the first holds the header).
      await main.getByRole('rowgroup').nth(1).getByRole('row').first().waitFor();
      expect(await main.getByText('Ningún afiliado cumple los filtros.').count()).toBe(0);
      await context.close();
    },
  );

  it.each(['micro-admin', 'comercial'])(
    'a file report opened by its address downloads for %s instead of crashing',
    async (user) => {
      const { page, context } = await newPage();
      const crashes: string[] = [];
      page.on('pageerror', (e) => crashes.push(e.message));
      await page.goto('/login?redirect=%2Flistados%2FreportList%2Fventas-comerciales');
      const [download] = await Promise.all([page.waitForEvent('download'), login(page, user)]);
      expect(download.suggestedFilename()).toBe('Ventas por comercial.xlsx');
      expect(
        readFileSync(await download.path())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
      await page.getByRole('heading', { level: 1, name: 'Ventas por comercial' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/listados/reportList/ventas-comerciales');
      // A refresh downloads it again.
      const [again] = await Promise.all([page.waitForEvent('download'), page.reload()]);
      expect(again.suggestedFilename()).toBe('Ventas por comercial.xlsx');
      expect(crashes).toEqual([]);
      await context.close();
    },
  );
});
