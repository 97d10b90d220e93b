import { messages } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { escapeCell } from '../src/routes/tools/reports';
import { affiliatesFor, call, demoUserId, save } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
let comercial: Awaited<ReturnType<typeof affiliatesFor>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  comercial = await affiliatesFor(t, 'comercial');
});
afterAll(() => t.close());

function multipart(fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = '----backoffice-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
  );
  parts.push(file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('documents', () => {
  it('uploads a PDF, lists it, downloads it and deletes it; refuses a mismatched content', async () => {
    const h = await t.as('comercial');
    const afiliado = `/api/afiliados/${comercial.mine[0]}`;
    const up = multipart(
      { afiliado, type: 'CIF', description: 'CIF de la empresa' },
      { name: 'cif.pdf', content: PDF },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: up.payload,
      headers: { ...h, ...up.headers },
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ type: 'CIF', name: 'cif.pdf', status: 0 });
    const list = (await call(t, 'comercial', 'GET', `${afiliado}/documentsList`)).json()['hydra:member'];
    expect(list.map((d: { '@id': string }) => d['@id'])).toContain(doc['@id']);
    const dl = await t.app.inject({ url: doc.download, headers: h });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const fake = multipart(
      { afiliado },
      { name: 'factura.pdf', content: Buffer.from('MZ this is an executable') },
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: fake.payload,
      headers: { ...h, ...fake.headers },
    });
    expect(bad.statusCode).toBe(415);
    expect(typeof bad.json().error).toBe('string');
    const png = multipart(
      { afiliado },
      { name: 'foto.jpg', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]) },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/documents/upload',
          payload: png.payload,
          headers: { ...h, ...png.headers },
        })
      ).statusCode,
    ).toBe(415);
    const big = multipart(
      { afiliado },
      { name: 'grande.pdf', content: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10)]) },
    );
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: big.payload,
      headers: { ...h, ...big.headers },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('El fichero o la petición es demasiado grande.');
    const foreign = multipart(
      { afiliado: `/api/afiliados/${comercial.others[0]}` },
      { name: 'cif.pdf', content: PDF },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/documents/upload',
          payload: foreign.payload,
          headers: { ...h, ...foreign.headers },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(t, 'comercial', 'DELETE', doc['@id'])).statusCode).toBe(204);
    expect((await call(t, 'comercial', 'DELETE', doc['@id'])).statusCode).toBe(404);
  });
});

describe('tools', () => {
  it('calculates the score, generates the contract and enables collections', async () => {
    const id = comercial.mine[0];
    const score = await call(t, 'micro-admin', 'PUT', `/api/tools/microadmin/analizePDV/${id}`);
    expect(score.statusCode).toBe(200);
    expect(score.json().score).toBeGreaterThanOrEqual(0);
    expect((await call(t, 'comercial', 'PUT', `/api/tools/microadmin/analizePDV/${id}`)).statusCode).toBe(
      403,
    );
    t.openBanking.failNext();
    const failed = await call(t, 'micro-admin', 'PUT', `/api/tools/microadmin/analizePDV/${id}`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('Ha habido un error al calcular el score');
    const contract = await call(
      t,
      'comercial',
      'PUT',
      `/api/tools/plataformaAgent/generateCollaborationContract/${id}`,
    );
    expect(contract.statusCode).toBe(200);
    expect(contract.json().message).toBe('Contrato de colaboración generado correctamente');
    expect(
      (
        await call(
          t,
          'comercial',
          'PUT',
          `/api/tools/plataformaAgent/generateCollaborationContract/${comercial.others[0]}`,
        )
      ).statusCode,
    ).toBe(403);
    const cobros = await call(t, 'micro-admin', 'PUT', `/api/tools/enablePlataformaCobros/${id}`);
    expect(cobros.json()).toMatchObject({
      plataformaCobros: true,
      message: 'Plataforma de cobros habilitada',
    });
  });

  it('registers the wallet (code 5), answers provider error 152 as a 500 starting with 152, and cleans the KYC', async () => {
    const a = (
      await call(t, 'micro-admin', 'POST', '/api/tools/checkParameters', {
        id: comercial.mine[0],
        type: 'affiliate',
      })
    ).json();
    t.wallet.failNext('registerWallet', 152);
    const failed = await call(t, 'micro-admin', 'PUT', `/api/tools/registerWalletLW/${a.userId}`);
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.startsWith('152')).toBe(true);
    const clean = await call(t, 'micro-admin', 'PUT', `/api/tools/cleanKYC/${a.userId}`);
    expect(clean.json().message).toBe('KYC limpiado con éxito');
    const ok = await call(t, 'micro-admin', 'PUT', `/api/tools/registerWalletLW/${a.userId}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ walletStatusCode: 5, lw: true });
    expect((await call(t, 'comercial', 'PUT', `/api/tools/registerWalletLW/${a.userId}`)).statusCode).toBe(
      403,
    );
  });
});

describe('money operations with an Idempotency-Key', () => {
  it('needs a key, replays the first answer, refuses another body with 422', async () => {
    const afiliado = `/api/afiliados/${comercial.mine[0]}`;
    const body = { amount: 12.5, msg: 'Ajuste de comisión', afiliado };
    expect((await call(t, 'admin', 'POST', '/api/tools/admin/moneyP2P', body)).statusCode).toBe(400);
    const first = await call(t, 'admin', 'POST', '/api/tools/admin/moneyP2P', body, {
      'idempotency-key': 'key-p2p-000001',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toContain('MP2P realizado con éxito');
    const again = await call(t, 'admin', 'POST', '/api/tools/admin/moneyP2P', body, {
      'idempotency-key': 'key-p2p-000001',
    });
    expect(again.json()).toEqual(first.json());
    const other = await call(
      t,
      'admin',
      'POST',
      '/api/tools/admin/moneyP2P',
      { ...body, amount: 13 },
      { 'idempotency-key': 'key-p2p-000001' },
    );
    expect(other.statusCode).toBe(422);
    expect(
      (
        await call(t, 'micro-admin', 'POST', '/api/tools/admin/moneyP2P', body, {
          'idempotency-key': 'key-p2p-000002',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('makes exactly one movement for 20 concurrent identical money outs', async () => {
    const afiliado = `/api/afiliados/${comercial.mine[1]}`;
    const h = await t.as('admin');
    const before = await t.database.db.query.moneyOperations.findMany();
    const body = { amount: 1, msg: 'Devolución', afiliado };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/tools/admin/moneyOut',
          payload: body,
          headers: { ...h, 'idempotency-key': 'double-click-000001' },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    const after = await t.database.db.query.moneyOperations.findMany();
    expect(after.length - before.length).toBe(1);
  });
});

describe('shared calls', () => {
  it('searches from 3 characters, accent-insensitive, over affiliates, borrowers, loans and investors', async () => {
    const me = await demoUserId(t, 'micro-admin');
    expect((await call(t, 'micro-admin', 'GET', `/api/users/${me}/search?q=ab`)).statusCode).toBe(400);
    const a = (await call(t, 'micro-admin', 'GET', `/api/afiliados/${comercial.mine[0]}`)).json();
    const byCode = (await call(t, 'micro-admin', 'GET', `/api/users/${me}/search?q=${a.code}`)).json();
    expect(
      byCode.find((r: { type: string; id: number }) => r.type === 'affiliate' && r.id === a.id),
    ).toMatchObject({
      '@id': a['@id'],
      administrator: a.administrador,
      code: a.code,
      status: a.estadoCd,
    });
    // 'Garcia' finds 'García'.
    const accents = (await call(t, 'micro-admin', 'GET', `/api/users/${me}/search?q=garcia`)).json();
    expect(accents.length).toBeGreaterThan(0);
    const loan = (await call(t, 'micro-admin', 'GET', `/api/users/${me}/search?q=F000`)).json();
    expect(loan.some((r: { type: string }) => r.type === 'loan')).toBe(true);
    // A borrower opens their latest loan by its id (`code`) and reads as its code (`loanCode`).
    const [latest] = rowsOf<{ id: number; code: string; dni: string }>(
      await t.database.db.execute(sql`
        select l.id, l.code, u.dni from loans l join users u on u.id = l.user_id
        where u.tipo = 'prestatario' and u.dni is not null
          and l.id = (select max(id) from loans where user_id = u.id) limit 1`),
    );
    const borrowers = (
      await call(t, 'micro-admin', 'GET', `/api/users/${me}/search?q=${latest?.dni}`)
    ).json();
    expect(borrowers.find((r: { type: string }) => r.type === 'borrower')).toMatchObject({
      code: String(latest?.id),
      loanCode: latest?.code,
    });
    const inv = (await call(t, 'micro-admin', 'GET', `/api/users/${me}/search?q=inversores.test`)).json();
    expect(inv.some((r: { type: string }) => r.type === 'investor')).toBe(true);
    const mine = (await call(t, 'comercial', 'GET', `/api/users/${comercial.userId}/search?q=AF000`)).json();
    expect(
      mine.every(
        (r: { type: string; id: number }) => r.type !== 'affiliate' || comercial.mine.includes(r.id),
      ),
    ).toBe(true);
    expect((await call(t, 'comercial', 'GET', `/api/users/${me}/search?q=AF000`)).statusCode).toBe(403);
  });

  it('checks parameters of an affiliate, a loan and an investor', async () => {
    const a = (
      await call(t, 'risk', 'POST', '/api/tools/checkParameters', {
        id: comercial.mine[0],
        type: 'affiliate',
      })
    ).json();
    for (const k of [
      'afiliado',
      'administrador',
      'datosEmpresa',
      'account',
      'children',
      'name',
      'type',
      'status',
      'id',
      'origin',
      'lw',
      'userId',
      'username',
      'walletStatusCode',
      'frozenByLw',
      'primaryReason',
    ])
      expect(a).toHaveProperty(k);
    expect(
      (await call(t, 'risk', 'POST', '/api/tools/checkParameters', { id: 999999, type: 'affiliate' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(t, 'comercial', 'POST', '/api/tools/checkParameters', {
          id: comercial.others[0],
          type: 'affiliate',
        })
      ).statusCode,
    ).toBe(403);
    const loan = (
      await call(t, 'risk', 'POST', '/api/tools/checkParameters', { id: 1, type: 'loan' })
    ).json();
    expect(loan).toMatchObject({ loan: '/api/creditos/1' });
    expect(loan.user).toMatch(/^\/api\/users\/\d+$/);
    expect(
      (await call(t, 'micro-admin', 'POST', '/api/tools/checkParameters', { id: 1, type: 'investor' })).json()
        .investor,
    ).toBe('/api/inversores/1');
    // Issue 12: the summary answers only to the roles that may open the detail screen (RISK may
    // not open the investor detail, JUDICIAL no detail at all).
    for (const [who, type] of [
      ['risk', 'investor'],
      ['judicial', 'affiliate'],
      ['judicial', 'loan'],
      ['ventas', 'affiliate'],
      ['be', 'affiliate'],
    ] as const) {
      const res = await call(t, who, 'POST', '/api/tools/checkParameters', { id: 1, type });
      expect(res.statusCode, `${who} ${type}`).toBe(403);
      expect(res.json().error).toBe(messages.auth.forbidden);
    }
    expect(
      (await call(t, 'risk', 'POST', '/api/tools/checkParameters', { id: 1, type: 'other' })).statusCode,
    ).toBe(400);
  });

  it('lists reports by role and serves rows or a streamed .xlsx with formula cells escaped', async () => {
    const comercialReports = (await call(t, 'comercial', 'GET', '/api/tools/reportsList')).json();
    expect(Object.keys(comercialReports)).toEqual(['ventas-comerciales']);
    const adminReports = (await call(t, 'admin', 'GET', '/api/tools/reportsList')).json();
    expect(adminReports['cantidad-plataforma-lw']).toMatchObject({
      name: expect.any(String),
      '@url': '/api/listados/cantidad-plataforma-lw',
    });
    // Issue 16: the report is an entry of the listing engine (a Hydra page); /api/tools/reports keeps the rows.
    const page = (await call(t, 'admin', 'GET', adminReports['cantidad-plataforma-lw']['@url'])).json();
    expect(page['hydra:member'][0]).toHaveProperty('codigo');
    const rows = (await call(t, 'admin', 'GET', '/api/tools/reports/cantidad-plataforma-lw')).json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveProperty('codigo');
    expect((await call(t, 'comercial', 'GET', '/api/tools/reports/cantidad-plataforma-lw')).statusCode).toBe(
      403,
    );
    // A formula-looking name is escaped in the spreadsheet.
    await save(t, 'comercial', `/api/afiliados/${comercial.mine[0]}`, {
      nombre: '=HYPERLINK("http://x")',
    });
    const xlsx = await call(t, 'admin', 'GET', '/api/tools/reports/cantidad-plataforma-lw?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values: unknown[] = [];
    wb.worksheets[0]?.eachRow((row) => values.push(...(row.values as unknown[])));
    expect(values).toContain('\'=HYPERLINK("http://x")');
    expect(values.some((v) => typeof v === 'object' && v !== null && 'formula' in v)).toBe(false);
    expect([escapeCell('+1'), escapeCell('-x'), escapeCell('@a'), escapeCell('ok'), escapeCell(-5)]).toEqual([
      "'+1",
      "'-x",
      "'@a",
      'ok',
      -5,
    ]);
  });

  it('takes client logs and the selects', async () => {
    expect(
      (
        await call(t, 'be', 'POST', '/api/log', {
          type: 'error',
          log: { id: 'x1', name: 'TypeError', message: 'boom', stack: 'at x' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await call(t, 'be', 'POST', '/api/log', { type: 'fatal', log: {} })).statusCode).toBe(400);
    for (const url of [
      '/api/afiliados/estadosSelect',
      '/api/users/salesAgentsSelect',
      '/api/secondary_reasons/secondaryReasonsSelect',
      '/api/insurances/insurancesSelect',
      '/api/comentarios/departamentosSelect',
      '/api/worked_days/reasonsSelect',
    ]) {
      const res = await call(t, 'micro-admin', 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()[0], url).toMatchObject({ value: expect.anything(), label: expect.any(String) });
    }
  });
});

describe('user records (§7 Users)', () => {
  it('reads the wallet balance, the loans, the payment methods and the LW account status', async () => {
    const a = (
      await call(t, 'micro-admin', 'POST', '/api/tools/checkParameters', {
        id: comercial.mine[0],
        type: 'affiliate',
      })
    ).json();
    const wallet = await call(t, 'comercial', 'GET', `${a.administrador}/walletLWBalance`);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json()).toMatchObject({ afiliado: a.afiliado, plataformaPayments: expect.any(Number) });
    const loan = (
      await call(t, 'risk', 'POST', '/api/tools/checkParameters', { id: 1, type: 'loan' })
    ).json();
    const credits = (await call(t, 'risk', 'GET', `${loan.user}/creditos`)).json();
    expect(credits['hydra:member'].map((l: { '@id': string }) => l['@id'])).toContain('/api/creditos/1');
    const methods = (await call(t, 'risk', 'GET', `${loan.user}/payment_methods?limit=1000`)).json();
    expect(methods['hydra:member'][0]).toMatchObject({
      enabled: expect.any(Boolean),
      invalid: expect.any(Boolean),
      invalidType: expect.any(Boolean),
    });
    const status = await call(
      t,
      'comercial',
      'GET',
      `/api/tools/accountLWStatus/${a.account.split('/').pop()}`,
    );
    expect(status.json()).toHaveProperty('ibanValidadoLw');
    const foreign = (
      await call(t, 'micro-admin', 'POST', '/api/tools/checkParameters', {
        id: comercial.others[0],
        type: 'affiliate',
      })
    ).json();
    expect((await call(t, 'comercial', 'GET', `${foreign.administrador}/walletLWBalance`)).statusCode).toBe(
      403,
    );
  });
});

describe('worked days', () => {
  it('validates with the domain rules and reads by ISO week', async () => {
    t.clock.now = Date.parse('2026-11-20T12:00:00Z');
    const incorrect = await call(t, 'ventas', 'POST', '/api/tools/workedDays', [
      { date: '2026-11-16', hours: 4, reason: 'SIN_MOTIVO' },
    ]);
    expect(incorrect.statusCode).toBe(400);
    expect(incorrect.json().error).toBe('La información a imputar es incorrecta.');
    const nothing = await call(t, 'ventas', 'POST', '/api/tools/workedDays', [
      { date: '2026-11-16', hours: 0, reason: null },
    ]);
    expect(nothing.json().error).toBe('No hay nueva información que imputar.');
    expect(
      (
        await call(t, 'ventas', 'POST', '/api/tools/workedDays', [
          { date: '2026-12-01', hours: 8, reason: 'HORARIO_CUMPLIDO' },
        ])
      ).statusCode,
    ).toBe(400);
    // §2's calendar: no weekends, no weeks outside the current month, no future days.
    for (const date of ['2026-11-15', '2026-10-15', '2026-10-30', '2026-11-23', '2026-02-30']) {
      const res = await call(t, 'ventas', 'POST', '/api/tools/workedDays', [
        { date, hours: 8, reason: 'HORARIO_CUMPLIDO' },
      ]);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error).toBe('La información a imputar es incorrecta.');
    }
    const ok = await call(t, 'ventas', 'POST', '/api/tools/workedDays', [
      { date: '2026-11-16', hours: 8, reason: 'HORARIO_CUMPLIDO' },
      { date: '2026-11-17', hours: 6, reason: 'SALUD' },
    ]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe('Horas imputadas con éxito');
    expect(
      (
        await call(t, 'ventas', 'POST', '/api/tools/workedDays', [
          { date: '2026-11-16', hours: 8, reason: 'HORARIO_CUMPLIDO' },
        ])
      ).statusCode,
    ).toBe(409);
    const week = (await call(t, 'ventas', 'GET', '/api/tools/workedDaysByWeek/47/2026')).json();
    expect(week).toEqual([
      { reason: 'HORARIO_CUMPLIDO', date: '2026-11-16', hours: 8 },
      { reason: 'SALUD', date: '2026-11-17', hours: 6 },
    ]);
    expect((await call(t, 'judicial', 'GET', '/api/tools/workedDaysByWeek/47/2026')).json()).toEqual([]);
    expect((await call(t, 'ventas', 'GET', '/api/tools/workedDaysByWeek/60/2026')).statusCode).toBe(400);
  });
});

describe('session', () => {
  it('refreshes at 45 minutes; the old token answers for a 2-minute grace, then is revoked', async () => {
    const token = await t.login('recobro');
    const h = { authorization: `Bearer ${token}` };
    const refresh = (headers: { authorization: string }) =>
      t.app.inject({ method: 'PUT', url: '/api/refreshJWT', headers });
    expect((await refresh(h)).statusCode).toBe(409);
    t.clock.now += 46 * 60 * 1000;
    const refreshed = await refresh(h);
    expect(refreshed.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${refreshed.json().token}` };
    // A read sent with the old token while the refresh ran is still answered (it was a 401 and
    // a trip to /login), and a second tab refreshing with the same token gets a token too.
    expect((await t.app.inject({ url: '/api/users/1', headers: h })).statusCode).toBe(200);
    expect((await refresh(h)).statusCode).toBe(200);
    t.clock.now += 119 * 1000;
    expect((await t.app.inject({ url: '/api/users/1', headers: h })).statusCode).toBe(200);
    t.clock.now += 1000;
    expect((await t.app.inject({ url: '/api/users/1', headers: h })).statusCode).toBe(401);
    expect((await refresh(h)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/1', headers: fresh })).statusCode).toBe(200);
  });

  it('logs out at once, even a token still in its refresh grace', async () => {
    const token = await t.login('risk');
    const h = { authorization: `Bearer ${token}` };
    t.clock.now += 46 * 60 * 1000;
    const fresh = {
      authorization: `Bearer ${(await t.app.inject({ method: 'PUT', url: '/api/refreshJWT', headers: h })).json().token}`,
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: h })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/users/1', headers: h })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/1', headers: fresh })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: fresh })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/users/1', headers: fresh })).statusCode).toBe(401);
  });
});
