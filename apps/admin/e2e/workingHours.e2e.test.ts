import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

describe('Control Horario', () => {
  it('fills in a day, confirms in the modal, and finds it saved and read-only after a reload', async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fempleados%2Fcontrol-horario');
    await login(page, 'comercial');
    await page.waitForURL((u) => u.pathname === '/empleados/control-horario');
    await page.getByRole('heading', { name: /Imputación de horas trabajadas durante el mes de/ }).waitFor();

    // The first day of the shown week that still takes hours (past or today, not yet saved).
    const days = page.getByRole('main').getByRole('group');
    await days.first().waitFor();
    let day = null;
    for (const candidate of await days.all()) {
      if (await candidate.getByLabel('Jornada completa (8 h)').isEnabled()) {
        day = candidate;
        break;
      }
    }
    expect(day, 'an editable day in the current week').not.toBeNull();
    if (!day) return;
    const dayName = await day.getAttribute('aria-label');
    // The week may already hold saved hours (the demo seed imputes some): the total adds 8.
    const totalOf = async () =>
      Number(/Total: (\d+) horas/.exec((await page.getByText(/^Total: /).textContent()) ?? '')?.[1]);
    const before = await totalOf();

    await day.getByLabel('Jornada completa (8 h)').check();
    expect(await day.getByLabel('Horas').isDisabled()).toBe(true);
    await page.getByText(`Total: ${before + 8} horas`).waitFor();

    await page.getByRole('button', { name: 'Confirmar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmación de horas trabajadas' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`¿Está seguro de confirmar las ${before + 8} horas?`);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Horas imputadas con éxito').waitFor();

    await page.reload();
    const saved = page.getByRole('group', { name: dayName ?? '' });
    await saved.getByText('Imputado').waitFor();
    expect(await saved.getByLabel('Jornada completa (8 h)').isChecked()).toBe(true);
    expect(await saved.getByLabel('Jornada completa (8 h)').isDisabled()).toBe(true);
    expect(await saved.getByLabel('Motivo').inputValue()).toBe('HORARIO_CUMPLIDO');
    await context.close();
  });
});
