import { financingName, mayCall, ROLES, type Role, spreadsheetCell } from '@backoffice/domain';
import { INVESTOR_LIST_COLUMNS } from '@backoffice/domain/investor';
import { FINANCING_LIST_COLUMNS } from '@backoffice/domain/loan';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * Issue 16: the financing and investors lists download a server-streamed .xlsx of the filtered
 * rows (`?format=xlsx` on the list collections, through the listing engine's writer): the same
 * filters, order and scope as the screen, no 5,000-row cap, formula-escaped text, the list's roles.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

type Json = { 'hydra:member': Record<string, unknown>[]; 'hydra:totalItems': number };
const json = async (who: string, url: string) => {
  const res = await call(t, who, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  return res.json() as Json;
};

async function sheet(who: string, url: string) {
  const res = await call(t, who, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error('no sheet');
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { header: rows[0] ?? [], rows: rows.slice(1), ws, disposition: res.headers['content-disposition'] };
}

/** The demo account of each role (demo usernames are the role in kebab case). */
const DEMO = ROLES.filter((r) => r !== 'ROLE_USER').map(
  (r) => [r, r.slice(5).toLowerCase().replace(/_/g, '-')] as [Role, string],
);

describe('the financing list download (GET /api/financiaciones?format=xlsx)', () => {
  it('has more than 5,000 rows, the filtered ones only, in the list order, typed', async () => {
    // 6,000 loans of one new affiliate: the filter keeps exactly them, beyond the old 5,000 cap.
    await t.database.db.execute(sql`
      insert into affiliates (code, nombre) values ('EXPX', 'Afiliado export')`);
    await t.database.db.execute(sql`
      insert into loans (code, tipo, estado_cd, user_id, affiliate_id, cantidad, meses, tin, created_at)
      select 'X' || lpad(g::text, 6, '0'), 'financiacion', (array['EAM', 'AMO'])[1 + g % 2],
        (select min(id) from users where tipo = 'prestatario'),
        (select id from affiliates where code = 'EXPX'),
        1000 + g, 12 + g % 24, 9.5, timestamptz '2026-01-01' + g * interval '1 hour'
      from generate_series(1, 6000) g`);
    const [{ id: affiliate } = { id: 0 }] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from affiliates where code = 'EXPX'`),
    );
    const filter = `afiliado=${affiliate}&order[cantidad]=desc`;
    const list = await json('micro-admin', `/api/financiaciones?${filter}`);
    expect(list['hydra:totalItems']).toBe(6000);

    const { header, rows, ws, disposition } = await sheet(
      'micro-admin',
      `/api/financiaciones?${filter}&format=xlsx`,
    );
    expect(disposition).toContain('filename="Financiaciones.xlsx"');
    expect(header).toEqual(Object.values(FINANCING_LIST_COLUMNS));
    expect(rows).toHaveLength(6000);
    // The same order as the screen's pages: the first page's codes lead the file.
    const firstPage = list['hydra:member'].map((l) => financingName(l.id, l.tipo));
    expect(firstPage).toHaveLength(100);
    expect(rows.slice(0, 100).map((r) => r[0])).toEqual(firstPage);
    const amounts = rows.map((r) => r[5] as number);
    expect(amounts[0]).toBe(7000);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(rows.every((r) => r[2] === 'Afiliado export')).toBe(true);
    const second = ws.getRow(2);
    expect(second.getCell(6).numFmt).toContain('€');
    expect(second.getCell(8).value).toBe(9.5);
    expect(second.getCell(9).value).toBeInstanceOf(Date);
    expect(second.getCell(9).numFmt).toBe('d/mm/yyyy');
    expect(String(second.getCell(5).value)).toMatch(/^(EAM|AMO) · /);

    // A second filter narrows the file as it narrows the list.
    const amo = await json('micro-admin', `/api/financiaciones?${filter}&estadoCd=AMO`);
    const amoSheet = await sheet('micro-admin', `/api/financiaciones?${filter}&estadoCd=AMO&format=xlsx`);
    expect(amoSheet.rows).toHaveLength(amo['hydra:totalItems']);
    expect(amoSheet.rows.every((r) => String(r[4]).startsWith('AMO'))).toBe(true);
  }, 120_000);

  it('escapes formula-looking names, so no cell is a formula', async () => {
    await t.database.db.execute(sql`
      update affiliates set nombre = '=HYPERLINK("http://x")' where code = 'EXPX'`);
    await t.database.db.execute(sql`
      update users set firstname = '+SUM(A1)', lastname = ''
      where id = (select min(id) from users where tipo = 'prestatario')`);
    const { rows, ws } = await sheet('micro-admin', '/api/financiaciones?q=X000001&format=xlsx');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.[1]).toBe(spreadsheetCell('+SUM(A1)'));
    expect(rows[0]?.[2]).toBe(spreadsheetCell('=HYPERLINK("http://x")'));
    const formulas: unknown[] = [];
    ws.eachRow((row) => row.eachCell((c) => c.formula && formulas.push(c.formula)));
    expect(formulas).toEqual([]);
  });

  it("follows the list's roles, and a COMERCIAL's file holds only their affiliates' loans", async () => {
    for (const [role, who] of DEMO) {
      const res = await call(t, who, 'GET', '/api/financiaciones?format=xlsx&tipo=bnpl');
      expect(res.statusCode, `${role}`).toBe(mayCall([role], 'GET /api/financiaciones') ? 200 : 403);
    }
    const mine = await json('comercial', '/api/financiaciones');
    const all = await json('micro-admin', '/api/financiaciones');
    expect(mine['hydra:totalItems']).toBeLessThan(all['hydra:totalItems']);
    const { rows } = await sheet('comercial', '/api/financiaciones?format=xlsx');
    expect(rows).toHaveLength(mine['hydra:totalItems']);
  });

  it('refuses a bad filter as the list does (400 in Spanish)', async () => {
    const res = await call(t, 'micro-admin', 'GET', '/api/financiaciones?format=xlsx&nope=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    expect((await call(t, 'micro-admin', 'GET', '/api/financiaciones?format=pdf')).statusCode).toBe(400);
  });
});

describe('the investors list download (GET /api/inversores?format=xlsx)', () => {
  it('has every filtered investor beyond 5,000, in the list order, with formula escaping', async () => {
    await t.database.db.execute(sql`
      with u as (
        insert into users (username, email, password_hash, firstname, lastname, tipo)
        select 'expinv' || g, 'expinv' || g || '@demo.test', 'x', 'Inv', 'Export ' || g, 'inversor'
        from generate_series(1, 5100) g returning id)
      insert into investors (user_id, status, legal_person, company_name, tax_id)
      select id, 'ACT', true, '=CMD|' || id, 'B' || id from u`);
    const list = await json('micro-admin', '/api/inversores?legalPerson=1&q=CMD&order[name]=asc');
    expect(list['hydra:totalItems']).toBe(5100);
    const { header, rows, disposition } = await sheet(
      'micro-admin',
      '/api/inversores?legalPerson=1&q=CMD&order[name]=asc&format=xlsx',
    );
    expect(disposition).toContain('filename="Inversores.xlsx"');
    expect(header).toEqual(Object.values(INVESTOR_LIST_COLUMNS));
    expect(rows).toHaveLength(5100);
    // The same order as the screen's pages: the first page's names lead the file.
    const firstPage = list['hydra:member'].map((i) => spreadsheetCell(i.name));
    expect(firstPage).toHaveLength(100);
    expect(rows.slice(0, 100).map((r) => r[0])).toEqual(firstPage);
    expect(rows.every((r) => String(r[0]).startsWith("'=CMD|"))).toBe(true);
    expect(rows[0]?.[1]).toBe('Persona jurídica');
    expect(rows[0]?.[3]).toMatch(/^B\d+$/);
  });

  it("follows the list's roles", async () => {
    for (const [role, who] of DEMO) {
      const res = await call(t, who, 'GET', '/api/inversores?format=xlsx&status=BLQ');
      expect(res.statusCode, `${role}`).toBe(mayCall([role], 'GET /api/inversores') ? 200 : 403);
    }
  });
});
