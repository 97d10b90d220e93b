/**
 * The demo data as staff read it in the screens (issue 28 item 8): the last collections and
 * returns are not dated in the future, and only loans paid out and repaying are in arrears. The
 * server seeds its data on the day it starts, so "today" is the browser's day in Madrid.
 */
import { businessDay, displayToIso, LOAN_PHASES } from '@backoffice/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openAs } from './support/browser';

afterAll(closeBrowser);

const main = (page: Page) => page.locator('main');
const bodyRows = (page: Page, name: string) =>
  main(page).getByRole('table', { name }).getByRole('rowgroup').nth(1).getByRole('row');
/** A column's texts, by its header's name. */
async function column(page: Page, table: string, header: string): Promise<string[]> {
  const headers = await main(page)
    .getByRole('table', { name: table })
    .getByRole('columnheader')
    .allTextContents();
  const index = headers.findIndex((h) => h.trim().startsWith(header));
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return bodyRows(page, table)
    .locator(`[role="cell"]:nth-child(${index + 1})`)
    .allTextContents();
}

describe('the demo data in the screens', () => {
  it('RECOBRO: the last collections and returns happened on or before today', async () => {
    const today = businessDay(Date.now());
    for (const [path, title] of [
      ['/creditos/listados/ultimos-cobros', 'Últimos cobros'],
      ['/creditos/listados/ultimas-devoluciones', 'Últimas devoluciones'],
    ] as const) {
      const page = await openAs(path, 'recobro');
      await bodyRows(page, title).first().waitFor();
      const dates = (await column(page, title, 'Fecha')).map((d) => displayToIso(d) ?? `not a day: ${d}`);
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.filter((d) => d > today)).toEqual([]);
      await page.context().close();
    }
  });

  it('SUPER_ADMIN: every loan in arrears is one paid out and repaying, never one still being funded', async () => {
    const title = 'Morosidad de créditos';
    const page = await openAs('/creditos/listados/morosidad-all/all+', 'super-admin');
    await bodyRows(page, title).first().waitFor();
    const statuses = await column(page, title, 'Estado');
    expect(statuses.length).toBeGreaterThan(0);
    const repaying = [...LOAN_PHASES.FA.states, 'DE1', 'DE2', 'DE3', 'DE4'];
    expect(statuses.filter((s) => !repaying.some((code) => s.includes(code)))).toEqual([]);
    await page.context().close();
  });
});
