import { messages } from '@backoffice/domain/messages';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, login, newPage } from './support/browser';

afterAll(closeBrowser);

describe('issue 16, tools', () => {
  it("a COMERCIAL opens /empleados/vacaciones and finds the placeholder; 'Mis vacaciones' is disabled", async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fempleados%2Fvacaciones');
    await login(page, 'comercial');
    await page.waitForURL((u) => u.pathname === '/empleados/vacaciones');
    await page.getByRole('heading', { level: 1, name: 'Vacaciones' }).waitFor();
    await page.getByText('Vacation Tracker...').waitFor();
    expect(await page.getByText('En construcción').count()).toBe(0);

    await page.getByRole('button', { name: /^Menú de usuario de / }).click();
    const vacations = page.getByRole('menu').getByRole('menuitem', { name: 'Mis vacaciones' });
    expect(await vacations.isDisabled()).toBe(true);
    await context.close();
  });
});

describe('issue 16, IT tools', () => {
  it('an ADMIN titulizes the loans a filter selects, after seeing the totals and confirming', async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fit-tools%2Ftitulizar-creditos');
    await login(page, 'admin');
    await page.waitForURL((u) => u.pathname === '/it-tools/titulizar-creditos');
    await page.getByRole('heading', { level: 1, name: 'Titulizar créditos' }).waitFor();

    await page.getByLabel('Estado').selectOption('AMO');
    await page.getByLabel('Tipo').selectOption('financiacion');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const totals = page.getByRole('region', { name: 'Totales' });
    await totals.waitFor();
    const eligible = Number(
      await totals.getByText('Se pueden titulizar').locator('xpath=following-sibling::dd').textContent(),
    );
    expect(eligible).toBeGreaterThan(0);

    await page.getByLabel('Fondo de titulización').fill('FT E2E 2026');
    const label = `Titulizar ${eligible} ${eligible === 1 ? 'crédito' : 'créditos'}`;
    await page.getByRole('button', { name: label }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar titulización' });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${eligible} ${eligible === 1 ? 'crédito titulizado' : 'créditos titulizados'}` })
      .waitFor();
    // The preview is read again: those loans are in a fund now, none is left to titulize.
    await page.getByRole('button', { name: 'Titulizar 0 créditos' }).waitFor();
    expect(await page.getByRole('row', { name: /FT E2E 2026/ }).count()).toBeGreaterThan(0);
    await context.close();
  });
});

/** The code of a loan in the given status (read with the session's own token). */
function loanCode(page: Page, estado: string): Promise<string> {
  return page.evaluate(async (estado) => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )bo_token=([^;]*)/)?.[1] ?? '');
    const res = await fetch(`/api/tools/admin/titulizacion?accion=destitulizar&estado=${estado}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await res.json()).loans[0].code as string;
  }, estado);
}

describe('issue 16, credit tools', () => {
  it('a SUPER_ADMIN uploads a GAP file: the dry run shows the errors of each bad row, then applies the good ones', async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fcreditos%2Fherramientas%2Fsubir-acciones-excel-gap');
    await login(page, 'super-admin');
    await page.waitForURL((u) => u.pathname === '/creditos/herramientas/subir-acciones-excel-gap');
    await page.getByRole('heading', { level: 1, name: 'Subir acciones Excel GAP' }).waitFor();

    const ret = await loanCode(page, 'RET');
    const ama = await loanCode(page, 'AMA');
    const yesterday = new Date(Date.now() - 86_400_000);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Acciones');
    ws.addRow(['Crédito', 'Acción', 'Fecha', 'Importe', 'Observaciones']);
    ws.addRow([ret, 'PROMESA_PAGO', yesterday, 250, 'Pagará el lunes']);
    ws.addRow([ama, 'LLAMADA', yesterday, null, null]);
    ws.addRow(['F9999999', 'LLAMADA', '31/02/2026', null, null]);
    ws.addRow([ret, 'BUROFAX', yesterday, null, null]);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    await page
      .getByLabel('Fichero Excel (.xlsx)')
      .setInputFiles({ name: 'acciones.xlsx', mimeType: 'application/octet-stream', buffer });
    await page.getByRole('button', { name: 'Comprobar fichero' }).click();

    const table = page.getByRole('table', { name: 'Filas del fichero (4)' });
    await table.waitFor();
    const bad = table.getByRole('row', { name: /F9999999/ });
    expect(await bad.textContent()).toContain('El crédito F9999999 no existe');
    expect(await bad.textContent()).toContain('La fecha no es válida (D/MM/AAAA)');
    expect(await table.getByRole('row', { name: new RegExp(ama) }).textContent()).toContain(
      // The status table's reason (loanActionRefusal), the same text the loan's actions panel shows.
      messages.loanActions.notAllowedInStatus('AMA'),
    );

    await page.getByRole('button', { name: 'Aplicar 2 filas válidas' }).click();
    await page.getByRole('status').filter({ hasText: '2 acciones aplicadas' }).waitFor();
    await context.close();
  });
});

describe('issue 16, sales people', () => {
  it('a COMERCIAL creates a task and sees it in Tareas semanales, in the week of its date', async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fcomerciales%2Fnueva-tarea');
    await login(page, 'comercial');
    await page.waitForURL((u) => u.pathname === '/comerciales/nueva-tarea');
    await page.getByRole('heading', { level: 1, name: 'Nueva tarea' }).waitFor();

    // Sent empty first: the domain's messages, nothing created.
    await page.getByRole('button', { name: 'Crear tarea' }).click();
    await page.getByText('El nombre de la tarea es obligatorio').waitFor();

    await page.getByLabel('Tipo').selectOption('Visita');
    const affiliate = page.getByLabel('Afiliado', { exact: true });
    await affiliate.locator('option').nth(1).waitFor({ state: 'attached' });
    const affiliateName = (await affiliate.locator('option').nth(1).textContent()) ?? '';
    await affiliate.selectOption({ index: 1 });
    const name = `Tarea e2e ${Date.now()}`;
    await page.getByLabel('Nombre').fill(name);
    await page.getByRole('button', { name: 'Crear tarea' }).click();

    await page.waitForURL((u) => u.pathname === '/comerciales/tareas-semanales');
    await page.getByRole('heading', { level: 1, name: 'Tareas semanales' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.textContent()).toContain(affiliateName);
    expect(await row.textContent()).toContain('Pendiente');

    // The week after does not have it; back again it does.
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await page.waitForURL((u) => u.searchParams.has('semana'));
    await page.getByText(/^Semana del /).waitFor();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(name) }).count()).toBe(0);
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await page.getByRole('row', { name: new RegExp(name) }).waitFor();
    await context.close();
  });
});

describe('issue 16, sales analysis and detail', () => {
  it('a MICRO_ADMIN reads the analysis with its charts drawn, then one agent in the detail', async () => {
    const { page, context } = await newPage();
    await page.goto('/login?redirect=%2Fcomerciales%2Fanalisis');
    await login(page, 'micro-admin');
    await page.waitForURL((u) => u.pathname === '/comerciales/analisis');
    await page.getByRole('heading', { level: 1, name: 'Análisis de comerciales' }).waitFor();
    await page.locator('[data-drawn="true"]').nth(1).waitFor();
    const agents = page.getByRole('table', { name: 'Comerciales' });
    expect(await agents.getByRole('row').count()).toBeGreaterThan(2);

    await page.goto('/comerciales/detalle-comercial');
    await page.getByRole('heading', { level: 1, name: 'Detalle de comercial' }).waitFor();
    await page.getByRole('region', { name: 'Cifras' }).waitFor();
    const picker = page.getByLabel('Comercial', { exact: true });
    const second = await picker.locator('option').nth(1).getAttribute('value');
    await picker.selectOption(second ?? '');
    await page.waitForURL((u) => u.searchParams.get('comercial') === second);
    await page.getByRole('table', { name: /^Afiliados \(\d+\)$/ }).waitFor();
    await context.close();
  });
});
