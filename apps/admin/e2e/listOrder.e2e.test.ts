/**
 * Issue 11 "Order": the affiliate list sorts on the server, with the order kept in the URL. A
 * header asks for `order[field]=asc|desc`; the URL keeps it, so a reload or a shared link shows
 * the same order.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

const main = (page: Page) => page.locator('main');
/** The table's body rows (the second rowgroup; the first holds the header). */
const bodyRows = (page: Page) => main(page).getByRole('rowgroup').nth(1).getByRole('row');
const nameHeader = (page: Page) => main(page).getByRole('columnheader', { name: /^Nombre/ });
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

async function names(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const row of await bodyRows(page).all())
    out.push((await row.getByRole('cell').nth(1).textContent()) ?? '');
  return out;
}

async function openList(): Promise<Page> {
  const { page } = await newPage();
  const path = '/afiliados/lista-afiliados';
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await login(page, 'micro-admin');
  await page.waitForURL((u) => u.pathname === path);
  await bodyRows(page).first().waitFor();
  return page;
}

describe('the affiliate list order (issue 11)', () => {
  it('a header puts its order in the URL and asks the API for it; a reload keeps it', async () => {
    const page = await openList();
    const asked = page.waitForRequest((r) => {
      const u = new URL(r.url());
      return u.pathname.endsWith('/affiliatesInDepthList') && u.searchParams.get('order[name]') === 'desc';
    });
    await nameHeader(page).getByRole('button').click();
    await page.waitForURL((u) => u.searchParams.get('order[name]') === 'asc');
    await nameHeader(page).getByRole('button').click();
    await page.waitForURL((u) => u.searchParams.get('order[name]') === 'desc');
    await asked;
    expect(await nameHeader(page).getAttribute('aria-sort')).toBe('descending');

    await page.reload();
    await bodyRows(page).first().waitFor();
    expect(await nameHeader(page).getAttribute('aria-sort')).toBe('descending');
    // A third click gives the API its own order back.
    await nameHeader(page).getByRole('button').click();
    await page.waitForURL((u) => ![...u.searchParams.keys()].some((k) => k.startsWith('order[')));
  });

  it('the rows come back sorted by the server, across the page', async () => {
    const page = await openList();
    await page.goto('/afiliados/lista-afiliados?order[name]=asc');
    await page.waitForResponse((r) => new URL(r.url()).searchParams.get('order[name]') === 'asc');
    await bodyRows(page).first().waitFor();
    const shown = await names(page);
    expect(shown.length).toBeGreaterThan(1);
    // Spanish collation, or the database's byte order: either way, sorted by name.
    const sortedEs = [...shown].sort(collator.compare);
    const sortedBytes = [...shown].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect([sortedEs, sortedBytes]).toContainEqual(shown);
  });
});
