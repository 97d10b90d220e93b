/**
 * Live records end to end in Chromium: two staff (two browser contexts) on one loan. When A
 * cancels it, B's open detail reads it again by itself (the API's event stream) within a second,
 * and says who changed it.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openAs as open } from './support/browser';

afterAll(closeBrowser);

const detail = (tab: string, id: number | string) => `/creditos/detalle-credito/${tab}?credito=${id}`;

/** The last loan in study (another test cancels the first), read with the page's own token. */
async function loanInStudy(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
    const res = await fetch('/api/financiaciones?estadoCd=EST&order[id]=desc', {
      headers: { authorization: `Bearer ${token}` },
    });
    const first = (await res.json())['hydra:member'][0];
    if (!first) throw new Error('no loan in EST');
    return first.id as number;
  });
}

describe('live records (two staff on one loan)', () => {
  it("B sees A's cancellation within 1 s, and who made it", async () => {
    const a = await open(detail('estado', 1), 'micro-admin');
    const id = await loanInStudy(a);
    await a.goto(detail('estado', id));
    const b = await open(detail('estado', id), 'admin');
    await b.getByText('EST', { exact: true }).first().waitFor();

    const panel = a.getByRole('region', { name: 'Acciones del crédito' });
    const form = panel.getByRole('form', { name: 'Cancelar crédito' });
    await form.getByLabel('Motivo').fill('Cliente desiste');
    await form.getByRole('button', { name: 'Cancelar crédito' }).click();
    await a
      .getByRole('dialog', { name: 'Confirmar Cancelar crédito' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await panel.getByText('Crédito cancelado').waitFor();
    const saved = Date.now();
    await b.getByText('CA0', { exact: true }).first().waitFor({ timeout: 5_000 });
    const seenAfter = Date.now() - saved;
    await b
      .getByRole('status')
      .filter({ hasText: /^Modificado por .+ hace un momento$/ })
      .waitFor();
    console.log(`B saw A's cancellation ${seenAfter} ms after A's confirmation`);
    expect(seenAfter).toBeLessThan(1_000);
  });
});
