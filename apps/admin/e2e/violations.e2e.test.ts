/**
 * Issue 11 "Bad input": a value the client-side validators let through and the API refuses shows
 * its violation under its field in the browser, not only as a notification. The create-affiliate
 * form has no length rule on 'Razón social'; the API takes at most 200 characters there.
 */
import { messages } from '@backoffice/domain/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

describe('violations (issue 11)', () => {
  it('a value the API refuses shows its message under its field', async () => {
    const { page } = await newPage();
    const path = '/afiliados/crear-afiliado';
    await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
    await login(page, 'comercial');
    await page.waitForURL((u) => u.pathname === path);

    await page.getByLabel('Nombre comercial').fill('Óptica Violaciones');
    await page.getByLabel('Email', { exact: true }).fill(`e2e-violation-${Date.now()}@nuevo.test`);
    const razonSocial = page.getByLabel('Razón social');
    await razonSocial.fill('R'.repeat(201));
    const refused = page.waitForResponse(
      // One write creates the company, its administrator and the affiliate (or nothing).
      (r) => new URL(r.url()).pathname === '/api/afiliados/alta' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Crear afiliado' }).click();
    const answer = await refused;
    // The API refused the field, by name: the client let the value through.
    expect(answer.status()).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain('razonSocial');

    // The field says why, as its own error: invalid, and described by the API's Spanish message.
    await page.waitForFunction(
      () => document.querySelector('input[aria-invalid="true"]') !== null,
      undefined,
      { timeout: 5000 },
    );
    expect(await razonSocial.getAttribute('aria-invalid')).toBe('true');
    const description = await razonSocial.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain(messages.input.tooLong);
    // Nothing was created: the form is still there with the user's input.
    expect(new URL(page.url()).pathname).toBe(path);
    expect((await razonSocial.inputValue()).length).toBe(201);
  });
});
