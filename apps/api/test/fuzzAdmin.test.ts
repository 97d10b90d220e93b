/**
 * Gaps: the fuzz of fuzz.test.ts reaches the routes of issues 14–16 (loan actions, flows,
 * provider actions, approvals, investors, listings, tools) mostly as roles they refuse (a 403
 * before any input is read). Here SUPER_ADMIN, whom every role check lets through, sends each of
 * those routes malformed path parameters, query values derived from its querystring schema (and,
 * for a listing, from the filters it declares), bodies derived from its body schema and bodies of
 * the wrong shape; then random requests mixing plausible and wrong values, as the staff roles
 * (`FUZZ_SEED` picks another sequence, `FUZZ_BUDGET_MS` the time after the first 800).
 * Each answer must be below 500, and every refusal a Spanish `error`.
 * Runs on PGlite and on PostgreSQL.
 */
import {
  APPROVAL_ROUTES,
  BACKOFFICE_TOOLS_ROUTES,
  INVESTOR_DETAIL_ROUTES,
  INVESTOR_LIST_ROUTES,
  LISTING_ROUTES,
  LOAN_ACTION_ROUTES,
  LOAN_FLOW_ROUTES,
  LOAN_PROVIDER_ACTION_ROUTES,
} from '@backoffice/domain/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { LISTINGS } from '../src/listings/catalogue';
import { prng } from '../src/seed/random';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
let auth: { authorization: string };
/** The staff roles the routes of issues 14–16 are for (each may take another branch of a rule). */
const STAFF = ['super-admin', 'admin', 'admin-2', 'micro-admin', 'risk-admin', 'comercial'] as const;
const headersOf = new Map<string, { authorization: string }>();
/** A real record of each kind, so that a refusal comes from the value fuzzed, not a missing row. */
const real: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  auth = await t.as('super-admin');
  for (const who of STAFF) headersOf.set(who, await t.as(who));
  const one = async (q: SQL) => String(rowsOf<{ id: number }>(await t.database.db.execute(q))[0]?.id ?? 1);
  real.loan = await one(sql`select id from loans order by id limit 1`);
  real.investor = await one(sql`select id from investors order by id limit 1`);
  real.investorUser = await one(sql`select user_id as id from investors order by id limit 1`);
  real.prefs = await one(sql`select id from investor_preferences order by id limit 1`);
  real.affiliate = await one(sql`select id from affiliates order by id limit 1`);
  real.investment = await one(sql`select id from investments order by id limit 1`);
});
afterAll(() => t.close());

const SPANISH = /[a-záéíóúñ]/i;
const ROUTES = {
  ...LOAN_ACTION_ROUTES,
  ...LOAN_FLOW_ROUTES,
  ...LOAN_PROVIDER_ACTION_ROUTES,
  ...APPROVAL_ROUTES,
  ...INVESTOR_DETAIL_ROUTES,
  ...INVESTOR_LIST_ROUTES,
  ...LISTING_ROUTES,
  ...BACKOFFICE_TOOLS_ROUTES,
};

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  maxLength?: number;
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};
const typesOf = (s: JsonSchema) => {
  const types = new Set<string>([s.type ?? []].flat());
  for (const sub of s.anyOf ?? []) for (const ty of [sub.type ?? []].flat()) types.add(ty);
  return types;
};

/** Path parameter values no route may take (a non-id, out of int4, an injection, bad UTF-8…). */
const BAD_PARAMS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '2147483648',
  '99999999999999999999',
  "1'--",
  '%00',
  '%C0%AF',
  '%F0',
  'x'.repeat(300),
  '1e3',
  ' 1',
];

/** Query values: as the URL carries them, every one a string. */
function badQueryValues(s: JsonSchema): string[] {
  const out = ['', 'abc', '-1', '1e400', '2026-13-45', '%00', '%F0', "' OR 1=1 --", 'x'.repeat(1000)];
  const maxLength = s.maxLength ?? s.anyOf?.find((x) => x.maxLength)?.maxLength;
  if (maxLength) out.push('y'.repeat(maxLength + 1));
  return out.map((v) => (v.startsWith('%') ? v : encodeURIComponent(v)));
}

/** Body values no field of this schema may take. */
function badBodyValues(s: JsonSchema): unknown[] {
  const types = typesOf(s);
  const out: unknown[] = ['a\uDC00b', 'x\u0000y', { nested: 'x' }, [1, 2], null, true, -1, 1e308];
  if (types.has('integer')) out.push(2147483648, 12.5, '12');
  if (types.has('number')) out.push(1e13, -1e13, '1.000,00', 'NaN');
  if (types.has('string')) out.push('', ' ', '2026-13-45', 'x'.repeat(100_000));
  if (s.enum) out.push('NO-SUCH-VALUE');
  return out;
}

/** A query value as a URL carries it; a lone surrogate (not encodable) as the bytes a client might send. */
const encoded = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%B0%80';
  }
};

/** The route's path with real ids, so that only the fuzzed part is wrong. */
function realPath(path: string): string {
  const id = path.startsWith('/api/inversores')
    ? real.investor
    : path.startsWith('/api/users')
      ? real.investorUser
      : path.startsWith('/api/investor_preferences')
        ? real.prefs
        : path.startsWith('/api/inversiones') || path.includes('cancelInvestment')
          ? real.investment
          : /analizePDV|generateCollaborationContract|enablePlataformaCobros/.test(path)
            ? real.affiliate
            : /registerWalletLW|cleanKYC|registerIBANLW/.test(path)
              ? real.investorUser
              : real.loan;
  return path
    .replace(':id', id ?? '1')
    .replace(':tipo', 'gap')
    .replace(':week', '47')
    .replace(':year', '2026');
}

interface Probe {
  what: string;
  method: string;
  url: string;
  payload?: string;
  type?: string;
}

async function probe(p: Probe, failures: string[], as = auth, extra: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: p.method as 'GET',
    url: p.url,
    headers: {
      ...as,
      ...extra,
      ...(p.payload === undefined ? {} : { 'content-type': p.type ?? 'application/json' }),
    },
    ...(p.payload === undefined ? {} : { payload: p.payload }),
  });
  let error: unknown;
  if (res.statusCode >= 400)
    try {
      error = res.json().error;
    } catch {
      error = undefined;
    }
  if (res.statusCode >= 500 || (res.statusCode >= 400 && !(typeof error === 'string' && SPANISH.test(error))))
    failures.push(
      `${p.what}: ${p.method} ${p.url.slice(0, 160)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
    );
}

/** Every probe of one route: its params, its query, its body. */
function probesOf(key: string, schemas: Record<string, unknown>): Probe[] {
  const [method = 'GET', path = '/'] = key.split(' ');
  const probes: Probe[] = [];
  const base = realPath(path);
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const body = schemas.body as JsonSchema | undefined;
  const emptyBody = hasBody ? '{}' : undefined;
  // Path parameters.
  for (const name of path.match(/:\w+/g) ?? [])
    for (const bad of BAD_PARAMS) {
      const url = realPath(path.replace(name, bad));
      probes.push({
        what: `${key} param ${name}`,
        method,
        url,
        ...(emptyBody ? { payload: emptyBody } : {}),
      });
    }
  // Query values, one field at a time, then repeated and unknown keys.
  const query = (schemas.querystring as JsonSchema | undefined)?.properties ?? {};
  for (const [name, s] of Object.entries(query))
    for (const v of badQueryValues(s))
      probes.push({ what: `${key} query ${name}`, method, url: `${base}?${encodeURIComponent(name)}=${v}` });
  for (const name of Object.keys(query))
    probes.push({ what: `${key} query ${name} twice`, method, url: `${base}?${name}=1&${name}=2` });
  probes.push({ what: `${key} unknown query`, method, url: `${base}?zz%00=1&order[x]=up` });
  // Bodies: every field with bad values; then the wrong shapes.
  if (hasBody) {
    const props = body?.properties ?? {};
    for (const [field, s] of Object.entries(props))
      for (const v of badBodyValues(s))
        probes.push({
          what: `${key} body ${field}`,
          method,
          url: base,
          payload: JSON.stringify({ [field]: v }),
        });
    for (const raw of ['{"a": ', '[]', 'null', '"texto"', '12', '[{}]', '{"__proto__": {"x": 1}}'])
      probes.push({ what: `${key} body shape ${raw}`, method, url: base, payload: raw });
    probes.push({ what: `${key} body xml`, method, url: base, payload: '<a/>', type: 'application/xml' });
  }
  return probes;
}

describe('the routes of issues 14–16 refuse bad input with a 4xx in Spanish, never a 500', () => {
  it('malformed path parameters, query values and bodies, as SUPER_ADMIN', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [key, schemas] of Object.entries(ROUTES))
      for (const p of probesOf(key, schemas as Record<string, unknown>)) {
        await probe(p, failures);
        sent += 1;
      }
    console.log(`fuzz (issues 14–16): ${sent} requests on ${Object.keys(ROUTES).length} routes`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 300_000);

  it("every listing's declared filters and order keys, with bad values", async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const id of LISTINGS.keys()) {
      const page = await t.app.inject({ url: `/api/listados/${id}`, headers: auth });
      expect(page.statusCode, `${id} ${page.body.slice(0, 200)}`).toBeLessThan(500);
      if (page.statusCode !== 200) continue;
      const { filters, sortable } = page.json() as { filters: { name: string }[]; sortable: string[] };
      const names = [...filters.map((f) => f.name), ...sortable.map((k) => `order[${k}]`)];
      for (const name of names)
        for (const v of badQueryValues({})) {
          await probe(
            { what: `listing ${id} ${name}`, method: 'GET', url: `/api/listados/${id}?${name}=${v}` },
            failures,
          );
          sent += 1;
        }
      for (const q of [
        'page=0',
        'page=999999',
        'itemsPerPage=0',
        'itemsPerPage=9999',
        'format=pdf',
        'order[nada]=asc',
      ])
        await probe({ what: `listing ${id} ${q}`, method: 'GET', url: `/api/listados/${id}?${q}` }, failures);
    }
    console.log(`fuzz (listings): ${sent} filter requests on ${LISTINGS.size} listings`);
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('random requests to the routes of issues 14–16: plausible and wrong values mixed', () => {
  it('answers every one below 500, every refusal in Spanish', async () => {
    const rng = prng(Number(process.env.FUZZ_SEED ?? 1416));
    const keys = Object.keys(ROUTES);
    const iris = () => [
      `/api/creditos/${real.loan}`,
      `/api/inversores/${real.investor}`,
      `/api/users/${real.investorUser}`,
      `/api/afiliados/${real.affiliate}`,
      '/api/creditos/999999999',
      '/api/afiliados/0',
    ];
    /** A value for a field of this schema: most often one it could take, sometimes one it cannot. */
    const valueFor = (s: JsonSchema): unknown => {
      if (rng.chance(0.25)) return rng.pick(badBodyValues(s));
      if (s.enum?.length) return rng.pick(s.enum);
      const types = [...typesOf(s)];
      const type = types.length ? rng.pick(types) : 'string';
      switch (type) {
        case 'integer':
          return rng.pick([0, 1, -1, 3, 12, 36, 120, 2 ** 31 - 1, Number(real.loan), Number(real.investor)]);
        case 'number':
          return rng.pick([0, 0.01, -5, 50, 1000, 12.345, 1e9, rng.money(-100, 100_000)]);
        case 'boolean':
          return rng.chance(0.5);
        case 'null':
          return null;
        case 'array':
          return rng.pick([[], [Number(real.loan)], [0, -1], [`/api/creditos/${real.loan}`], [{}]]);
        case 'object':
          return rng.pick([{}, { newCredit: true }, { x: 'y' }]);
        default:
          return rng.pick([
            ...iris(),
            'ACT',
            'A',
            'gap',
            'titulizar',
            '2026-11-24',
            '2026-02-29',
            '2026-11-24T10:00:00Z',
            'Motivo de la acción',
            'ES9121000418450200051332',
            '12345678Z',
            '',
            'x'.repeat(rng.int(1, 600)),
          ]);
      }
    };
    const paramFor = (path: string, name: string) =>
      rng.chance(0.7) ? realPath(path).split('/')[path.split('/').indexOf(name)] : rng.pick(BAD_PARAMS);
    const failures: string[] = [];
    const deadline = performance.now() + Number(process.env.FUZZ_BUDGET_MS ?? 10_000);
    let sent = 0;
    while (sent < 5000 && (sent < 800 || performance.now() < deadline)) {
      const key = rng.pick(keys);
      const schemas = ROUTES[key as keyof typeof ROUTES] as Record<string, unknown>;
      const [method = 'GET', path = '/'] = key.split(' ');
      const url = path
        .split('/')
        .map((part) => (part.startsWith(':') ? paramFor(path, part) : part))
        .join('/');
      const query = Object.entries((schemas.querystring as JsonSchema | undefined)?.properties ?? {})
        .filter(() => rng.chance(0.5))
        .map(([k, s]) => `${encodeURIComponent(k)}=${encoded(String(valueFor(s)))}`)
        .join('&');
      let payload: string | undefined;
      if (method !== 'GET' && method !== 'DELETE') {
        const body = schemas.body as JsonSchema | undefined;
        const fields: Record<string, unknown> = {};
        for (const [k, s] of Object.entries(body?.properties ?? {}))
          if (rng.chance(0.6)) fields[k] = valueFor(s);
        payload = JSON.stringify(body?.type === 'array' ? [fields] : fields);
      }
      const who = rng.pick(STAFF);
      const extra: Record<string, string> = rng.chance(0.5)
        ? { 'idempotency-key': `fuzz-key-${rng.int(0, 50)}` }
        : {};
      await probe(
        {
          what: `${who} ${key}`,
          method,
          url: query ? `${url}?${query}` : url,
          ...(payload === undefined ? {} : { payload: `${payload}` }),
        },
        failures,
        headersOf.get(who),
        extra,
      );
      if (payload !== undefined && failures.length)
        failures[failures.length - 1] += ` body ${payload.slice(0, 200)}`;
      sent += 1;
    }
    console.log(`fuzz (issues 14–16, random): ${sent} requests`);
    expect(failures).toEqual([]);
  }, 300_000);
});
