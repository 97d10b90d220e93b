/**
 * Two staff on one record, in two browsers: both open the same investor, both edit 'Dirección'.
 * The first save wins; the second is refused by the API (412) instead of overwriting it, and the
 * conflict dialog shows both values while the second person's input stays in its field. 'Guardar
 * de todos modos' then saves it over the first knowingly. On a loan, an action sent on the version
 * a page showed while a colleague acted meanwhile is refused the same way.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, closeBrowser, investorDetail, loanDetail, openAs } from './support/browser';

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

  it('an action on a loan a colleague changed meanwhile gets the conflict dialog instead of running', async () => {
    const ana = await openAs(loanDetail('estado', 1), 'micro-admin');
    const loans = await apiAs<{ 'hydra:member': { id: number }[] }>(
      ana,
      '/api/financiaciones?estadoCd=EST&order[id]=desc',
    );
    const id = loans['hydra:member'][1]?.id;
    if (!id) throw new Error('no second loan in EST');
    await ana.goto(loanDetail('estado', id));
    const bea = await openAs(loanDetail('estado', id), 'admin');
    const cancelForm = (page: typeof ana) =>
      page
        .getByRole('region', { name: 'Acciones del crédito' })
        .getByRole('form', { name: 'Cancelar crédito' });
    const submit = (page: typeof ana) =>
      cancelForm(page).getByRole('button', { name: 'Cancelar crédito' }).click();
    const accept = (page: typeof ana) =>
      page
        .getByRole('dialog', { name: 'Confirmar Cancelar crédito' })
        .getByRole('button', { name: 'Aceptar' })
        .click();
    // Bea starts typing her reason (the page then keeps the loan as she sees it); Ana cancels meanwhile.
    await cancelForm(bea).getByLabel('Motivo').fill('Motivo de Bea');
    await cancelForm(ana).getByLabel('Motivo').fill('Motivo de Ana');
    await submit(ana);
    await accept(ana);
    await ana.getByText('Crédito cancelado').first().waitFor();

    const sent: string[] = [];
    bea.on('request', (r) => {
      if (r.url().includes('/cancelLoan/')) sent.push(r.headers()['if-match'] ?? '(none)');
    });
    await submit(bea);
    await accept(bea);
    const dialog = bea.getByRole('dialog', { name: 'Otra persona ha cambiado este registro' });
    await dialog.waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^"\d+"$/);
    // What changed meanwhile: the action was not run; the status Bea saw and the current one; who
    // changed the loan last (Ana, by name) and when.
    await expect.poll(() => dialog.textContent()).toContain('La acción no se ha realizado');
    const status = dialog.getByRole('row', { name: /^Estado/ });
    await status.waitFor();
    expect(await status.textContent()).toMatch(/CA0.*EST/);
    const text = (await dialog.textContent()) ?? '';
    expect(text).toMatch(/Último cambio: [^,]+, \d{1,2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    expect(text).not.toContain('Último cambio: otro usuario');
    // 'Recargar': nothing more is sent, the page reads the loan again and shows Ana's cancellation.
    await dialog.getByRole('button', { name: 'Recargar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await bea.getByText('CA0', { exact: true }).first().waitFor();
    expect(sent).toHaveLength(1);
    const trail = await apiAs<{ 'hydra:member': { action: string }[] }>(
      ana,
      `/api/auditLog?resource=${encodeURIComponent(`/api/creditos/${id}`)}`,
    );
    expect(trail['hydra:member'].filter((e) => e.action === 'cancelLoan')).toHaveLength(1);
  });
});
