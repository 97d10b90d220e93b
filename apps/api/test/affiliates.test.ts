import { AFFILIATE_STATES, isValidDni, isValidIban } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { affiliatesFor, call, demoUserId, save } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
let comercial: Awaited<ReturnType<typeof affiliatesFor>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  comercial = await affiliatesFor(t, 'comercial');
});
afterAll(() => t.close());

describe('GET /api/users/{id}/affiliatesInDepthList', () => {
  it('answers a paged hydra collection with counts for every status', async () => {
    const admin = await demoUserId(t, 'micro-admin');
    const res = await call(
      t,
      'micro-admin',
      'GET',
      `/api/users/${admin}/affiliatesInDepthList?itemsPerPage=10`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['hydra:totalItems']).toBe(40);
    expect(body['hydra:member']).toHaveLength(10);
    expect(body['hydra:view']['hydra:next']).toContain('page=2');
    expect(Object.keys(body.countsByStatus).sort()).toEqual([...AFFILIATE_STATES].sort());
    for (const st of AFFILIATE_STATES) expect(body.countsByStatus[st]).toBeGreaterThan(0);
    const row = body['hydra:member'][0];
    for (const k of [
      'code',
      'origin',
      'email',
      'lastComment',
      'name',
      'plataformaAgent',
      'salesAgent',
      'status',
      'kyc',
    ])
      expect(row).toHaveProperty(k);
  });

  it('filters by status, text (accent-insensitive) and sales agent', async () => {
    const admin = await demoUserId(t, 'micro-admin');
    const byStatus = (
      await call(
        t,
        'micro-admin',
        'GET',
        `/api/users/${admin}/affiliatesInDepthList?status=ACT,NCO&pagination=false`,
      )
    ).json();
    expect(byStatus['hydra:member'].every((r: { status: string }) => ['ACT', 'NCO'].includes(r.status))).toBe(
      true,
    );
    expect(byStatus['hydra:totalItems']).toBe(byStatus.countsByStatus.ACT + byStatus.countsByStatus.NCO);
    const first = byStatus['hydra:member'][0];
    const text = (
      await call(
        t,
        'micro-admin',
        'GET',
        `/api/users/${admin}/affiliatesInDepthList?text=${encodeURIComponent(first.code.toLowerCase())}`,
      )
    ).json();
    expect(text['hydra:member'].map((r: { code: string }) => r.code)).toContain(first.code);
    const agent = (
      await call(
        t,
        'micro-admin',
        'GET',
        `/api/users/${admin}/affiliatesInDepthList?salesAgent=/api/users/${comercial.userId}&pagination=false`,
      )
    ).json();
    expect(agent['hydra:totalItems']).toBe(comercial.mine.length);
    expect(
      (await call(t, 'micro-admin', 'GET', `/api/users/${admin}/affiliatesInDepthList?status=XXX`))
        .statusCode,
    ).toBe(400);
  });

  it('sorts on the declared columns with order[field]=asc|desc, across pages; an unknown field is a 400', async () => {
    const admin = await demoUserId(t, 'micro-admin');
    const list = `/api/users/${admin}/affiliatesInDepthList`;
    const codes = async (query: string) =>
      (await call(t, 'micro-admin', 'GET', `${list}?${query}`))
        .json()
        ['hydra:member'].map((r: { code: string }) => r.code) as string[];
    const all = await codes('pagination=false&order[code]=asc');
    expect(all).toHaveLength(40);
    const sorted = [...all].sort();
    expect(all).toEqual(sorted);
    expect(await codes('pagination=false&order[code]=desc')).toEqual([...sorted].reverse());
    // The order holds across pages, and the pages' links keep it.
    const first = (await call(t, 'micro-admin', 'GET', `${list}?itemsPerPage=15&order[code]=asc`)).json();
    expect(first['hydra:member'].map((r: { code: string }) => r.code)).toEqual(sorted.slice(0, 15));
    expect(decodeURIComponent(first['hydra:view']['hydra:next'])).toContain('order[code]=asc');
    expect(await codes('itemsPerPage=15&page=2&order[code]=asc')).toEqual(sorted.slice(15, 30));
    // By status, then the code within a status.
    const byStatus = (await call(t, 'micro-admin', 'GET', `${list}?pagination=false&order[status]=asc`))
      .json()
      ['hydra:member'].map((r: { status: string }) => r.status) as string[];
    expect(byStatus).toEqual([...byStatus].sort());
    for (const bad of ['order[password]=asc', 'order[code]=up', 'order[statusLabel]=desc']) {
      const res = await call(t, 'micro-admin', 'GET', `${list}?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error, bad).toMatch(/^No se puede ordenar por «/);
    }
  });

  it('sorts the financing list with order[field] on its declared columns; an unknown field is a 400', async () => {
    const [top] = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`select affiliate_id as id from loans where affiliate_id is not null group by 1 order by count(*) desc limit 1`,
      ),
    );
    const url = `/api/afiliados/${top?.id}/financiacionList`;
    const amounts = async (query: string) =>
      (await call(t, 'super-admin', 'GET', `${url}?${query}`))
        .json()
        ['hydra:member'].map((r: { amount: number }) => r.amount) as number[];
    const ascending = await amounts('limit=1000&order[amount]=asc');
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((x, y) => x - y));
    // Ties fall to the id in the same direction, so one order is the other reversed.
    expect(await amounts('limit=1000&order[amount]=desc')).toEqual([...ascending].reverse());
    const bad = await call(t, 'super-admin', 'GET', `${url}?order[borrowerDni]=asc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^No se puede ordenar por «borrowerDni»/);
  });

  it('shows a COMERCIAL only their assigned affiliates, and refuses them another user list', async () => {
    expect(comercial.mine.length).toBeGreaterThan(0);
    expect(comercial.others.length).toBeGreaterThan(0);
    const res = (
      await call(
        t,
        'comercial',
        'GET',
        `/api/users/${comercial.userId}/affiliatesInDepthList?pagination=false`,
      )
    ).json();
    expect(res['hydra:member'].map((r: { id: number }) => r.id).sort()).toEqual([...comercial.mine].sort());
    const other = await demoUserId(t, 'admin');
    expect((await call(t, 'comercial', 'GET', `/api/users/${other}/affiliatesInDepthList`)).statusCode).toBe(
      403,
    );
    expect((await call(t, 'recobro', 'GET', `/api/users/${other}/affiliatesInDepthList`)).statusCode).toBe(
      403,
    );
  });
});

describe('affiliate resource', () => {
  it('reads an affiliate as JSON-LD with links as paths; a COMERCIAL gets 403 on a foreign one', async () => {
    const id = comercial.mine[0] as number;
    const res = await call(t, 'comercial', 'GET', `/api/afiliados/${id}`);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      '@context': '/api/contexts/Afiliado',
      '@id': `/api/afiliados/${id}`,
      '@type': 'Afiliado',
    });
    expect(a.datosEmpresa).toMatch(/^\/api\/datos_empresas\/\d+$/);
    expect(a.administrador).toMatch(/^\/api\/users\/\d+$/);
    expect((await call(t, 'comercial', 'GET', `/api/afiliados/${comercial.others[0]}`)).statusCode).toBe(403);
    expect((await call(t, 'comercial', 'GET', '/api/afiliados/999999')).statusCode).toBe(404);
    expect((await call(t, 'risk', 'GET', `/api/afiliados/${comercial.others[0]}`)).statusCode).toBe(200);
  });

  it('PUT applies only the fields sent, and records the audit log', async () => {
    const id = comercial.mine[0] as number;
    const before = (await call(t, 'comercial', 'GET', `/api/afiliados/${id}`)).json();
    const res = await save(t, 'comercial', `/api/afiliados/${id}`, {
      nombre: 'Óptica Nueva',
      beneficio: null,
    });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.nombre).toBe('Óptica Nueva');
    expect(after.beneficio).toBeNull();
    expect(after.facturacionAnual).toBe(before.facturacionAnual);
    expect(after.origin).toBe(before.origin);
    const audit = await t.database.db.query.auditLog.findFirst({
      where: (l, { eq }) => eq(l.resource, `/api/afiliados/${id}`),
    });
    expect(audit?.action).toBe('update');
    expect(
      (await save(t, 'comercial', `/api/afiliados/${comercial.others[0]}`, { nombre: 'x' })).statusCode,
    ).toBe(403);
    expect((await save(t, 'risk', `/api/afiliados/${id}`, { nombre: 'x' })).statusCode).toBe(403);
    expect((await save(t, 'comercial', `/api/afiliados/${id}`, { unknownField: 1 })).statusCode).toBe(400);
    expect((await save(t, 'comercial', `/api/afiliados/${id}`, { beneficio: 'mucho' })).statusCode).toBe(400);
  });

  it('activates anyway (estadoCd ACT) for ADMIN_PLUS only, with a status-history row', async () => {
    const admin = await demoUserId(t, 'micro-admin');
    const list = (
      await call(
        t,
        'micro-admin',
        'GET',
        `/api/users/${admin}/affiliatesInDepthList?status=PDO&pagination=false`,
      )
    ).json();
    const id = list['hydra:member'][0].id;
    expect((await save(t, 'micro-admin', `/api/afiliados/${id}`, { estadoCd: 'ACT' })).statusCode).toBe(403);
    expect((await save(t, 'admin-plus', `/api/afiliados/${id}`, { estadoCd: 'OFF' })).statusCode).toBe(422);
    const ok = await save(t, 'admin-plus', `/api/afiliados/${id}`, { estadoCd: 'ACT' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().estadoCd).toBe('ACT');
    const history = (await call(t, 'risk', 'GET', `/api/afiliados/${id}/statusHistoryList`)).json();
    expect(history['hydra:member'][0]).toMatchObject({
      previousState: 'PDO',
      finalState: 'ACT',
      user: 'admin-plus',
    });
  });

  it('sets and removes the parent (padre null), refusing cycles', async () => {
    const [a, b] = comercial.mine as [number, number];
    expect(
      (await save(t, 'comercial', `/api/afiliados/${a}`, { padre: `/api/afiliados/${b}` })).json().padre,
    ).toBe(`/api/afiliados/${b}`);
    expect(
      (await save(t, 'comercial', `/api/afiliados/${b}`, { padre: `/api/afiliados/${a}` })).statusCode,
    ).toBe(422);
    const children = (await call(t, 'comercial', 'GET', `/api/afiliados/${b}/childrenList`)).json();
    expect(children['hydra:member'].map((c: { id: number }) => c.id)).toContain(a);
    expect((await save(t, 'comercial', `/api/afiliados/${a}`, { padre: null })).json().padre).toBeNull();
  });
});

describe('creating an affiliate (§7: company, administrator, affiliate)', () => {
  it('creates the company (fisica), the user (verified, enabled, lw false) and the affiliate (NCO)', async () => {
    const company = await call(t, 'comercial', 'POST', '/api/datos_empresas', {
      nombreComercial: 'Clínica Dental Sol',
      cif: 'B12345674',
    });
    expect(company.statusCode).toBe(201);
    expect(company.json().tipoPersona).toBe('fisica');
    const user = await call(t, 'comercial', 'POST', '/api/users', {
      email: 'gerente@clinicasol.test',
      firstname: 'Ana',
      lastname: 'Sol',
      tipo: 'afiliado',
    });
    expect(user.statusCode).toBe(201);
    expect(user.json()).toMatchObject({
      tipo: 'afiliado',
      emailVerificado: true,
      enabled: true,
      lw: false,
      roles: [],
    });
    const dup = await call(t, 'comercial', 'POST', '/api/users', { email: 'GERENTE@clinicasol.test' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Email ya en uso: gerente');
    const created = await call(t, 'comercial', 'POST', '/api/afiliados', {
      datosEmpresa: company.json()['@id'],
      administrador: user.json()['@id'],
      estadoCd: 'NCO',
      plataformaSalesAgent: `/api/users/${comercial.userId}`,
    });
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({
      estadoCd: 'NCO',
      nombre: 'Clínica Dental Sol',
      assignedSalesAgent: `/api/users/${comercial.userId}`,
    });
    expect(a.code).toMatch(/^AF\d{5}$/);
    expect((await call(t, 'comercial', 'GET', a['@id'])).statusCode).toBe(200);
    // The same company cannot back a second affiliate.
    const again = await call(t, 'comercial', 'POST', '/api/afiliados', {
      datosEmpresa: company.json()['@id'],
      administrador: user.json()['@id'],
    });
    expect(again.statusCode).toBe(409);
    expect((await call(t, 'risk', 'POST', '/api/datos_empresas', { nombreComercial: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'comercial', 'POST', '/api/users', { email: 'no-es-email' })).statusCode).toBe(400);
    expect(
      (await call(t, 'comercial', 'POST', '/api/users', { email: 'a@b.test', dni: '12345678A' })).json()
        .error,
    ).toBe('El DNI es inválido');
    expect(
      (await call(t, 'comercial', 'POST', '/api/users', { email: 'c@b.test', roles: ['ROLE_SUPER_ADMIN'] }))
        .statusCode,
    ).toBe(403);
  });

  it('edits the company data and the account, validating the IBAN', async () => {
    const a = (await call(t, 'comercial', 'GET', `/api/afiliados/${comercial.mine[1]}`)).json();
    const put = await save(t, 'comercial', a.datosEmpresa, { telefonoMovil: '600111222' });
    expect(put.statusCode).toBe(200);
    expect(put.json().telefonoMovil).toBe('600111222');
    const params = (
      await call(t, 'comercial', 'POST', '/api/tools/checkParameters', { id: a.id, type: 'affiliate' })
    ).json();
    expect(params.account).toMatch(/^\/api\/accounts\/\d+$/);
    const bad = await save(t, 'comercial', params.account, { iban: 'ES00 0000 0000 0000 0000 0000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('El IBAN es inválido');
    const good = await save(t, 'comercial', params.account, { iban: 'es91 2100 0418 4502 0005 1332' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ iban: 'ES9121000418450200051332', ibanValidadoLw: false });
    const foreign = (
      await call(t, 'super-admin', 'POST', '/api/tools/checkParameters', {
        id: comercial.others[0],
        type: 'affiliate',
      })
    ).json();
    expect(
      (await save(t, 'comercial', foreign.account, { iban: 'ES9121000418450200051332' })).statusCode,
    ).toBe(403);
    expect((await save(t, 'comercial', foreign.datosEmpresa, { cif: 'x' })).statusCode).toBe(403);
    // The administrator user: inline edit with DNI validation and e-mail uniqueness.
    expect((await save(t, 'comercial', a.administrador, { dni: '00000000X' })).json().error).toBe(
      'El DNI es inválido',
    );
    expect((await save(t, 'comercial', a.administrador, { email: 'admin@demo.test' })).json().error).toBe(
      'Email ya en uso: admin',
    );
    expect((await save(t, 'comercial', a.administrador, { phone: '611222333' })).json().phone).toBe(
      '611222333',
    );
    expect((await save(t, 'comercial', foreign.administrador, { phone: '1' })).statusCode).toBe(403);
  });
});

describe('adding an affiliate in one write (POST /api/afiliados/alta)', () => {
  /** How many companies, users and affiliates there are: a refused add leaves all three as they were. */
  const counts = async () => {
    const [row] = rowsOf<{ c: number; u: number; a: number }>(
      await t.database.db.execute(sql`
        select (select count(*)::int from datos_empresas) as c, (select count(*)::int from users) as u,
          (select count(*)::int from affiliates) as a`),
    );
    if (!row) throw new Error('no counts');
    return row;
  };
  const form = (email: string, extra: { user?: object; affiliate?: object; company?: object } = {}) => ({
    company: { nombreComercial: 'Clínica Alta', cif: 'B12345674', ...extra.company },
    user: { email, firstname: 'Eva', lastname: 'Mora', ...extra.user },
    affiliate: { nombre: 'Clínica Alta', ...extra.affiliate },
  });

  it("a COMERCIAL using a staff user's e-mail (one they cannot look up) gets 409 and nothing is created", async () => {
    const before = await counts();
    const res = await call(t, 'comercial', 'POST', '/api/afiliados/alta', form('micro-admin@demo.test'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Email ya en uso: micro-admin');
    expect(await counts()).toEqual(before);
  });

  it('a refused user (bad DNI) undoes the company written before it', async () => {
    const before = await counts();
    const res = await call(
      t,
      'comercial',
      'POST',
      '/api/afiliados/alta',
      form('eva.dni@alta.test', { user: { dni: '12345678A' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a refused affiliate (a sales agent that does not exist) undoes the company and the user', async () => {
    const before = await counts();
    const res = await call(
      t,
      'micro-admin',
      'POST',
      '/api/afiliados/alta',
      form('eva.agente@alta.test', { affiliate: { assignedSalesAgent: '/api/users/999999' } }),
    );
    expect(res.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('a refused company field is a violation under its group of the form, before any write', async () => {
    const before = await counts();
    const res = await call(
      t,
      'comercial',
      'POST',
      '/api/afiliados/alta',
      form('eva.larga@alta.test', { company: { razonSocial: 'x'.repeat(201) } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(
      'company.razonSocial',
    );
    expect(await counts()).toEqual(before);
  });

  it('creates the three, the affiliate NCO with its administrator and company, assigned to the COMERCIAL', async () => {
    const before = await counts();
    const res = await call(t, 'comercial', 'POST', '/api/afiliados/alta', form('eva@alta.test'));
    expect(res.statusCode).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({
      estadoCd: 'NCO',
      nombre: 'Clínica Alta',
      assignedSalesAgent: `/api/users/${comercial.userId}`,
    });
    expect(await counts()).toEqual({ c: before.c + 1, u: before.u + 1, a: before.a + 1 });
    const admin = await call(t, 'comercial', 'GET', a.administrador);
    expect(admin.json()).toMatchObject({
      email: 'eva@alta.test',
      tipo: 'afiliado',
      emailVerificado: true,
      lw: false,
    });
    expect((await call(t, 'risk', 'POST', '/api/afiliados/alta', form('otra@alta.test'))).statusCode).toBe(
      403,
    );
  });
});

describe('detail sections (§7 affiliate reads)', () => {
  it('answers every section as a collection, financing 100 per page', async () => {
    const admin = await demoUserId(t, 'micro-admin');
    const rows = (
      await call(
        t,
        'micro-admin',
        'GET',
        `/api/users/${admin}/affiliatesInDepthList?status=ACT,INI,FUN,INT,OUT&pagination=false`,
      )
    ).json()['hydra:member'];
    for (const section of [
      'documentsList',
      'tasksList',
      'childrenList',
      'financiacionList',
      'salesAgentsInDepthList',
      'transactionList',
      'cancellationOperationList',
      'provisionFundsList',
      'statusHistoryList',
      'secondaryReasonsList',
      'productList',
      'linksList',
      'configuraciones_afiliados?pagination=false',
      'comentariosList',
    ]) {
      const res = await call(t, 'risk', 'GET', `/api/afiliados/${rows[0].id}/${section}`);
      expect(res.statusCode, section).toBe(200);
      expect(res.json()['@type'], section).toBe('hydra:Collection');
    }
    let withLoans = 0;
    for (const r of rows) {
      const fin = (await call(t, 'risk', 'GET', `/api/afiliados/${r.id}/financiacionList?page=1`)).json();
      if (fin['hydra:totalItems'] > 0) {
        withLoans += 1;
        expect(fin['hydra:member'][0]).toHaveProperty('pTinI');
        expect(fin['hydra:member'].length).toBeLessThanOrEqual(100);
      }
    }
    expect(withLoans).toBeGreaterThan(0);
    expect(
      (await call(t, 'comercial', 'GET', `/api/afiliados/${comercial.others[0]}/financiacionList`))
        .statusCode,
    ).toBe(403);
  });

  it('reads the associated investor investments (20 per page, inclusive ranges) and the wallet', async () => {
    const params = (
      await call(t, 'super-admin', 'POST', '/api/tools/checkParameters', { id: 1, type: 'affiliate' })
    ).json();
    expect(params.associatedInvestor).toMatch(/^\/api\/inversores\/\d+$/);
    const all = (await call(t, 'micro-admin', 'GET', `${params.associatedInvestor}/inversionesList`)).json();
    expect(all['hydra:member'].length).toBeLessThanOrEqual(20);
    if (all['hydra:totalItems'] > 0) {
      const amount = all['hydra:member'][0].amount;
      const exact = (
        await call(
          t,
          'micro-admin',
          'GET',
          `${params.associatedInvestor}/inversionesList?amountMin=${amount}&amountMax=${amount}`,
        )
      ).json();
      expect(exact['hydra:member'].every((m: { amount: number }) => m.amount === amount)).toBe(true);
      expect(exact['hydra:totalItems']).toBeGreaterThan(0);
    }
    const wallet = await call(t, 'micro-admin', 'GET', `${params.associatedInvestor}/monederoDetail`);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json()).toHaveProperty('balance');
  });
});

describe('seed', () => {
  it('makes valid DNIs and IBANs (domain validators), every state, and a COMERCIAL with and without affiliates', async () => {
    const dnis = rowsOf<{ dni: string }>(
      await t.database.db.execute(sql`select dni from users where dni is not null`),
    );
    expect(dnis.length).toBeGreaterThan(100);
    expect(dnis.filter((r) => !isValidDni(r.dni))).toEqual([]);
    const ibans = rowsOf<{ iban: string }>(
      await t.database.db.execute(sql`select iban from accounts where iban is not null`),
    );
    expect(ibans.length).toBeGreaterThan(40);
    expect(ibans.filter((r) => !isValidIban(r.iban))).toEqual([]);
    const states = rowsOf<{ estado_cd: string }>(
      await t.database.db.execute(sql`select distinct estado_cd from affiliates`),
    );
    expect(states.map((r) => r.estado_cd).sort()).toEqual([...AFFILIATE_STATES].sort());
    const loans = rowsOf<{ n: number; i: number }>(
      await t.database.db.execute(
        sql`select (select count(*)::int from loans) as n, (select count(*)::int from installments) as i`,
      ),
    );
    expect(loans[0]?.n).toBe(120);
    expect(loans[0]?.i).toBeGreaterThan(0);
  });
});
