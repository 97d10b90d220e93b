import { createHash } from 'node:crypto';
import { messages } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { prng } from '../src/seed/random';
import { affiliatesFor, call, demoUserId, ifMatch, isStream, save, validPlan } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
let comercial: Awaited<ReturnType<typeof affiliatesFor>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  comercial = await affiliatesFor(t, 'comercial');
});
afterAll(() => t.close());

const SPANISH = /[a-záéíóúñ]/i;

/** A plan the form would accept (§5). */

describe('bad input gets a 4xx with a Spanish error', () => {
  it('malformed JSON, wrong types, unknown fields, oversize bodies, injections, unknown ids, foreign objects', async () => {
    const h = await t.as('comercial');
    const mine = `/api/afiliados/${comercial.mine[0]}`;
    const cases: {
      name: string;
      method: 'POST' | 'PUT' | 'GET' | 'DELETE';
      url: string;
      payload?: string | object;
      type?: string;
      status: number;
    }[] = [
      {
        name: 'malformed JSON',
        method: 'PUT',
        url: mine,
        payload: '{"nombre": ',
        type: 'application/json',
        status: 400,
      },
      { name: 'wrong type', method: 'PUT', url: mine, payload: { nombre: 42 }, status: 400 },
      { name: 'unknown field', method: 'PUT', url: mine, payload: { hacker: true }, status: 400 },
      {
        name: 'JSON over 1 MB',
        method: 'PUT',
        url: mine,
        payload: JSON.stringify({ nombre: 'x'.repeat(1024 * 1024 + 10) }),
        type: 'application/json',
        status: 413,
      },
      {
        name: 'wrong content type',
        method: 'PUT',
        url: mine,
        payload: '<xml/>',
        type: 'application/xml',
        status: 415,
      },
      {
        name: 'SQL injection in a filter',
        method: 'GET',
        url: `/api/users/${comercial.userId}/affiliatesInDepthList?text=${encodeURIComponent("' OR 1=1 --")}`,
        status: 200,
      },
      {
        name: 'injection in an id',
        method: 'GET',
        url: `/api/afiliados/${encodeURIComponent('1 OR 1=1')}`,
        status: 400,
      },
      {
        name: 'injection in a link',
        method: 'POST',
        url: '/api/comentarios',
        payload: { afiliado: "/api/afiliados/1'; DROP TABLE users;--", mensaje: 'x' },
        status: 400,
      },
      { name: 'unknown id', method: 'GET', url: '/api/afiliados/987654', status: 404 },
      { name: 'NUL in a query', method: 'GET', url: '/api/afiliados/afiliadosSelect?q=%00', status: 400 },
      { name: 'NUL in a body', method: 'PUT', url: mine, payload: { nombre: 'a\u0000b' }, status: 400 },
      { name: 'unknown route', method: 'GET', url: '/api/nada', status: 404 },
      {
        name: 'foreign object',
        method: 'PUT',
        url: `/api/afiliados/${comercial.others[0]}`,
        payload: { nombre: 'Mío' },
        status: 403,
      },
      {
        name: 'foreign object through a link',
        method: 'POST',
        url: '/api/links_afiliados',
        payload: { afiliado: `/api/afiliados/${comercial.others[0]}`, producto: 'cobros' },
        status: 403,
      },
      {
        name: 'negative amount',
        method: 'POST',
        url: '/api/cancellation_operations',
        payload: { afiliado: mine, creditoId: 1, amount: -5 },
        status: 400,
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { ...h, ...(c.type ? { 'content-type': c.type } : {}) },
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      expect(res.statusCode, c.name).toBe(c.status);
      if (c.status >= 400) {
        expect(typeof res.json().error, c.name).toBe('string');
        expect(res.json().error, c.name).toMatch(SPANISH);
      }
    }
    // The injection text was searched for as text: nothing matched, and nothing broke.
    const users = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from users`),
    );
    expect(users[0]?.n).toBeGreaterThan(0);
  });
});

/** Every table's row count, by name: a refused request must leave every one as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`),
    );
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

const CONTENT_TYPES = ['application/json', 'application/ld+json'] as const;

/** Sends a JSON body with the given content type (API Platform clients send application/ld+json). */
async function send(
  who: string,
  method: string,
  url: string,
  payload: unknown,
  type: (typeof CONTENT_TYPES)[number],
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...(await t.as(who)), 'content-type': type, ...headers },
    payload: JSON.stringify(payload),
  });
}

describe('issue 12 reproducers: 4xx in Spanish, never a 500', () => {
  it('accepts application/ld+json on writes, as application/json', async () => {
    for (const type of CONTENT_TYPES) {
      const res = await send(
        'comercial',
        'PUT',
        `/api/afiliados/${comercial.mine[0]}`,
        { origin: 'WEB' },
        type,
        await ifMatch(t, 'comercial', `/api/afiliados/${comercial.mine[0]}`),
      );
      expect(res.statusCode, type).toBe(200);
      expect(res.json().origin).toBe('WEB');
    }
    const malformed = await t.app.inject({
      method: 'PUT',
      url: `/api/afiliados/${comercial.mine[0]}`,
      headers: { ...(await t.as('comercial')), 'content-type': 'application/ld+json' },
      payload: '{"origin": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(SPANISH);
  });

  it('refuses out-of-range numbers, impossible dates, fractional months and lone surrogates', async () => {
    const judicial = await demoUserId(t, 'judicial');
    const mine = `/api/afiliados/${comercial.mine[0]}`;
    // A loan of one of the affiliates, for the cancellation.
    let owner: number | null = null;
    let loan: string | null = null;
    for (const id of [...comercial.mine, ...comercial.others]) {
      const fin = (await call(t, 'micro-admin', 'GET', `/api/afiliados/${id}/financiacionList`)).json()[
        'hydra:member'
      ] as { branchId: number; '@id': string }[];
      const own = fin.find((f) => f.branchId === id);
      if (own) {
        owner = id;
        loan = own['@id'];
        break;
      }
    }
    expect(loan).not.toBeNull();
    const investor = (
      await call(t, 'micro-admin', 'POST', '/api/tools/checkParameters', { id: 1, type: 'investor' })
    ).json();
    const cases: { who: string; method: string; url: string; body?: unknown; field?: string }[] = [
      {
        who: 'super-admin',
        method: 'PUT',
        url: `/api/users/${judicial}`,
        body: { walletStatusCode: 2147483648 },
        field: 'walletStatusCode',
      },
      { who: 'comercial', method: 'PUT', url: mine, body: { score: 1000000 }, field: 'score' },
      { who: 'comercial', method: 'PUT', url: mine, body: { beneficio: 1e13 }, field: 'beneficio' },
      { who: 'comercial', method: 'PUT', url: mine, body: { ejercicioFiscalDocumentos: 2 ** 31 } },
      {
        who: 'micro-admin',
        method: 'POST',
        url: '/api/cancellation_operations',
        body: { afiliado: `/api/afiliados/${owner}`, credito: loan, amount: 10, date: '2026-13-45' },
      },
      {
        who: 'admin',
        method: 'POST',
        url: '/api/tools/admin/moneyOut',
        body: { amount: 1, msg: 'pago \uD800 a proveedor', user: investor.user },
      },
      { who: 'comercial', method: 'PUT', url: mine, body: { nombre: 'a\uDC00b' } },
      {
        who: 'comercial',
        method: 'POST',
        url: '/api/configuracion_afiliados',
        body: { ...validPlan(mine), meses: 12.5 },
        field: 'meses',
      },
      {
        who: 'comercial',
        method: 'POST',
        url: '/api/configuracion_afiliados',
        body: { ...validPlan(mine), pTinI: 1e6 },
        field: 'pTinI',
      },
      {
        who: 'comercial',
        method: 'POST',
        url: '/api/comentarios',
        body: { afiliado: 2 ** 31, mensaje: 'x' },
      },
      {
        who: 'comercial',
        method: 'GET',
        url: `/api/users/${investor.userId}/inversionesList?durationMin=12.5`,
      },
      {
        who: 'micro-admin',
        method: 'GET',
        url: `/api/users/${investor.userId}/inversionesList?durationMin=12.5`,
      },
      {
        who: 'micro-admin',
        method: 'GET',
        url: `/api/users/${investor.userId}/inversionesList?createdFrom=2026-13-45`,
      },
    ];
    // Everyone logs in before the count (a login adds a row to user_logins).
    for (const who of new Set(cases.map((c) => c.who))) await t.as(who);
    const before = await rowCounts();
    for (const c of cases)
      for (const type of CONTENT_TYPES) {
        const res =
          c.method === 'GET'
            ? await call(t, c.who, 'GET', c.url)
            : await send(c.who, c.method, c.url, c.body, type);
        const name = `${c.who} ${c.method} ${c.url} ${JSON.stringify(c.body)} ${type}`;
        expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, name).toBeLessThan(500);
        expect(res.json().error, name).toMatch(SPANISH);
        expect(res.body, name).not.toMatch(/must|should|integer|NOT NULL|syntax/);
        if (c.field)
          expect(
            (res.json().violations ?? []).map((v: { propertyPath: string }) => v.propertyPath),
            name,
          ).toContain(c.field);
      }
    expect(await rowCounts()).toEqual(before);
    // A plan amount written as a Spanish form shows it is read with the domain's parser.
    const plan = await send(
      'comercial',
      'POST',
      '/api/configuracion_afiliados',
      { ...validPlan(mine), minCantidad: '1.000,00' },
      'application/ld+json',
    );
    expect(plan.statusCode).toBe(201);
    expect(plan.json().minCantidad).toBe(1000);
  });

  it('names each refused field in Spanish, never with the validator’s English text', async () => {
    const res = await call(t, 'comercial', 'PUT', `/api/afiliados/${comercial.mine[0]}`, { nombre: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: messages.input.invalidData,
      id: expect.any(String),
      violations: [{ propertyPath: 'nombre', message: messages.input.wrongType }],
    });
    const unknown = await call(t, 'comercial', 'PUT', `/api/afiliados/${comercial.mine[0]}`, { hacker: 1 });
    expect(unknown.json().violations).toEqual([
      { propertyPath: 'hacker', message: messages.input.unknownField },
    ]);
    const missing = await call(t, 'comercial', 'POST', '/api/comentarios', {});
    expect(missing.json().violations).toEqual([
      { propertyPath: 'mensaje', message: messages.validation.required },
    ]);
  });

  it("answers a domain validator's refusals as violations too, one per field, in Spanish", async () => {
    const affiliate = (await call(t, 'comercial', 'GET', `/api/afiliados/${comercial.mine[0]}`)).json();
    const company = await save(t, 'comercial', affiliate.datosEmpresa, {
      dniRepresentante: '12345678A',
      emailPc: 'no es un correo',
    });
    expect(company.statusCode).toBe(400);
    const { error, violations } = company.json();
    expect(violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'dniRepresentante',
      'emailPc',
    ]);
    expect(violations[0].message).toBe(error);
    expect(violations[1].message).toBe(messages.validation.emailInvalid);
    const comment = await call(t, 'comercial', 'POST', '/api/comentarios', {
      afiliado: `/api/afiliados/${comercial.mine[0]}`,
      mensaje: '   ',
    });
    expect(comment.statusCode).toBe(400);
    expect(comment.json().violations).toContainEqual({
      propertyPath: 'mensaje',
      message: messages.comments.textRequired,
    });
  });
});

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

/** Values no field of this schema may take: each must be refused before anything is written. */
function badValuesFor(s: JsonSchema): unknown[] {
  const types = new Set<string>([s.type ?? []].flat());
  for (const sub of s.anyOf ?? []) for (const ty of [sub.type ?? []].flat()) types.add(ty);
  const out: unknown[] = ['a\uDC00b'];
  if (types.has('integer')) out.push(2147483648, 12.5);
  else if (types.has('number')) out.push(1e13, -1e13);
  if (types.has('boolean')) out.push('true');
  const maxLength = s.maxLength ?? s.anyOf?.find((x) => x.maxLength)?.maxLength;
  if (types.has('string') && maxLength) out.push('x'.repeat(maxLength + 1));
  if (s.enum) out.push('NO-SUCH-VALUE');
  if (!types.has('object')) out.push({ nested: 'x' });
  return out;
}

describe('every write route × both content types, with bad input derived from its schema', () => {
  it('answers 4xx to every one, and no table gains or loses a row', async () => {
    const judicial = await demoUserId(t, 'judicial');
    const a = (await call(t, 'super-admin', 'GET', `/api/afiliados/${comercial.mine[0]}`)).json();
    const ids: [RegExp, string][] = [
      [/^\/api\/users\/:id/, String(judicial)],
      [/^\/api\/afiliados\/:id/, String(comercial.mine[0])],
      [/^\/api\/datos_empresas\/:id/, a.datosEmpresa.split('/').pop()],
      [/^\/api\/tools\/(registerWalletLW|cleanKYC)\/:id/, String(judicial)],
      [/^\/api\/tools\/.*\/:id/, String(comercial.mine[0])],
    ];
    const skip = new Set(['POST /api/login_check', 'POST /api/logout', 'PUT /api/refreshJWT']);
    const writes = t.app.apiRoutes.filter((r) => r.method !== 'GET' && !skip.has(`${r.method} ${r.url}`));
    expect(writes.length).toBeGreaterThan(25);
    const before = await rowCounts();
    const failures: string[] = [];
    let sent = 0;
    for (const r of writes) {
      const id = ids.find(([re]) => re.test(r.url))?.[1] ?? '999999999';
      const url = r.url.replace(':id', id);
      const schema = t.app.routeSchemas.get(`${r.method} ${r.url}`)?.body as JsonSchema | undefined;
      const isArray = schema?.type === 'array';
      const props = (isArray ? schema?.items?.properties : schema?.properties) ?? {};
      // Routes without a body schema (actions, deletes) get only text no route may take.
      const bodies: unknown[] =
        Object.keys(props).length === 0
          ? ['\uD83D', 'a\u0000b'].map((v) => ({ x: v }))
          : Object.entries(props).flatMap(([field, p]) => badValuesFor(p).map((v) => ({ [field]: v })));
      for (const body of bodies)
        for (const type of CONTENT_TYPES) {
          const res = await send('super-admin', r.method, url, isArray ? [body] : body, type);
          sent += 1;
          const ok = res.statusCode >= 400 && res.statusCode < 500 && SPANISH.test(res.json().error ?? '');
          if (!ok)
            failures.push(
              `${r.method} ${url} ${JSON.stringify(body)} ${type} → ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
        }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    console.log(`fuzz (schema-derived): ${sent} requests on ${writes.length} write routes, 0 answered 5xx`);
  }, 60_000);
});

/** A digest of the rows a COMERCIAL (or a read-only role) has no right to change. */
async function protectedDigest(restrictedUserIds: number[]): Promise<string> {
  const ids = sql.join(
    restrictedUserIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const foreign = sql`(select id from affiliates where coalesce(assigned_sales_agent_id, 0) not in (${ids}) and coalesce(plataforma_sales_agent_id, 0) not in (${ids}))`;
  const parts = await Promise.all([
    t.database.db.execute(sql`select * from affiliates where id in ${foreign} order by id`),
    t.database.db.execute(
      sql`select d.* from datos_empresas d join affiliates a on a.datos_empresa_id = d.id where a.id in ${foreign} order by d.id`,
    ),
    t.database.db.execute(
      sql`select c.* from accounts c join affiliates a on a.administrador_id = c.user_id where a.id in ${foreign} order by c.id`,
    ),
    t.database.db.execute(
      sql`select * from configuracion_afiliados where affiliate_id in ${foreign} order by id`,
    ),
    t.database.db.execute(sql`select * from links_afiliados where affiliate_id in ${foreign} order by id`),
    t.database.db.execute(
      sql`select * from afiliado_secondary_reasons where affiliate_id in ${foreign} order by id`,
    ),
    t.database.db.execute(
      sql`select * from cancellation_operations where affiliate_id in ${foreign} order by id`,
    ),
    t.database.db.execute(sql`select * from documents where affiliate_id in ${foreign} order by id`),
    t.database.db.execute(
      sql`select id, username, email, roles, enabled, dni, phone from users where roles <> '[]'::jsonb order by id`,
    ),
    t.database.db
      .execute(sql`select * from comments order by id`)
      .then((r) => ({ rows: rowsOf<{ section: string }>(r).length })),
    t.database.db.execute(sql`select * from money_operations order by id`),
    t.database.db.execute(sql`select * from secondary_reasons order by id`),
  ]);
  return createHash('sha256')
    .update(JSON.stringify(parts.map((p) => rowsOf(p))))
    .digest('hex');
}

describe('property-based fuzz', () => {
  it('sends up to 5,000 random requests: no 5xx, no row changed without the right to change it', async () => {
    const rng = prng(5000);
    const roles = [
      'comercial',
      'comercial-plus',
      'risk',
      'be',
      'recobro',
      'micro-recobro',
      'judicial',
      'ventas',
    ];
    const restrictedIds = [comercial.userId, (await affiliatesFor(t, 'comercial-plus')).userId];
    const before = await protectedDigest(restrictedIds);
    const headers = new Map<string, Record<string, string>>();
    for (const r of roles) headers.set(r, await t.as(r));
    // Not the session's own routes, nor the event stream (an answer that never ends by design).
    const routes = t.app.apiRoutes.filter(
      (r) => !['/api/logout', '/api/refreshJWT', '/api/login_check'].includes(r.url) && !isStream(r),
    );
    const ids = () =>
      rng.pick([
        String(rng.pick(comercial.mine)),
        String(rng.pick(comercial.others)),
        '1',
        '999999',
        '0',
        '-1',
        'abc',
        "1'--",
        '%00',
      ]);
    const strings = [
      "' OR '1'='1",
      '"; DROP TABLE affiliates; --',
      '<script>alert(1)</script>',
      '=SUM(A1)',
      '../../etc/passwd',
      'ñandú',
      '',
      ' ',
      'x'.repeat(300),
      '\u0000',
      '{{7*7}}',
    ];
    const value = (): unknown =>
      rng.pick([
        () => rng.pick(strings),
        () => rng.int(-1000, 100000),
        () => rng.money(-10, 50000),
        () => null,
        () => rng.chance(0.5),
        () => [rng.pick(strings)],
        () => ({ a: rng.pick(strings) }),
        () => `/api/afiliados/${ids()}`,
        () => `/api/users/${ids()}`,
        () => 'ACT',
        () => '2026-11-16',
        () => '2026-13-45',
        () => rng.pick([2147483648, 1e13, 1000000, 12.5, '1.000,00']),
        () => `pago \uD800 ${rng.pick(strings)}`,
      ])();
    const fields = [
      'nombre',
      'estadoCd',
      'padre',
      'assignedSalesAgent',
      'plataformaSalesAgent',
      'afiliado',
      'credito',
      'creditoId',
      'mensaje',
      'departamento',
      'email',
      'dni',
      'iban',
      'amount',
      'msg',
      'meses',
      'minCantidad',
      'maxCantidad',
      'pTinI',
      'insurance',
      'secondaryReason',
      'producto',
      'id',
      'type',
      'roles',
      'user',
      'date',
      'hours',
      'reason',
      'log',
      'telefonoMovil',
      'cif',
    ];
    const deadline = performance.now() + Number(process.env.FUZZ_BUDGET_MS ?? 8_000);
    let sent = 0;
    const failures: string[] = [];
    // At least 600 requests whatever the load (a busy CI machine sends fewer inside the budget),
    // then as many as the time budget allows, up to 5,000.
    while (sent < 5000 && (sent < 600 || performance.now() < deadline)) {
      const route = rng.pick(routes);
      const role = rng.pick(roles);
      const url = route.url
        .replace(':week', String(rng.int(0, 60)))
        .replace(':year', String(rng.int(2000, 2100)))
        .replace(':type', rng.pick(['Afiliado', 'User', 'X']))
        .replace(':id', ids());
      let payload: unknown;
      if (route.method === 'POST' || route.method === 'PUT') {
        const body: Record<string, unknown> = {};
        for (let k = rng.int(0, 4); k > 0; k -= 1) body[rng.pick(fields)] = value();
        payload = rng.chance(0.1) ? [body] : body;
      }
      const extra: Record<string, string> = rng.chance(0.3)
        ? { 'idempotency-key': `fuzz-key-${rng.int(0, 20)}` }
        : {};
      const query = rng.chance(0.3)
        ? `?q=${encodeURIComponent(String(rng.pick(strings)))}&page=${rng.int(-1, 5)}&status=${rng.pick(['ACT', 'X', ''])}`
        : '';
      // Half the writes as JSON-LD (application/ld+json), the rest as JSON.
      const type = payload !== undefined && rng.chance(0.5) ? 'application/ld+json' : 'application/json';
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: `${url}${query}`,
        headers: {
          ...headers.get(role),
          ...extra,
          ...(payload === undefined ? {} : { 'content-type': type }),
        },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      sent += 1;
      if (res.statusCode >= 500)
        failures.push(
          `${role} ${route.method} ${url}${query} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
    expect(await protectedDigest(restrictedIds)).toBe(before);
    console.log(`fuzz: ${sent} requests`);
    expect(sent).toBeGreaterThan(500);
  }, 120_000);
});
