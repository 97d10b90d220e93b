/**
 * Issue 7 end to end, part A (cases 1–4 and 6), per role, in Chromium against the real API.
 * It lives beside the wiring it exercises; to run in `npm test` it moves to
 * apps/admin/e2e/affiliates.e2e.test.ts (the e2e suite's include) with its import path adjusted.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

async function open(path: string, user: string): Promise<Page> {
  const { page } = await newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await login(page, user);
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
  return page;
}

const main = (page: Page) => page.locator('main');
/** The table's body rows (the second rowgroup; the first holds the header). */
const bodyRows = (page: Page) => main(page).getByRole('rowgroup').nth(1).getByRole('row');
const sections = (page: Page) => page.getByRole('tablist', { name: 'Secciones' });

/** A 1-page PDF small enough to inline. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('affiliates (issue 7 part A)', () => {
  it('1. COMERCIAL sees only the affiliates assigned to them', async () => {
    const page = await open('/afiliados/lista-afiliados', 'comercial');
    await bodyRows(page).first().waitFor();
    const range = await main(page)
      .getByText(/^\d+–\d+ de \d+$/)
      .textContent();
    const total = Number(/de (\d+)$/.exec(range ?? '')?.[1]);
    for (const row of await bodyRows(page).all()) {
      // Assigned either as the affiliate's sales agent or as the product's (§3 list row).
      expect(await row.textContent()).toContain('Demo COMERCIAL');
    }
    const wider = await open('/afiliados/lista-afiliados', 'micro-admin');
    await bodyRows(wider).first().waitFor();
    const wideRange = await main(wider)
      .getByText(/^\d+–\d+ de \d+$/)
      .textContent();
    expect(Number(/de (\d+)$/.exec(wideRange ?? '')?.[1])).toBeGreaterThan(total);
  });

  it('2. RISK lists and opens affiliates but has no create entry nor create route', async () => {
    const page = await open('/afiliados/lista-afiliados', 'risk');
    await bodyRows(page).first().waitFor();
    expect(await page.getByRole('link', { name: 'Crear afiliado' }).count()).toBe(0);
    await bodyRows(page).first().getByRole('link').first().click();
    await sections(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/afiliados/detalle-afiliado/datos-contacto');
    expect(await page.getByRole('button', { name: /^Editar/ }).count()).toBe(0);
    // The dashboard is theirs too (§2: COMERCIAL, MICRO_ADMIN, RISK).
    await page.goto('/afiliados/dashboard');
    await main(page).getByRole('region', { name: 'Afiliados por fase' }).waitFor();
    // One bar per state, drawn by the chart library that the dashboard fetches on demand.
    const byState = main(page).getByRole('region', { name: 'Afiliados por estado' });
    await byState.locator('[data-drawn="true"]').waitFor();
    expect(await byState.locator('.ct-bar').count()).toBe(17);
    expect(await byState.getByRole('row').count()).toBe(18);
    await page.goto('/afiliados/crear-afiliado');
    await page.waitForURL((u) => u.pathname === '/prohibido');
  });

  it("3. ADMIN_PLUS sees 'Activar de todos modos' and uses it; other roles see no footer", async () => {
    const other = await open('/afiliados/lista-afiliados?estado=NCO', 'micro-admin');
    await bodyRows(other).first().getByRole('link').first().click();
    await sections(other).getByRole('tab', { name: 'Estado', exact: true }).click();
    await other.getByRole('button', { name: 'Ver campos pendientes' }).click();
    const plain = other.getByRole('dialog', { name: 'Campos pendientes' });
    await plain.waitFor();
    expect(await plain.getByRole('button', { name: 'Activar de todos modos' }).count()).toBe(0);

    const page = await open('/afiliados/lista-afiliados?estado=NCO', 'admin-plus');
    await bodyRows(page).first().waitFor();
    const code = (await bodyRows(page).first().getByRole('link').first().textContent()) ?? '';
    await bodyRows(page).first().getByRole('link').first().click();
    await sections(page).getByRole('tab', { name: 'Estado', exact: true }).click();
    await page.getByRole('button', { name: 'Ver campos pendientes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Campos pendientes' });
    await dialog.getByRole('button', { name: 'Activar de todos modos' }).click();
    await page.getByText('Afiliado activado con éxito').waitFor();
    await page.locator('header').getByText('Activo').waitFor();
    await page.reload();
    await page.locator('header').getByText('Activo').waitFor();
    await main(page)
      .getByRole('row', { name: /No contactado.*Activo/ })
      .first()
      .waitFor();
    expect(code).toMatch(/^AF\d+/);
  });

  it('4. creating an affiliate lands on the contact tab; an edited field persists after a reload', async () => {
    const page = await open('/afiliados/crear-afiliado', 'comercial');
    const email = `e2e-${Date.now()}@nuevo.test`;
    await page.getByLabel('Nombre comercial').fill('Óptica E2E');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('DNI').fill('12345678Z');
    const calls: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/') && (r.method() !== 'GET' || u.searchParams.has('email')))
        calls.push(`${r.method()} ${u.pathname}`);
    });
    await page.getByRole('button', { name: 'Crear afiliado' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/afiliados/detalle-afiliado/datos-contacto' && u.searchParams.has('afiliado'),
    );
    // §7/§9: the company, the user and the affiliate are created by one write that checks the
    // e-mail first and leaves nothing behind on a refusal.
    expect(calls.slice(0, 1)).toEqual(['POST /api/afiliados/alta']);
    await page.getByText('Afiliado creado con éxito').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Óptica E2E' }).waitFor();
    await page.locator('header').getByText('No contactado').waitFor();
    const adminUser = page.getByRole('group', { name: 'Usuario administrador' });
    await adminUser.getByText(email).waitFor();
    // §9: the new administrator is enabled and has a verified e-mail; the company is fisica.
    expect(await adminUser.textContent()).toMatch(/ActivoSí.*Email verificadoSí/);
    expect(await page.getByRole('group', { name: 'Datos de la empresa' }).textContent()).toContain('fisica');

    await page.getByRole('button', { name: 'Editar datos de la empresa' }).click();
    await page.getByLabel('Localidad', { exact: true }).fill('Getafe');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('información actualizada con éxito').waitFor();
    await page.reload();
    const company = page.getByRole('group', { name: 'Datos de la empresa' });
    await company.getByText('Getafe').waitFor();

    // The new administrator has no account yet: the first valid IBAN creates it.
    const account = page.getByRole('group', { name: 'Cuenta bancaria' });
    await account.getByRole('button', { name: 'Editar cuenta bancaria' }).click();
    await account.getByLabel('IBAN').fill('ES9121000418450200051333');
    await account.getByRole('button', { name: 'Guardar' }).click();
    await account.getByText('El IBAN es inválido').waitFor();
    await account.getByLabel('IBAN').fill('ES91 2100 0418 4502 0005 1332');
    await account.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('información actualizada con éxito').first().waitFor();
    await page.reload();
    await page
      .getByRole('group', { name: 'Cuenta bancaria' })
      .getByText('ES9121000418450200051332')
      .waitFor();

    // The same e-mail again is refused before anything is created.
    await page.goto('/afiliados/crear-afiliado');
    await page.getByLabel('Nombre comercial').fill('Óptica E2E bis');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Crear afiliado' }).click();
    await page.getByText(/^Email ya en uso: /).waitFor();
    expect(new URL(page.url()).pathname).toBe('/afiliados/crear-afiliado');

    // A staff user's e-mail, which a COMERCIAL cannot look up, is refused too (that nothing is left
    // behind is checked by the API's tests of POST /api/afiliados/alta).
    await page.getByLabel('Nombre comercial').fill('Óptica huérfana');
    await page.getByLabel('Email', { exact: true }).fill('micro-admin@demo.test');
    await page.getByRole('button', { name: 'Crear afiliado' }).click();
    await page.getByText('Email ya en uso: micro-admin').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/afiliados/crear-afiliado');
  });

  it('6. a PDF is uploaded and deleted; a file whose content does not match its extension is refused', async () => {
    const page = await open('/afiliados/afiliados', 'comercial');
    await bodyRows(page).first().getByRole('link').first().click();
    await sections(page).getByRole('tab', { name: 'Documentos', exact: true }).click();
    await main(page).getByRole('button', { name: 'Subir documento' }).waitFor();
    const before = await main(page).getByRole('row').count();
    const name = `e2e-${Date.now()}.pdf`;
    await page
      .getByLabel(/Fichero a subir/)
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Subir documento' }).click();
    await page.getByText('Documento subido con éxito').waitFor();
    const row = main(page).getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
    await row.waitFor();
    expect(await row.textContent()).toContain('En espera');

    await row.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar documento' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await page.getByText('Documento eliminado con éxito').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await main(page).getByRole('row').count()).toBe(before);

    await page.getByLabel(/Fichero a subir/).setInputFiles({
      name: 'falso.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('esto no es un pdf'),
    });
    await page.getByRole('button', { name: 'Subir documento' }).click();
    await page.getByText('El tipo de contenido no está admitido.').waitFor();
    expect(
      await main(page)
        .getByRole('row', { name: /falso\.pdf/ })
        .count(),
    ).toBe(0);
  });
});
