import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

describe('login (walking skeleton)', () => {
  it('shows the spec message on a wrong password and stays on /login', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'comercial@demo.test', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('El email o la contraseña son incorrectos.');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('logs comercial@demo.test in to the home page, greeting by first name; Salir returns to /login', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'comercial@demo.test');
    await page.waitForURL((u) => u.pathname === '/');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Bienvenido, Demo');
    expect(await page.title()).not.toBe('');

    // §6: the session's cookies, Secure on path /, for 365 days; Salir removes every one.
    const session = async () =>
      Object.fromEntries(
        (await context.cookies()).filter((c) => c.name.startsWith('bo_')).map((c) => [c.name, c]),
      );
    const kept = await session();
    expect(Object.keys(kept).sort()).toEqual(
      [
        'bo_afiliado',
        'bo_email',
        'bo_firstname',
        'bo_id',
        'bo_lastname',
        'bo_loginDate',
        'bo_salesForceId',
        'bo_token',
        'bo_type',
        'bo_username',
      ].sort(),
    );
    const value = (name: string) => decodeURIComponent(kept[name]?.value ?? '');
    expect(value('bo_email')).toBe('comercial@demo.test');
    expect(value('bo_username')).toBe('comercial');
    expect(value('bo_type')).toBe('empleado');
    expect(value('bo_afiliado')).toBe('');
    expect(value('bo_salesForceId')).toMatch(/^\d+$/);
    for (const c of Object.values(kept)) {
      expect(c).toMatchObject({ path: '/', secure: true });
      expect(c.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    }

    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Salir' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).search).toBe('');
    expect(await session()).toEqual({});
    // The session is gone: the home page now asks for a login again.
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/login');
    await context.close();
  });

  it('sends an unauthenticated visit to /login with the wanted path, and lands there after login', async () => {
    const { page, context } = await newPage();
    await page.goto('/afiliados/lista-afiliados');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/afiliados/lista-afiliados');
    await login(page, 'comercial');
    await page.waitForURL((u) => u.pathname === '/afiliados/lista-afiliados');
    await page.getByRole('main').waitFor();
    await context.close();
  });
});
