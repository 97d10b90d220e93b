import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { hasAnyRole, messages, ROLES, type Role, spreadsheetCell } from '@backoffice/domain';
import { LISTING_PATHS, listingRoute } from '@backoffice/domain/listings';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * Issue 16: the listing engine. Every listing of the domain's route table answers its roles and
 * refuses the others, pages with hydra:view links, orders, validates its filters, and streams an
 * .xlsx with typed, formula-escaped cells and no row cap.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  // The demo seed's day, so "last 3 months" and "next month" meet the seeded data.
  t.clock.now = Date.parse('2026-11-20T10:00:00Z');
});
afterAll(() => t.close());

/** The demo account of each role (demo usernames are the role in kebab case). */
const DEMO: Readonly<Partial<Record<Role, string>>> = Object.fromEntries(
  ROLES.filter((r) => r !== 'ROLE_USER').map((r) => [r, r.slice(5).toLowerCase().replace(/_/g, '-')]),
);
const SAMPLE_PARAMS: Record<string, string> = {
  variant: 'all',
  platform: 'plataforma',
  product: 'plataforma',
  ge: '0',
  morososTresMas: '0',
  tipo: 'todos',
  producto: 'plataforma',
};
const paramsOf = (id: string) =>
  [...(LISTING_PATHS as Record<string, string>)[id]!.matchAll(/\{([^}]+)\}/g)]
    .map((m) => `${m[1]}=${encodeURIComponent(SAMPLE_PARAMS[m[1]!]!)}`)
    .join('&');
const urlOf = (id: string, extra = '') => {
  const q = [paramsOf(id), extra].filter(Boolean).join('&');
  return `/api/listados/${id}${q ? `?${q}` : ''}`;
};

type Page = {
  'hydra:member': Record<string, unknown>[];
  'hydra:totalItems': number;
  'hydra:view': Record<string, string>;
  title: string;
  columns: { key: string; type: string; link?: string; linkKey?: string }[];
  order: { key: string; dir: string };
};

const ids = Object.keys(LISTING_PATHS);

describe('every listing of the route table', () => {
  it.each(ids)(
    '%s: its route roles read it, the others get 403, and the demo data shows rows',
    async (id) => {
      const route = listingRoute(id);
      if (!route) throw new Error(`no route for ${id}`);
      const users = Object.entries(DEMO) as [Role, string][];
      const allowed = users.filter(([role]) => hasAnyRole([role], route.roles));
      const refused = users.filter(([role]) => !hasAnyRole([role], route.roles));
      expect(allowed.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      for (const [, who] of allowed) {
        const res = await call(t, who, 'GET', urlOf(id));
        expect(res.statusCode, `${id} as ${who}`).toBe(200);
      }
      for (const [, who] of refused) {
        const res = await call(t, who, 'GET', urlOf(id));
        expect(res.statusCode, `${id} as ${who}`).toBe(403);
        expect(res.json().error).toBe(messages.auth.forbidden);
      }
      const page = (await call(t, allowed[0]![1], 'GET', urlOf(id))).json() as Page;
      expect(page.title).toBe(route.title);
      expect(page['hydra:totalItems'], id).toBeGreaterThan(0);
      const [first] = page['hydra:member'];
      for (const column of page.columns) {
        expect(first, `${id}.${column.key}`).toHaveProperty(column.key);
        if (column.link) expect(first?.[column.linkKey ?? '']).toEqual(expect.any(Number));
      }
    },
  );

  it('an unknown listing is a 404 and a bad route parameter a 400 in Spanish', async () => {
    expect((await call(t, 'super-admin', 'GET', '/api/listados/nada')).statusCode).toBe(404);
    const bad = await call(t, 'super-admin', 'GET', '/api/listados/creditos-morosidad-all?variant=all4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(messages.listings.badParam('variant'));
  });
});

describe('paging, order and filters', () => {
  const id = 'creditos-estados-eam-ret-ama-amo';
  it('pages with hydra:view links that lead through every row once', async () => {
    const all = (await call(t, 'admin', 'GET', urlOf(id, 'itemsPerPage=500'))).json() as Page;
    expect(all['hydra:totalItems']).toBeGreaterThan(10);
    const seen: unknown[] = [];
    let next: string | undefined = urlOf(id, 'itemsPerPage=7');
    let pages = 0;
    while (next) {
      const page = (await call(t, 'admin', 'GET', next)).json() as Page;
      expect(page['hydra:member'].length).toBeLessThanOrEqual(7);
      seen.push(...page['hydra:member'].map((r) => r.creditoId));
      next = page['hydra:view']['hydra:next'];
      pages++;
    }
    expect(pages).toBe(Math.ceil(all['hydra:totalItems'] / 7));
    expect(seen).toEqual(all['hydra:member'].map((r) => r.creditoId));
  });

  it('orders by a sortable column either way and refuses any other', async () => {
    const asc = (
      await call(t, 'admin', 'GET', urlOf(id, 'order[cantidad]=asc&itemsPerPage=500'))
    ).json() as Page;
    const amounts = asc['hydra:member'].map((r) => r.cantidad as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(asc.order).toEqual({ key: 'cantidad', dir: 'asc' });
    const desc = (
      await call(t, 'admin', 'GET', urlOf(id, 'order[cantidad]=desc&itemsPerPage=500'))
    ).json() as Page;
    expect(desc['hydra:member'].map((r) => r.cantidad)).toEqual([...amounts].reverse());
    for (const q of ['order[buscar]=asc', 'order[cantidad]=up']) {
      const res = await call(t, 'admin', 'GET', urlOf(id, q));
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toMatch(/^No se puede ordenar por/);
    }
  });

  it('filters by its declared filters and validates them (400 with a Spanish error)', async () => {
    const byStatus = (await call(t, 'admin', 'GET', urlOf(id, 'estado=AMA&itemsPerPage=500'))).json() as Page;
    expect(byStatus['hydra:member'].every((r) => r.estado === 'AMA')).toBe(true);
    const dated = (
      await call(t, 'admin', 'GET', urlOf(id, 'desde=2026-01-01&hasta=2026-06-30&itemsPerPage=500'))
    ).json() as Page;
    expect(
      dated['hydra:member'].every(
        (r) => (r.fechaAlta as string) >= '2026-01-01' && (r.fechaAlta as string) <= '2026-06-30',
      ),
    ).toBe(true);
    for (const [q, name] of [
      ['estado=XXX', 'estado'],
      ['desde=2026-02-30', 'desde'],
      ['color=rojo', 'color'],
    ] as const) {
      const res = await call(t, 'admin', 'GET', urlOf(id, q));
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe(messages.lists.badFilter(name));
    }
  });
});

describe('créditos problemáticos and the collections team', () => {
  it('a loan taken out of collections (visibleRecobro false) leaves RECOBRO’s list, not the admins’', async () => {
    const url = urlOf('creditos-problematicos', 'itemsPerPage=500');
    const before = (await call(t, 'recobro', 'GET', url)).json() as Page;
    const top = before['hydra:member'].find((r) => r.creditoId !== undefined);
    expect(top).toBeDefined();
    const id = Number(top?.creditoId);
    await t.database.db.execute(sql`update loans set visible_recobro = false where id = ${id}`);
    try {
      const recobro = (await call(t, 'recobro', 'GET', url)).json() as Page;
      expect(recobro['hydra:member'].map((r) => r.creditoId)).not.toContain(id);
      expect(recobro['hydra:totalItems']).toBe(before['hydra:totalItems'] - 1);
      const admin = (await call(t, 'admin', 'GET', url)).json() as Page;
      expect(admin['hydra:member'].map((r) => r.creditoId)).toContain(id);
    } finally {
      await t.database.db.execute(sql`update loans set visible_recobro = true where id = ${id}`);
    }
  });
});

describe('the streamed .xlsx', () => {
  async function workbook(url: string, who = 'admin') {
    const res = await call(t, who, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error('no sheet');
    return { ws, headers: res.headers };
  }

  it('has the headers, typed cells with number formats, and escapes formula-looking text', async () => {
    await t.database.db.execute(sql`
      update users set firstname = '=HYPERLINK("http://x")', lastname = ''
      where id = (select user_id from loans where estado_cd = 'EAM' order by id limit 1)`);
    await t.database.db.execute(sql`
      update users set firstname = v.name, lastname = ''
      from (select l.user_id, (array['+1', '-2', '@SUM(A1)'])[row_number() over (order by l.id)] as name
        from loans l where l.estado_cd = 'AMO' order by l.id limit 3) v where users.id = v.user_id`);
    const id = 'creditos-estados-eam-ret-ama-amo';
    const page = (await call(t, 'admin', 'GET', urlOf(id, 'itemsPerPage=1'))).json() as Page;
    const { ws, headers } = await workbook(urlOf(id, 'format=xlsx'));
    expect(headers['content-disposition']).toContain(
      'attachment; filename="Estados EAM, RET, AMA y AMO.xlsx"',
    );
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Código',
      'Estado',
      'Prestatario',
      'Afiliado',
      'Cantidad',
      'TIN',
      'Meses',
      'Fecha de alta',
    ]);
    expect(ws.actualRowCount).toBe(page['hydra:totalItems'] + 1);
    const second = ws.getRow(2);
    expect(typeof second.getCell(5).value).toBe('number');
    expect(second.getCell(5).numFmt).toContain('€');
    expect(second.getCell(8).value).toBeInstanceOf(Date);
    expect(second.getCell(8).numFmt).toBe('d/mm/yyyy');
    const names: unknown[] = [];
    ws.eachRow((row) => names.push(row.getCell(3).value));
    for (const raw of ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)']) {
      expect(names).toContain(spreadsheetCell(raw));
      expect(names).not.toContain(raw);
    }
    const formulas: unknown[] = [];
    ws.eachRow((row) => row.eachCell((c) => c.formula && formulas.push(c.formula)));
    expect(formulas).toEqual([]);
  });

  it('has every row, beyond the 5,000 the old reports cut at, the same count as the JSON total', async () => {
    await t.database.db.execute(sql`
      with u as (
        insert into users (username, email, password_hash, tipo)
        select 'bulk' || g, 'bulk' || g || '@demo.test', 'x', 'inversor' from generate_series(1, 6000) g
        returning id)
      insert into wallets (user_id, lw_id, balance) select id, 'LWB' || id, 1 + id % 500 from u`);
    const page = (await call(t, 'admin', 'GET', urlOf('disponible-en-monederos'))).json() as Page;
    expect(page['hydra:totalItems']).toBeGreaterThan(6000);
    const { ws } = await workbook(urlOf('disponible-en-monederos', 'format=xlsx'));
    expect(ws.actualRowCount - 1).toBe(page['hydra:totalItems']);
    // In the listing's order (available amount, largest first), no row twice.
    const amounts: number[] = [];
    ws.eachRow((row, n) => n > 1 && amounts.push(row.getCell(5).value as number));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // The sidebar's report of the same id is the same listing, uncut too.
    const rows = (await call(t, 'recobro', 'GET', '/api/tools/reports/disponible-en-monederos')).json();
    expect(rows).toHaveLength(page['hydra:totalItems']);
  });

  it("filters 'Disponible en monederos' by username as well as by e-mail ('Usuario o email')", async () => {
    await t.database.db.execute(sql`
      with u as (
        insert into users (username, email, password_hash, tipo)
        values ('zorroplata', 'cuenta.distinta@demo.test', 'x', 'inversor') returning id)
      insert into wallets (user_id, lw_id, balance) select id, 'LWZORRO', 77 from u`);
    for (const q of ['zorroplata', 'ZorroPlata', 'cuenta.distinta']) {
      const page = (await call(t, 'admin', 'GET', urlOf('disponible-en-monederos', `q=${q}`))).json() as Page;
      expect(page['hydra:member'].map((r) => [r.usuario, r.email])).toEqual([
        ['zorroplata', 'cuenta.distinta@demo.test'],
      ]);
    }
  });

  it('serves the sidebar reports through the engine, each with its own roles', async () => {
    const list = (await call(t, 'admin', 'GET', '/api/tools/reportsList')).json();
    expect(list['morosidad-afiliados']['@url']).toBe('/api/listados/morosidad-afiliados?format=xlsx');
    const { ws } = await workbook(list['morosidad-afiliados']['@url']);
    expect(ws.actualRowCount).toBeGreaterThan(1);
    expect((await call(t, 'comercial', 'GET', '/api/listados/cantidad-plataforma-lw')).statusCode).toBe(403);
    // A COMERCIAL's figures count only the affiliates assigned to them.
    const total = (p: Page) => p['hydra:member'].reduce((n, r) => n + (r.afiliados as number), 0);
    const mine = (await call(t, 'comercial', 'GET', '/api/listados/ventas-comerciales')).json() as Page;
    const everyone = (await call(t, 'admin', 'GET', '/api/listados/ventas-comerciales')).json() as Page;
    expect(total(mine)).toBeGreaterThan(0);
    expect(total(mine)).toBeLessThan(total(everyone));
  });

  it("'Ventas por comercial' gives a COMERCIAL their own row only, even where they are the platform's agent", async () => {
    // An affiliate of another agent on which comercial is the platform's sales agent: in their
    // scope, yet its sales are the other agent's figures.
    const [ids] = rowsOf<{ me: number; other: number }>(
      await t.database.db.execute(sql`select
        (select id from users where username = 'comercial') as me,
        (select id from users where username = 'comercial-plus') as other`),
    );
    if (!ids) throw new Error('demo users missing');
    await t.database.db.execute(sql`
      update affiliates set assigned_sales_agent_id = ${ids.other}, plataforma_sales_agent_id = ${ids.me}
      where id = (select min(id) from affiliates where assigned_sales_agent_id <> ${ids.me})`);
    const mine = (await call(t, 'comercial', 'GET', '/api/listados/ventas-comerciales')).json() as Page;
    expect(mine['hydra:member'].map((r) => r.comercial)).toEqual(['comercial']);
    const everyone = (await call(t, 'admin', 'GET', '/api/listados/ventas-comerciales')).json() as Page;
    const own = everyone['hydra:member'].find((r) => r.comercial === 'comercial');
    expect(mine['hydra:member'][0]).toEqual(own);
    expect(everyone['hydra:member'].some((r) => r.comercial === 'comercial-plus')).toBe(true);
  });

  it('stops reading and releases the database when the client goes away mid-download', async () => {
    await t.database.db.execute(sql`
      with u as (
        insert into users (username, email, password_hash, tipo)
        select 'gone' || g, 'gone' || g || '@demo.test', 'x', 'inversor' from generate_series(1, 20000) g
        returning id)
      insert into wallets (user_id, lw_id, balance) select id, 'LWG' || id, 1 + id % 700 from u`);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}${urlOf('disponible-en-monederos', 'format=xlsx')}`, {
      headers: await t.as('admin'),
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    await reader?.read();
    abort.abort();
    // The export's transaction ends: the next reads answer (on PGlite a stuck one would block them).
    await expect
      .poll(
        async () =>
          rowsOf<{ n: number }>(
            await t.database.db.execute(
              sql`select count(*)::int as n from pg_stat_activity where state = 'idle in transaction'`,
            ),
          )[0]?.n,
        { timeout: 10_000 },
      )
      .toBe(0);
    const page = await call(t, 'admin', 'GET', urlOf('resumen-sc'));
    expect(page.statusCode).toBe(200);
  });
});

describe('compression on the wire', () => {
  const BR_GZIP = { 'accept-encoding': 'gzip, deflate, br' };
  const id = 'creditos-estados-eam-ret-ama-amo';

  it('sends a list answer brotli-compressed to a browser that takes br, gzip to one that takes gzip only', async () => {
    // The financing list's page of 100, as the loan list asks for it.
    const url = '/api/financiaciones?page=1&order[createdAt]=desc';
    const plain = await call(t, 'admin', 'GET', url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await call(t, 'admin', 'GET', url, undefined, BR_GZIP);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // At most a quarter of the bytes on the wire.
    expect(br.rawPayload.length * 4).toBeLessThanOrEqual(plain.rawPayload.length);
    const gz = await call(t, 'admin', 'GET', url, undefined, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // A listing of the engine too.
    const listing = await call(t, 'admin', 'GET', urlOf(id), undefined, BR_GZIP);
    expect(listing.headers['content-encoding']).toBe('br');
  });

  it('leaves answers under 1 KB and the streamed .xlsx exports as they are', async () => {
    const small = await t.app.inject({ url: '/api/health', headers: BR_GZIP });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const xlsx = await call(t, 'admin', 'GET', urlOf(id, 'format=xlsx'), undefined, BR_GZIP);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.actualRowCount).toBeGreaterThan(1);
  });
});
