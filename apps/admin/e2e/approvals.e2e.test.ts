/**
 * Issue 14 four-eyes end to end, in Chromium against the real API (FOUR_EYES on): an ADMIN asks a
 * money out of 12,000 € from an affiliate's tools tab and is told it waits for another person; a
 * second ADMIN (admin-2) approves it in /aprobaciones; the affiliate's 'Historial de acciones' tab
 * shows both people.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

const detail = (tab: string, id: number) => `/afiliados/detalle-afiliado/${tab}?afiliado=${id}`;

async function open(path: string, user: string): Promise<Page> {
  const { page } = await newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await login(page, user);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  return page;
}

/** Credits the affiliate's wallet through the API (an MP2P needs no second person), so 12,000 € fit. */
async function fund(page: Page, affiliate: number, amount: number) {
  const status = await page.evaluate(
    async ({ affiliate, amount }) => {
      const cookie = (name: string) =>
        decodeURIComponent(document.cookie.match(new RegExp(`(?:^|; )bo_${name}=([^;]*)`))?.[1] ?? '');
      const r = await fetch('/api/tools/admin/moneyP2P', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${cookie('token')}`,
          'content-type': 'application/json',
          'idempotency-key': `e2e-four-eyes-fund-${Date.now()}`,
        },
        body: JSON.stringify({ amount, msg: 'Fondos e2e', afiliado: `/api/afiliados/${affiliate}` }),
      });
      return r.status;
    },
    { affiliate, amount },
  );
  expect(status).toBe(201);
}

describe('four-eyes (issue 14)', () => {
  it('an ADMIN asks a money out of 12,000 €, another ADMIN approves it, the history names both', async () => {
    const affiliate = 1;
    const requester = await open(detail('herramientas', affiliate), 'admin');
    await fund(requester, affiliate, 20_000);
    const form = requester.getByRole('form', { name: 'Money out' });
    const msg = `e2e cuatro ojos ${Date.now()}`;
    // Typed the Spanish way: '12.000' is twelve thousand euros (read as 12 € it would need no approval).
    await form.getByLabel('Importe (€)').fill('12.000');
    await form.getByLabel('Concepto').fill(msg);
    await form.getByRole('button', { name: 'Hacer money out' }).click();
    await requester
      .getByRole('dialog', { name: 'Confirmar Money out' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await requester.getByText('La operación queda pendiente de aprobación por otra persona.').waitFor();
    expect(await requester.getByText(`MoneyOut realizado con éxito: ${msg}`).count()).toBe(0);

    // The requester sees their own request, but cannot decide it.
    await requester.goto('/aprobaciones');
    const own = requester.getByRole('row').filter({ hasText: msg });
    await own.getByText('No puede aprobar su propia solicitud.').waitFor();
    expect(await own.getByRole('button', { name: /^Aprobar/ }).isDisabled()).toBe(true);

    const approver = await open('/aprobaciones', 'admin-2');
    await approver.getByRole('heading', { level: 1, name: 'Aprobaciones pendientes' }).waitFor();
    const row = approver.getByRole('row').filter({ hasText: msg });
    await row.getByRole('button', { name: /^Aprobar/ }).click();
    await approver.getByRole('dialog', { name: 'Aprobar' }).getByRole('button', { name: 'Aprobar' }).click();
    await approver.getByText('Solicitud aprobada').first().waitFor();
    await row.waitFor({ state: 'detached' });

    await approver.goto(detail('historial-acciones', affiliate));
    const history = approver.getByRole('region', { name: 'Historial de acciones' });
    const approved = history.getByRole('row').filter({ hasText: 'Solicitud aprobada' }).first();
    await approved.waitFor();
    expect(await approved.textContent()).toContain('admin-2@demo.test');
    expect(await approved.textContent()).toContain('admin@demo.test');
    const requested = history.getByRole('row').filter({ hasText: 'Solicitud de aprobación' }).first();
    expect(await requested.textContent()).toContain('admin@demo.test');
  });
});
