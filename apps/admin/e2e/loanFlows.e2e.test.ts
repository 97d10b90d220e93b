/**
 * Issue 14 (flows) end to end, in Chromium against the real API and the demo seed (FOUR_EYES on):
 * a MICRO_ADMIN approves a loan in study through the lender modal and the loan shows PUB; an ADMIN
 * asks a payment reset, is told it waits for another person, a second ADMIN (admin-2) approves it
 * in /aprobaciones, the loan shows EST and its 'Historial de acciones' names both people.
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

/** The first loan in this status (read with the session's own token). */
async function loanIn(page: Page, estadoCd: string): Promise<number> {
  return page.evaluate(async (estadoCd) => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
    const res = await fetch(`/api/financiaciones?estadoCd=${estadoCd}&order[id]=asc`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const first = (await res.json())['hydra:member'][0];
    if (!first) throw new Error(`no loan in ${estadoCd}`);
    return first.id as number;
  }, estadoCd);
}

describe('loan flows (issue 14)', () => {
  it('a MICRO_ADMIN approves a loan in study through the lender modal: the loan shows PUB', async () => {
    const page = await open(detail('estado', 1), 'micro-admin');
    const id = await loanIn(page, 'SBY');
    await page.goto(detail('estado', id));
    const panel = page.getByRole('region', { name: 'Acciones del crédito' });
    await panel.getByRole('button', { name: 'Aprobar crédito' }).click();
    const modal = page.getByRole('dialog', { name: 'Aprobar crédito' });
    const funder = modal.getByRole('combobox', { name: 'Financiador' });
    await funder.waitFor();
    await expect.poll(() => funder.isDisabled()).toBe(false);
    const options = await funder
      .locator('option')
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
    expect(options.length).toBeGreaterThan(0);
    // Without a funder Aprobar stays disabled.
    expect(await modal.getByRole('button', { name: 'Aprobar', exact: true }).isDisabled()).toBe(true);
    await funder.selectOption(options[0] ?? '');
    await modal.getByRole('combobox', { name: 'Categoría' }).selectOption('b');
    const approve = modal.getByRole('button', { name: 'Aprobar', exact: true });
    await expect.poll(() => approve.isDisabled()).toBe(false);
    await approve.click();
    await modal.getByRole('button', { name: 'Confirmar' }).click();
    // Confirming closes the modal and approves with the chosen funder.
    await modal.waitFor({ state: 'detached' });
    await page.getByText('Crédito publicado').first().waitFor();
    await page.getByText('PUB', { exact: true }).first().waitFor();
  });

  it('an ADMIN asks a payment reset, another ADMIN approves it, the loan shows EST and the history names both', async () => {
    const requester = await open(detail('estado', 1), 'admin');
    const id = await loanIn(requester, 'PUB');
    await requester.goto(detail('estado', id));
    const panel = requester.getByRole('region', { name: 'Acciones del crédito' });
    await panel.getByRole('button', { name: 'Resetear pago' }).click();
    const dialog = requester.getByRole('dialog', { name: 'Resetear pago' });
    await dialog.getByRole('button', { name: 'Resetear' }).click();
    await dialog.getByText('El reset del pago queda pendiente de aprobación por otra persona.').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    // Nothing moved yet.
    await requester.reload();
    await requester.getByText('PUB', { exact: true }).first().waitFor();

    const approver = await open('/aprobaciones', 'admin-2');
    await approver.getByRole('heading', { level: 1, name: 'Aprobaciones pendientes' }).waitFor();
    const row = approver
      .getByRole('row')
      .filter({ hasText: `Crédito ${id}` })
      .filter({ hasText: 'Reset del pago' });
    await row.getByRole('button', { name: /^Aprobar/ }).click();
    await approver.getByRole('dialog', { name: 'Aprobar' }).getByRole('button', { name: 'Aprobar' }).click();
    await approver.getByText('Solicitud aprobada').first().waitFor();

    await approver.goto(detail('estado', id));
    await approver.getByText('EST', { exact: true }).first().waitFor();
    await approver.goto(detail('historial-acciones', id));
    const history = approver.getByRole('region', { name: 'Historial de acciones' });
    const approved = history.getByRole('row').filter({ hasText: 'Solicitud aprobada' }).first();
    await approved.waitFor();
    expect(await approved.textContent()).toContain('admin-2@demo.test');
    expect(await approved.textContent()).toContain('admin@demo.test');
  });
});
