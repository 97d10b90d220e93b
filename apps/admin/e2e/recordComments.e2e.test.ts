/**
 * The comments of a loan and of an investor, end to end against the real API and the demo seed:
 * the same modal and department rules as an affiliate's. A RISK user reads a loan's seeded
 * comments and adds one under 'Riesgos' (automatic, no delete control); a MICRO_ADMIN chooses the
 * department of an investor's comment; a SUPER_ADMIN deletes it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, closeBrowser, investorDetail, loanDetail, openAs } from './support/browser';

afterAll(closeBrowser);

interface Members<T> {
  'hydra:member': T[];
}

describe('comments on loans and investors', () => {
  it('RISK reads a loan’s comments and adds one, filed under Riesgos', async () => {
    const page = await openAs(loanDetail('estado', 1), 'risk');
    const loans = await apiAs<Members<{ id: number }>>(page, '/api/financiaciones?order[id]=asc');
    let id = 0;
    let seeded = 0;
    for (const l of loans['hydra:member'].slice(0, 40)) {
      seeded = (await apiAs<Members<unknown>>(page, `/api/creditos/${l.id}/comentariosList`))['hydra:member']
        .length;
      if (seeded > 0) {
        id = l.id;
        break;
      }
    }
    expect(seeded).toBeGreaterThan(0);
    await page.goto(loanDetail('estado', id));
    await page.getByRole('button', { name: 'Comentarios', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Comentarios de F${String(id).padStart(7, '0')}` });
    const list = dialog.getByRole('list', { name: 'Comentarios' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(seeded);
    await dialog.getByText('Departamento: Riesgos').waitFor();
    expect(await dialog.getByRole('button', { name: /Eliminar el comentario/ }).count()).toBe(0);

    const text = `Revisado por riesgos ${Date.now()}`;
    await dialog.getByLabel('Comentario', { exact: true }).fill(text);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    const added = list.getByRole('listitem').filter({ hasText: text });
    await added.waitFor();
    expect(await added.textContent()).toContain('Riesgos');
    expect(await list.getByRole('listitem').count()).toBe(seeded + 1);
  });

  it('MICRO_ADMIN chooses the department of an investor’s comment; SUPER_ADMIN deletes it', async () => {
    const page = await openAs('/inversores/inversores', 'micro-admin');
    const investors = await apiAs<Members<{ id: number }>>(page, '/api/inversores?order[id]=asc');
    const id = investors['hydra:member'][0]?.id;
    expect(id).toBeDefined();
    await page.goto(investorDetail('datos', id ?? 0));
    await page.getByRole('button', { name: 'Comentarios', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Comentarios de / });
    const text = `Llamada al inversor ${Date.now()}`;
    await dialog.getByLabel('Comentario', { exact: true }).fill(text);
    await dialog.getByLabel('Departamento').selectOption('Operaciones');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    const added = dialog.getByRole('listitem').filter({ hasText: text });
    await added.waitFor();
    expect(await added.textContent()).toContain('Operaciones');

    const admin = await openAs(investorDetail('datos', id ?? 0), 'super-admin');
    await admin.getByRole('button', { name: 'Comentarios', exact: true }).click();
    const item = admin
      .getByRole('dialog', { name: /^Comentarios de / })
      .getByRole('listitem')
      .filter({ hasText: text });
    await item.getByRole('button', { name: /Eliminar el comentario/ }).click();
    await item
      .getByRole('group', { name: /Eliminar el comentario/ })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await item.waitFor({ state: 'detached' });
  });
});
