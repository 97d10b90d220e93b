/**
 * What staff meet on the loan and investor screens, end to end in Chromium (1366 × 768) against the
 * real API and the demo seed: a payment method disabled from its row; phase labels that say what
 * the phase is; no raw code in the action history, the Pago tab or the AMA list; the server's own
 * refusal with its error id; and controls that do not lie (no co-borrower, the investor's current
 * status, an inverted date range).
 */
import { messages } from '@backoffice/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, closeBrowser, investorDetail, loanDetail, openAs } from './support/browser';

afterAll(closeBrowser);

interface Members<T> {
  'hydra:member': T[];
}
interface LoanRow {
  id: number;
  estadoCd: string;
}
interface PayMethod {
  id: number;
  enabled: boolean;
  invalidType: boolean;
  expiresAt: string | null;
}

const loansIn = async (page: Page, estadoCd: string) =>
  (await apiAs<Members<LoanRow>>(page, `/api/financiaciones?estadoCd=${estadoCd}&order[id]=asc`))[
    'hydra:member'
  ];

const main = (page: Page) => page.getByRole('main');

describe('loans and investors, as staff see them', () => {
  it('MICRO_ADMIN disables a payment method from its row; the history names the action in Spanish', async () => {
    const page = await openAs(loanDetail('metodos-pago', 1), 'micro-admin');
    let id = 0;
    let method: PayMethod | undefined;
    for (const l of await loansIn(page, 'EAM')) {
      const methods = (
        await apiAs<Members<PayMethod>>(page, `/api/pay_methods?idFinanciacion=${l.id}&limit=1000`)
      )['hydra:member'];
      method = methods.find((m) => m.enabled && m.expiresAt);
      if (method) {
        id = l.id;
        break;
      }
    }
    expect(method).toBeDefined();
    await page.goto(loanDetail('metodos-pago', id));
    const table = main(page).getByRole('region', { name: 'Métodos de pago' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(method?.id), exact: true }) });
    // The expiry as printed on a card, the kind by its name: no ISO date, no code.
    const [year, month] = (method?.expiresAt ?? '').split('-');
    await row.getByText(`${month}/${year}`).waitFor();
    expect(await table.textContent()).not.toMatch(/\bcard\b|\bsdd\b|\d{4}-\d{2}-\d{2}/);
    await row.getByRole('button', { name: 'Deshabilitar método de pago' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar Deshabilitar método de pago' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await row.getByText(messages.loan.success.paymentMethodDisabled).waitFor();
    // Read again: disabled now, and the button says why it cannot run twice.
    await row.getByRole('button', { name: 'Deshabilitar método de pago', disabled: true }).waitFor();
    await row.getByText(messages.loanProviders.paymentMethodDisabled).waitFor();

    await page.getByRole('tab', { name: 'Historial de acciones' }).click();
    const history = main(page).getByRole('region', { name: 'Historial de acciones' });
    await history.getByText('Deshabilitar método de pago').first().waitFor();
    expect(await history.textContent()).not.toContain('disablePaymentMethod');
  });

  it('a cancelled loan reads Cancelado, in its header and in the list; payers and operations by name', async () => {
    const page = await openAs('/creditos/financiaciones', 'micro-admin');
    const cancelled = (await loansIn(page, 'CA0'))[0];
    expect(cancelled).toBeDefined();
    await main(page)
      .getByRole('button', { name: /^Cancelado \d/ })
      .waitFor();
    expect(await main(page).textContent()).not.toContain('Captación');
    await page.goto(loanDetail('estado', cancelled?.id ?? 0));
    await main(page).getByRole('heading', { level: 1 }).waitFor();
    await main(page)
      .getByRole('region', { name: 'Estado', exact: true })
      .getByText('FC · Cancelado')
      .waitFor();
    expect(await main(page).textContent()).not.toContain('Captación');

    await page.goto('/creditos/listado-AMA');
    const ama = main(page).getByRole('table');
    await ama.getByRole('row').nth(1).waitFor();
    const text = (await ama.textContent()) ?? '';
    expect(text).toMatch(/Afiliado|Prestatario/);
    expect(text).not.toMatch(/\baffiliate\b|\bborrower\b/);

    // A repaying loan with a collected installment (the seed's operations follow the installments).
    let collected = 0;
    for (const l of await loansIn(page, 'EAM')) {
      const ops = await apiAs<Members<{ type: string }>>(page, `/api/operations?idFinanciacion=${l.id}`);
      if (ops['hydra:member'].some((o) => o.type === 'cobroCuota')) {
        collected = l.id;
        break;
      }
    }
    expect(collected).toBeGreaterThan(0);
    await page.goto(loanDetail('pago', collected));
    const operations = main(page).getByRole('region', { name: 'Operaciones' });
    await operations.getByText('Cobro de cuota').first().waitFor();
    expect(await operations.textContent()).not.toMatch(/cobroCuota|moneyOut|devolucion/);
  });

  it('investing more than is left to fund shows the server’s reason and its error id', async () => {
    const page = await openAs(loanDetail('estado', 1), 'admin');
    const published = (await loansIn(page, 'PUB'))[0];
    await page.goto(loanDetail('estado', published?.id ?? 0));
    const form = main(page).getByRole('form', { name: 'Invertir' });
    // The investor is found by name, never typed as an id.
    expect(await form.getByRole('textbox', { name: /Inversor/ }).count()).toBe(0);
    const investor = (await apiAs<Members<{ name: string }>>(page, '/api/inversores?order[id]=asc'))[
      'hydra:member'
    ][0];
    await form.getByRole('combobox', { name: 'Inversor' }).fill(investor?.name.slice(0, 6) ?? '');
    await page
      .getByRole('option', { name: new RegExp(investor?.name ?? '-') })
      .first()
      .click();
    await form.getByLabel('Importe (€)').fill('999999');
    await form.getByRole('button', { name: 'Invertir' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar Invertir' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    const notice = main(page).getByText(`${messages.loanActions.amountAboveAvailable} (`);
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/\(\S+\)$/);
    expect(await main(page).textContent()).not.toContain(messages.loan.errors.invest);
  });

  it('controls say why they cannot run: no co-borrower, the current status, an inverted range', async () => {
    const page = await openAs(loanDetail('estado', 1), 'micro-admin');
    let alone = 0;
    for (const l of await loansIn(page, 'EST')) {
      const d = await apiAs<{ coborrower: string | null }>(page, `/api/loanControlDetail/${l.id}`);
      if (d.coborrower === null) {
        alone = l.id;
        break;
      }
    }
    expect(alone).toBeGreaterThan(0);
    await page.goto(loanDetail('estado', alone));
    const panel = main(page).getByRole('region', { name: 'Acciones del crédito' });
    const remove = panel.getByRole('button', { name: 'Eliminar cotitular' });
    await remove.waitFor();
    expect(await remove.isDisabled()).toBe(true);
    await panel.getByText(messages.loanProviders.noCoborrower).waitFor();

    const investors = await apiAs<Members<{ id: number; status: string }>>(
      page,
      '/api/inversores?status=ACT&order[id]=asc',
    );
    const active = investors['hydra:member'][0];
    await page.goto(investorDetail('datos', active?.id ?? 0));
    const toActive = main(page).getByRole('button', { name: 'Cambiar a «Activo»' });
    await toActive.waitFor();
    expect(await toActive.isDisabled()).toBe(true);
    await main(page).getByText('El inversor ya está en estado «Activo».').waitFor();
    expect(await main(page).getByRole('button', { name: 'Cambiar a «Inactivo»' }).isDisabled()).toBe(false);

    await page.goto('/creditos/financiaciones?desde=2026-05-01&hasta=2026-04-01');
    const to = main(page).getByLabel('Alta hasta');
    await to.waitFor();
    await main(page).getByText(messages.validation.dateRangeInverted).waitFor();
  });
});
