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
