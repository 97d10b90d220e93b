import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

describe('issue 16, tools', () => {
  it("a COMERCIAL opens /empleados/vacaciones and finds the placeholder; 'Mis vacaciones' is disabled", async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fempleados%2Fvacaciones');
    await login(page, 'comercial');
    await page.waitForURL((u) => u.pathname === '/empleados/vacaciones');
    await page.getByRole('heading', { level: 1, name: 'Vacaciones' }).waitFor();
    await page.getByText('Vacation Tracker...').waitFor();
    expect(await page.getByText('En construcción').count()).toBe(0);

    await page.getByRole('button', { name: /^Menú de usuario de / }).click();
    const vacations = page.getByRole('menu').getByRole('menuitem', { name: 'Mis vacaciones' });
    expect(await vacations.isDisabled()).toBe(true);
    await context.close();
  });
});

describe('issue 16, IT tools', () => {
  it('an ADMIN titulizes the loans a filter selects, after seeing the totals and confirming', async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fit-tools%2Ftitulizar-creditos');
    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/it-tools/titulizar-creditos');
    await page.getByRole('heading', { level: 1, name: 'Titulizar créditos' }).waitFor();

    await page.getByLabel('Estado').selectOption('AMO');
    await page.getByLabel('Tipo').selectOption('financiacion');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const totals = page.getByRole('region', { name: 'Totales' });
    await totals.waitFor();
    const eligible = Number(
      await totals.getByText('Se pueden titulizar').locator('xpath=following-sibling::dd').textContent(),
    );
    expect(eligible).toBeGreaterThan(0);

    await page.getByLabel('Fondo de titulización').fill('FT E2E 2026');
    const label = `Titulizar ${eligible} ${eligible === 1 ? 'crédito' : 'créditos'}`;
    await page.getByRole('button', { name: label }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar titulización' });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${eligible} ${eligible === 1 ? 'crédito titulizado' : 'créditos titulizados'}` })
      .waitFor();
    // The preview is read again: those loans are in a fund now, none is left to titulize.
    await page.getByRole('button', { name: 'Titulizar 0 créditos' }).waitFor();
    expect(await page.getByRole('row', { name: /FT E2E 2026/ }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
