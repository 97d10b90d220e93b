import { LOAN_DETAIL } from '@backoffice/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What each loan-detail tab shows once its data is here: a section of its own with real content. */
export const TAB_CONTENT: Record<string, { region: string; text?: RegExp }> = {
  estado: { region: 'Estado', text: /Cantidad concedida/ },
  prestatario: { region: 'Monedero', text: /Saldo/ },
  cuotas: { region: 'Cuotas', text: /Retraso acumulado/ },
  pago: { region: 'Importe de la AMA', text: /Total/ },
  'otra-informacion': { region: 'Configuración' },
  documentos: { region: 'Documentos' },
  historico: { region: 'Histórico de estados' },
  scoring: { region: 'Análisis bancario' },
  'metodos-pago': { region: 'Métodos de pago' },
  inversores: { region: 'Inversores' },
  flags: { region: 'Flags', text: /demandaJudicial/ },
  // Issue 14: the audit trail (a seeded loan may have none: the section is loaded, maybe empty).
  'historial-acciones': { region: 'Historial de acciones' },
};

/**
 * Clicks every tab of the open loan (the registry's order) and waits for each tab's section to be
 * loaded with no read error; `extra` adds text a tab must show for this loan.
 */
export async function visitEveryTab(page: Page, id: number, extra: Record<string, RegExp> = {}) {
  for (const t of LOAN_DETAIL.tabs) {
    await page.getByRole('tab', { name: t.label, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/creditos/detalle-credito/${t.id}`);
    expect(new URL(page.url()).searchParams.get('credito')).toBe(String(id));
    const want = TAB_CONTENT[t.id];
    if (!want) throw new Error(`no expected content for tab ${t.id}`);
    const region = page.getByRole('region', { name: want.region, exact: true }).first();
    await region.waitFor();
    // Loaded: no spinner, no read error in the section.
    await expect
      .poll(async () => (await region.getAttribute('aria-busy')) === null, { timeout: 15_000 })
      .toBe(true);
    expect(await region.getByRole('alert').count(), `${t.id} shows no read error`).toBe(0);
    const text = extra[t.id] ?? want.text;
    if (text) await region.getByText(text).first().waitFor();
  }
}
