import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

describe('global finder', () => {
  it('shows nothing at 2 characters, results at 3, and opens an affiliate', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'micro-admin');
    await page.waitForURL((u) => u.pathname === '/');
    const finder = page.getByRole('combobox', { name: 'Buscador' });
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/search?q=')) searches.push(new URL(r.url()).searchParams.get('q') ?? '');
    });

    await finder.fill('fi');
    await page.waitForTimeout(900); // longer than the 600 ms debounce
    expect(await page.getByRole('option').count()).toBe(0);
    expect(searches).toEqual([]);

    // Accent-insensitive: 'fis' finds 'Fisioterapia González' (the demo seed is deterministic).
    await finder.pressSequentially('s');
    const hit = page.getByRole('option', { name: /AF00016 · Fisioterapia González/ });
    await hit.waitFor();
    expect(searches).toEqual(['fis']);
    await hit.click();
    await page.waitForURL((u) => u.pathname === '/afiliados/detalle-afiliado/datos-contacto');
    expect(new URL(page.url()).searchParams.get('afiliado')).toBe('16');
    await context.close();
  });

  it('opens results with the keyboard', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await login(page, 'risk');
    await page.waitForURL((u) => u.pathname === '/');
    const finder = page.getByRole('combobox', { name: 'Buscador' });
    await finder.fill('Fisioterapia Garrido');
    await page.getByRole('option', { name: /AF00017/ }).waitFor();
    await finder.press('ArrowDown');
    await finder.press('Enter');
    await page.waitForURL((u) => u.pathname === '/afiliados/detalle-afiliado/datos-contacto');
    expect(new URL(page.url()).searchParams.get('afiliado')).toBe('17');
    await context.close();
  });
});
