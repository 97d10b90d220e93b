/**
 * Two staff on one record, in two browsers: both open the same investor, both edit 'Dirección'.
 * The first save wins; the second is refused by the API (412) instead of overwriting it, and the
 * conflict dialog shows both values while the second person's input stays in its field. 'Guardar
 * de todos modos' then saves it over the first knowingly.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, investorDetail, openAs } from './support/browser';

afterAll(closeBrowser);

describe('concurrent edits of one record', () => {
  it('the second save gets the conflict dialog, keeps its input, and may save anyway', async () => {
    const path = investorDetail('datos', 1);
    const [ana, bea] = await Promise.all([openAs(path, 'micro-admin'), openAs(path, 'super-admin')]);
    for (const page of [ana, bea])
      await page.getByRole('button', { name: 'Editar Dirección' }).first().waitFor();

    const open = async (page: typeof ana, value: string) => {
      await page.getByRole('button', { name: 'Editar Dirección' }).first().click();
      await page.getByLabel('Dirección', { exact: true }).fill(value);
    };
    const confirm = (page: typeof ana) => page.getByRole('button', { name: 'Confirmar' }).click();
    // Bea starts typing first; Ana saves meanwhile; then Bea saves.
    await open(bea, 'Calle de Bea 2');
    await open(ana, 'Calle de Ana 1');
    await confirm(ana);
    await ana
      .getByText(/información actualizada con éxito/i)
      .first()
      .waitFor();

    const puts: string[] = [];
    bea.on('request', (r) => {
      if (r.method() === 'PUT') puts.push(r.headers()['if-match'] ?? '(none)');
    });
    await confirm(bea);
    const dialog = bea.getByRole('dialog', { name: 'Otra persona ha cambiado este registro' });
    await dialog.waitFor();
    const row = dialog.getByRole('row', { name: /Dirección/ });
    await row.getByText('Calle de Ana 1').waitFor();
    await row.getByText('Calle de Bea 2').waitFor();
    // Nothing was written over Ana's save, and Bea's input is still in its field.
    expect(await bea.getByLabel('Dirección', { exact: true }).inputValue()).toBe('Calle de Bea 2');

    await dialog.getByRole('button', { name: 'Guardar de todos modos' }).click();
    await dialog.waitFor({ state: 'detached' });
    await bea.getByText('Calle de Bea 2').first().waitFor();
    expect(puts).toHaveLength(2);
    expect(puts[0]).toMatch(/^"\d+\.\d+"$/);
    expect(puts[1]).not.toBe(puts[0]);
    await ana.reload();
    await ana.getByText('Calle de Bea 2').first().waitFor();
  });
});
