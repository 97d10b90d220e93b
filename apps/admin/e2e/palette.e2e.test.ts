/**
 * The keyboard palette, end to end in Chromium against the real API: Control+K opens it, a page is
 * found by its Spanish title without its accents and opened with Enter, a record is found through
 * the finder's search, chosen with the arrow keys and opened with Enter, and on a record's detail
 * the actions of its panel are offered (disabled with the panel's reason) and run as their buttons.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, closeBrowser, loanDetail, login, newPage, openAs } from './support/browser';

afterAll(closeBrowser);

const palette = (page: Page) => page.getByRole('dialog', { name: 'Buscar y abrir' });
const input = (page: Page) => palette(page).getByRole('combobox', { name: 'Página, acción o registro' });
/** The text of the option aria-activedescendant points at. */
async function activeText(page: Page): Promise<string> {
  const id = await input(page).getAttribute('aria-activedescendant');
  return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
}

describe('keyboard palette', () => {
  it('Control+K, a page title typed without accents, Enter: the page opens', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'micro-admin');
    await page.waitForURL((u) => u.pathname === '/');
    // The shortcut belongs to the shell: wait for its button.
    await page.getByRole('button', { name: 'Ir a…' }).waitFor();

    await page.keyboard.press('Control+K');
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await input(page).pressSequentially('dashboard creditos');
    await palette(page)
      .getByRole('option', { name: /Dashboard de créditos/ })
      .waitFor();
    expect(await activeText(page)).toContain('Dashboard de créditos');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/creditos/dashboard');
    expect(await palette(page).count()).toBe(0);
    await context.close();
  });

  it('a record found by the finder’s search is chosen with the arrow keys and its detail opens', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'micro-admin');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('button', { name: 'Ir a…' }).waitFor();
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/search?q=')) searches.push(new URL(r.url()).searchParams.get('q') ?? '');
    });

    await page.keyboard.press('Control+K');
    // Accents aside: the seed's 'Fisioterapia González' is AF00016.
    await input(page).pressSequentially('fisioterapia gonzalez');
    const hit = palette(page).getByRole('option', { name: /AF00016 · Fisioterapia González/ });
    await hit.waitFor();
    expect(searches).toEqual(['fisioterapia gonzalez']);
    await expect.poll(() => palette(page).getByRole('status').textContent()).toMatch(/^\d+ resultados?$/);
    for (let i = 0; i < 10 && !(await activeText(page)).includes('AF00016'); i++) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await activeText(page)).toContain('AF00016');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/afiliados/detalle-afiliado/datos-contacto');
    expect(new URL(page.url()).searchParams.get('afiliado')).toBe('16');
    await context.close();
  });

  it('on the affiliate’s tools, the palette runs a tool the user may run', async () => {
    const { page, context } = await newPage();
    const path = '/afiliados/detalle-afiliado/herramientas?afiliado=16';
    await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
    await login(page, 'micro-admin');
    await page.getByRole('button', { name: 'Calcular score' }).waitFor();
    const runs: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/tools/microadmin/analizePDV/'))
        runs.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });

    await page.keyboard.press('Control+K');
    await input(page).pressSequentially('calcular');
    const action = palette(page)
      .getByRole('group', { name: 'Acciones' })
      .getByRole('option', { name: /Calcular score/ });
    await action.waitFor();
    expect(await activeText(page)).toContain('Calcular score');
    await page.keyboard.press('Enter');
    await page.getByText('Score calculado con éxito').waitFor();
    expect(runs).toEqual(['PUT /api/tools/microadmin/analizePDV/16']);
    // MP2P and money out are ADMIN tools: the panel does not show them to a MICRO_ADMIN, nor does
    // the palette offer them.
    expect(await page.getByRole('form', { name: 'Money out' }).count()).toBe(0);
    await page.keyboard.press('Control+K');
    await input(page).pressSequentially('money');
    // Once the record search has answered, the live region says how many: none are actions.
    await expect
      .poll(() => palette(page).getByRole('status').textContent())
      .toMatch(/^(Sin resultados|\d+ resultados?)$/);
    expect(await palette(page).getByRole('group', { name: 'Acciones' }).count()).toBe(0);
    expect(runs).toHaveLength(1);
    await context.close();
  });

  it('on a loan detail, the actions panel’s entries: one refused with its reason, one run through its confirmation', async () => {
    const page = await openAs(loanDetail('estado', 1), 'micro-admin');
    const { 'hydra:member': inStudy } = await apiAs<{ 'hydra:member': { id: number }[] }>(
      page,
      '/api/financiaciones?estadoCd=EST&order[id]=asc',
    );
    const id = inStudy[0]!.id;
    // Another tab than the panel's: the palette offers the loan's actions on every tab.
    await page.goto(loanDetail('cuotas', id));
    await page.getByRole('region', { name: 'Cuotas', exact: true }).waitFor();
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/'))
        writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    const actions = palette(page).getByRole('group', { name: 'Acciones' });

    await page.keyboard.press('Control+K');
    await input(page).pressSequentially('cobrar cuota');
    const refused = actions.getByRole('option', { name: /Cobrar cuota EC con tarjeta/ });
    await refused.waitFor();
    expect(await refused.getAttribute('aria-disabled')).toBe('true');
    expect(await refused.textContent()).toContain(
      'La acción no está permitida con el crédito en estado «EST».',
    );
    await page.keyboard.press('Enter');
    expect(await palette(page).count()).toBe(1);
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+K');
    await input(page).pressSequentially('borrar scores');
    await actions.getByRole('option', { name: /Borrar scores/ }).waitFor();
    expect(await activeText(page)).toContain('Borrar scores');
    await page.keyboard.press('Enter');
    // The panel's tab opens and the panel asks its own confirmation.
    await page.waitForURL((u) => u.pathname === '/creditos/detalle-credito/estado');
    const dialog = page.getByRole('dialog', { name: 'Confirmar Borrar scores' });
    await dialog.waitFor();
    expect(writes).toEqual([]);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    const panel = page.getByRole('region', { name: 'Acciones del crédito' });
    await panel.getByText('Scores borrados').waitFor();
    expect(writes).toEqual([`PUT /api/creditos/${id}`]);
    const loan = await apiAs<{ scoreSimplai: number | null }>(page, `/api/creditos/${id}`);
    expect(loan.scoreSimplai).toBe(3);
    await page.context().close();
  });
});
