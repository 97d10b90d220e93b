/**
 * Issue 17, re-login in place, end to end in Chromium against the real API. The token the page
 * holds stops being accepted while a form has input: the server answers the save 401, as it does
 * for a token past its 60 minutes. The API's clock cannot be moved from here, so the expiry is made
 * real on the server's side by revoking that very token (POST /api/logout with it, from another
 * request context, as a second tab logging out would): the browser keeps its cookies and its
 * in-memory session untouched, exactly as with an expired token, and only the server says no.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, DEMO_PASSWORD, login, newPage } from './support/browser';

afterAll(closeBrowser);

const detail = '/afiliados/detalle-afiliado/datos-contacto?afiliado=16';

/** Revokes the token the page's session holds, from outside the page. */
async function expireSessionOf(page: Page) {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'bo_token')?.value;
  expect(token).toBeTruthy();
  const res = await fetch(`${baseUrl()}/api/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
  });
  expect(res.ok).toBe(true);
}

/** An input's value by its label's text, read from the DOM (the page is inert under a modal). */
function fieldValue(page: Page, label: string): Promise<string | null> {
  return page.evaluate((text) => {
    const l = [...document.querySelectorAll('label')].find((x) => x.textContent?.trim() === text);
    const input = l?.htmlFor ? document.getElementById(l.htmlFor) : null;
    return input instanceof HTMLInputElement ? input.value : null;
  }, label);
}

async function openEdit(page: Page) {
  await page.goto(`/login?redirect=${encodeURIComponent(detail)}`);
  await login(page, 'micro-admin');
  await page.getByRole('button', { name: 'Editar datos de la empresa' }).click();
}

describe('re-login in place', () => {
  it('a block edit saved after the session expired: the page stays, the modal asks, the save is retried once', async () => {
    const { page, context } = await newPage();
    await openEdit(page);
    const town = `Alcorcón E2E ${Date.now()}`;
    await page.getByLabel('Localidad', { exact: true }).fill(town);
    await expireSessionOf(page);
    const saves: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/datos_empresas/'))
        saves.push(r.status());
    });

    await page.getByRole('button', { name: 'Guardar' }).click();
    const modal = page.getByRole('dialog', { name: 'La sesión ha caducado' });
    await modal.waitFor();
    expect(saves).toEqual([401]);
    expect(new URL(page.url()).pathname).toBe('/afiliados/detalle-afiliado/datos-contacto');
    // The block keeps its form open, with what was typed, until the save settles: the change is
    // held in the pending save, under the modal.
    expect(await page.getByLabel('Localidad', { exact: true }).inputValue()).toBe(town);

    await modal.getByLabel('Contraseña').fill('mala');
    await modal.getByRole('button', { name: 'Entrar' }).click();
    await modal.getByRole('alert').filter({ hasText: 'El email o la contraseña son incorrectos.' }).waitFor();
    expect(saves).toEqual([401]);

    await modal.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await modal.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('información actualizada con éxito').waitFor();
    await modal.waitFor({ state: 'detached' });
    expect(saves).toEqual([401, 200]);

    // The new session is the one the page keeps (and stores): the change is there after a reload.
    await page.reload();
    await page.getByRole('group', { name: 'Datos de la empresa' }).getByText(town).waitFor();
    expect(new URL(page.url()).pathname).toBe('/afiliados/detalle-afiliado/datos-contacto');
    await context.close();
  });

  it('giving up fails the save and goes to /login with the page to come back to', async () => {
    const { page, context } = await newPage();
    await openEdit(page);
    await page.getByLabel('Localidad', { exact: true }).fill('No se guarda');
    await expireSessionOf(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const modal = page.getByRole('dialog', { name: 'La sesión ha caducado' });
    await modal.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(detail);
    await context.close();
  });

  it('an inline edit saved after the session expired keeps its popover and input under the modal', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'micro-admin');
    await page.waitForURL((u) => u.pathname === '/');
    const { affiliate, username } = await firstAffiliateWithSalesAgent(page);
    await page.goto(`/afiliados/detalle-afiliado/configuracion?afiliado=${affiliate}`);
    await page.getByRole('button', { name: `Editar Referencia ${username}` }).click();
    const popover = page.getByRole('dialog', { name: `Editar Referencia ${username}` });
    const reference = `REF-E2E-${Date.now() % 100000}`;
    await popover.getByLabel(`Referencia ${username}`).fill(reference);
    await expireSessionOf(page);
    const saves: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/users/'))
        saves.push(r.status());
    });

    await popover.getByLabel(`Referencia ${username}`).press('Enter');
    const modal = page.getByRole('dialog', { name: 'La sesión ha caducado' });
    await modal.waitFor();
    expect(saves).toEqual([401]);
    await modal.getByLabel('Contraseña').click();
    await modal.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    // The popover and what was typed in it are still there under the modal.
    expect(await fieldValue(page, `Referencia ${username}`)).toBe(reference);
    await modal.getByRole('button', { name: 'Entrar' }).click();
    await modal.waitFor({ state: 'detached' });
    await popover.waitFor({ state: 'detached' });
    expect(saves).toEqual([401, 200]);
    await page.getByRole('cell', { name: reference }).waitFor();
    await context.close();
  });
});

describe('re-login in place: reads', () => {
  /**
   * What SWR does when staff come back to the window: the mounted reads are sent again (once the
   * 5 s in which the data layer shares identical reads are over). Staff may come back more than
   * once: on a loaded machine the first return can fall inside those 5 s, so it repeats until
   * the page answers (at most 20 returns).
   */
  const comeBack = async (page: Page, answered: () => Promise<boolean>) => {
    await page.waitForTimeout(5500);
    for (let i = 0; i < 20; i += 1) {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.waitForTimeout(1000);
      if (await answered()) return;
    }
  };

  it('a read answered 401 while an inline edit has input asks in place; the input waits to be saved', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'micro-admin');
    await page.waitForURL((u) => u.pathname === '/');
    const { affiliate, username } = await firstAffiliateWithSalesAgent(page);
    await page.goto(`/afiliados/detalle-afiliado/configuracion?afiliado=${affiliate}`);
    await page.getByRole('button', { name: `Editar Referencia ${username}` }).click();
    const popover = page.getByRole('dialog', { name: `Editar Referencia ${username}` });
    const reference = `REF-R-${Date.now() % 100000}`;
    await popover.getByLabel(`Referencia ${username}`).fill(reference);
    await expireSessionOf(page);

    const modal = page.getByRole('dialog', { name: 'La sesión ha caducado' });
    await comeBack(page, async () => (await modal.count()) > 0);
    await modal.waitFor();
    expect(new URL(page.url()).pathname).toBe('/afiliados/detalle-afiliado/configuracion');
    await modal.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await modal.getByRole('button', { name: 'Entrar' }).click();
    await modal.waitFor({ state: 'detached' });

    // Nothing was saved yet: the popover is still open with what was typed, and saves now.
    expect(await popover.getByLabel(`Referencia ${username}`).inputValue()).toBe(reference);
    await popover.getByLabel(`Referencia ${username}`).press('Enter');
    await popover.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: reference }).waitFor();
    await context.close();
  });

  it('a read answered 401 with nothing typed goes to /login as before (§8)', async () => {
    const { page, context } = await newPage();
    await page.goto(`/login?redirect=${encodeURIComponent(detail)}`);
    await login(page, 'micro-admin');
    await page.getByRole('button', { name: 'Editar datos de la empresa' }).waitFor();
    await expireSessionOf(page);
    // Another section's first read (nothing typed anywhere) is answered 401.
    await page.getByRole('tab', { name: 'Documentos', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.getByRole('dialog', { name: 'La sesión ha caducado' }).count()).toBe(0);
    await context.close();
  });
});

/** An affiliate the seed gave sales agents to, and the first agent's username (read as the page would). */
async function firstAffiliateWithSalesAgent(page: Page): Promise<{ affiliate: number; username: string }> {
  return page.evaluate(async () => {
    const cookie = (name: string) =>
      decodeURIComponent(document.cookie.match(new RegExp(`(?:^|; )bo_${name}=([^;]*)`))?.[1] ?? '');
    for (let id = 1; id <= 40; id++) {
      const r = await fetch(`/api/afiliados/${id}/salesAgentsInDepthList`, {
        headers: { authorization: `Bearer ${cookie('token')}` },
      });
      if (!r.ok) continue;
      const agents = (await r.json())['hydra:member'] as { username?: string; user?: string | null }[];
      const agent = agents.find((a) => a.username && a.user);
      if (agent?.username) return { affiliate: id, username: agent.username };
    }
    throw new Error('no affiliate with sales agents in the seed');
  });
}
