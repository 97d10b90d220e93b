import { messages } from '@backoffice/domain';
import { toolsMessages } from '@backoffice/domain/tools';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * Bounded input for every route: a JSON body nested deeper than any the contract describes is a
 * 400 in Spanish before any handler reads it (it used to overflow the stack of the routes that
 * hash their body: a 500), and batch routes answer above PostgreSQL's 65,535 bound parameters.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny', fourEyes: false });
});
afterAll(() => t.close());

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('a JSON body nested 10,000 deep', () => {
  it('is a 400 in Spanish on the routes that hashed their body', async () => {
    const [loan] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from loans order by id limit 1`),
    );
    if (!loan) throw new Error('the tiny seed has loans');
    for (const url of [
      `/api/tools/admin/generateAMA/${loan.id}`,
      `/api/tools/microadmin/rebillCurrentInstallment/${loan.id}`,
      `/api/tools/microadmin/affiliate/advanceAmortization/${loan.id}`,
      `/api/tools/microadmin/borrower/advanceAmortization/${loan.id}`,
    ]) {
      const method = url.includes('generateAMA') ? 'POST' : 'PUT';
      const res = await call(t, 'super-admin', method, url, deep(10_000), {
        'content-type': 'application/json',
        'idempotency-key': `deep-${loan.id}-${url.length}`,
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().error).toBe(messages.input.tooDeep);
    }
  });

  it('is a 400 in Spanish on every route that takes a body, as JSON and as JSON-LD, objects and arrays', async () => {
    const writes = [...t.app.routeSchemas.keys()].filter((k) => /^(POST|PUT|PATCH|DELETE) \/api\//.test(k));
    expect(writes.length).toBeGreaterThan(50);
    for (const key of writes) {
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace(/:[A-Za-z]+/g, '1');
      for (const [type, body] of [
        ['application/json', deep(10_000)],
        ['application/ld+json', deepArray(10_000)],
      ] as const) {
        const res = await call(t, 'super-admin', method, url, body, { 'content-type': type });
        expect(res.statusCode, `${key} ${type}: ${res.body}`).toBe(400);
        expect(res.json().error, key).toBe(messages.input.tooDeep);
      }
    }
  });

  it('still takes what the contract describes, and strings full of brackets', async () => {
    const res = await call(t, 'super-admin', 'POST', '/api/log', {
      type: 'error',
      log: { message: '{"a":'.repeat(100), stack: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' },
    });
    expect(res.statusCode, res.body).toBe(204);
  });
});

describe('a batch of ids', () => {
  const URL = '/api/tools/admin/titulizacion';

  it('of 70,000 is answered, not a 500: every id checked, all or none applied', async () => {
    const ids = Array.from({ length: 70_000 }, (_, i) => 10_000_000 + i);
    const res = await call(t, 'admin', 'POST', URL, { accion: 'titulizar', fondo: 'FT Lote', ids });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(409);
    expect(res.json().error).toBe(toolsMessages.securitization.refused(70_000));
    expect(res.json().refused).toHaveLength(70_000);
  });

  it('up to the documented 100,000 applies, each loan audited; above it is a 400 in Spanish', async () => {
    const preview = await call(t, 'admin', 'GET', `${URL}?accion=titulizar`);
    const eligible = preview.json().eligibleIds as number[];
    expect(eligible.length).toBeGreaterThan(0);
    // The same loans, repeated up to the maximum: one move each.
    const ids = Array.from({ length: 100_000 }, (_, i) => eligible[i % eligible.length] as number);
    const res = await call(t, 'admin', 'POST', URL, { accion: 'titulizar', fondo: 'FT Lote', ids });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().updated).toBe(eligible.length);
    const [audited] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from audit_log where action = 'titulizar'`),
    );
    expect(audited?.n).toBe(eligible.length);
    const over = await call(t, 'admin', 'POST', URL, { accion: 'destitulizar', ids: [...ids, 1] });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(messages.input.invalidData);
  });
});
