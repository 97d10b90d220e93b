/**
 * Issue 14, the loan detail's actions panel end to end in Chromium against the real API and the
 * demo seed: a MICRO_ADMIN cancels a loan in study with a reason and reads the new status in the
 * header; an action the status does not allow is disabled with its reason; a COMERCIAL sees none
 * of the admin-only buttons.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

const detail = (tab: string, id: number | string) => `/creditos/detalle-credito/${tab}?credito=${id}`;

async function open(path: string, user: string): Promise<Page> {
  const { page } = await newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await login(page, user);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  return page;
}

/** A loan in this status ('' for any) the signed-in user may open (read with the session's own token). */
async function loanIn(page: Page, estadoCd: string): Promise<number> {
  return page.evaluate(async (estadoCd) => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
    const filter = estadoCd ? `estadoCd=${estadoCd}&` : '';
    const res = await fetch(`/api/financiaciones?${filter}order[id]=asc`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const first = (await res.json())['hydra:member'][0];
    if (!first) throw new Error(`no loan in ${estadoCd}`);
    return first.id as number;
  }, estadoCd);
}

describe('loan actions panel (issue 14)', () => {
  it('MICRO_ADMIN cancels a loan in study with a reason; the header shows the new status', async () => {
    const page = await open(detail('estado', 1), 'micro-admin');
    const id = await loanIn(page, 'EST');
    await page.goto(detail('estado', id));
    const panel = page.getByRole('region', { name: 'Acciones del crédito' });
    await panel.waitFor();
    // Not allowed in EST: disabled, described by the status table's reason.
    const rebill = panel.getByRole('button', { name: 'Cobrar cuota EC con tarjeta' });
    expect(await rebill.isDisabled()).toBe(true);
    await panel.getByText('La acción no está permitida con el crédito en estado «EST».').first().waitFor();
    // ADMIN-only actions are not offered.
    expect(await panel.getByRole('button', { name: 'Denegar crédito' }).count()).toBe(0);

    const form = panel.getByRole('form', { name: 'Cancelar crédito' });
    await form.getByLabel('Motivo').fill('Cliente desiste');
    await form.getByRole('button', { name: 'Cancelar crédito' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar Cancelar crédito' });
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await panel.getByText('Crédito cancelado').waitFor();
    // The header reads the loan again: CA0.
    await page.getByText('CA0', { exact: true }).first().waitFor();
    // Now cancelling is refused with the new status's reason.
    await panel.getByText('La acción no está permitida con el crédito en estado «CA0».').first().waitFor();
  });

  it('an ADMIN cancels an investment of a published loan from its row in the Inversores tab', async () => {
    const page = await open(detail('inversores', 1), 'admin');
    const id = await loanIn(page, 'PUB');
    await page.goto(detail('inversores', id));
    const investments = page.getByRole('region', { name: 'Inversiones', exact: true });
    const cancel = investments.getByRole('button', { name: 'Cancelar inversión', disabled: false }).first();
    await cancel.waitFor();
    const activeBefore = await investments
      .getByRole('button', { name: 'Cancelar inversión', disabled: false })
      .count();
    await cancel.click();
    await page
      .getByRole('dialog', { name: 'Confirmar Cancelar inversión' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await investments.getByText('Inversión cancelada').waitFor();
    // The table is read again: one cancellable investment fewer, the cancelled one says why.
    await expect
      .poll(() => investments.getByRole('button', { name: 'Cancelar inversión', disabled: false }).count())
      .toBe(activeBefore - 1);
    await investments.getByText('La inversión ya está cancelada.').first().waitFor();
  });

  it('a COMERCIAL sees none of the admin-only buttons', async () => {
    const page = await open(detail('estado', 1), 'comercial');
    // Any loan of theirs: none of the actions is theirs, whatever its status.
    const id = await loanIn(page, '');
    await page.goto(detail('estado', id));
    await page.getByRole('region', { name: 'Estado', exact: true }).getByText('Cantidad concedida').waitFor();
    expect(await page.getByRole('region', { name: 'Acciones del crédito' }).count()).toBe(0);
    for (const name of ['Cancelar crédito', 'Denegar crédito', 'Generar AMA', 'Borrar scores'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
  });
});
