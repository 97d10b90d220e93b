import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

describe('guard', () => {
  it('sends a role without access to /prohibido', async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fafiliados%2Flista-afiliados');
    await login(page, 'ventas@demo.test');
    await page.waitForURL((u) => u.pathname === '/prohibido');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Acceso restringido');
    await context.close();
  });

  it('shows the 404 page on an unknown path, signed in or not', async () => {
    const { page, context } = await newPage();
    await page.goto('/no-existe/de-verdad');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-existe/de-verdad');
    await page.goto('/login');
    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/afiliados/no-existe');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    // Inside the shell: the menu is still there to find the way back.
    await page.getByRole('navigation', { name: 'Menú principal' }).waitFor();
    await context.close();
  });

  it('titles the page after its route', async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fafiliados%2Fdashboard');
    await login(page, 'micro-admin');
    await page.waitForURL((u) => u.pathname === '/afiliados/dashboard');
    await page.getByRole('main').waitFor();
    await page.waitForFunction(() => document.title !== 'Backoffice');
    expect(await page.title()).toMatch(/Dashboard/i);
    await context.close();
  });

  it('sends the user back to login when the login date is 60 minutes old', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'risk');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const cookies = await context.cookies();
    const loginDate = cookies.find((c) => c.name === 'bo_loginDate');
    expect(loginDate?.secure).toBe(true);
    expect(loginDate?.sameSite).toBe('Strict');
    await context.addCookies([
      {
        name: 'bo_loginDate',
        value: String(Date.now() - 60 * 60 * 1000),
        url: baseUrl(),
        secure: true,
        sameSite: 'Strict',
      },
    ]);
    await page.goto('/afiliados/lista-afiliados');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/afiliados/lista-afiliados');
    // Expiry cleared the session cookies.
    expect((await context.cookies()).find((c) => c.name === 'bo_token')).toBeUndefined();
    await context.close();
  });
});
