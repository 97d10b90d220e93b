import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { prng } from '../src/seed/random';
import { affiliatesFor } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
let comercial: Awaited<ReturnType<typeof affiliatesFor>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  comercial = await affiliatesFor(t, 'comercial');
});
afterAll(() => t.close());

const SPANISH = /[a-záéíóúñ]/i;

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
    const routes = t.app.apiRoutes.filter(
      (r) => !['/api/logout', '/api/refreshJWT', '/api/login_check'].includes(r.url),
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
    const deadline = performance.now() + Number(process.env.FUZZ_BUDGET_MS ?? 45_000);
    let sent = 0;
    const failures: string[] = [];
    while (sent < 5000 && performance.now() < deadline) {
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
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: `${url}${query}`,
        headers: { ...headers.get(role), ...extra },
        ...(payload === undefined ? {} : { payload: payload as object }),
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
