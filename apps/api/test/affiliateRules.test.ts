import { messages } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { call, save } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/** Issue 11: the affiliate rules the API now takes from the domain answer as they did. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

interface Movement {
  id: number;
  date: string;
  amount: number;
  concept: string | null;
  loan: string | null;
}
interface Quarter {
  '@id': string;
  '@type': string;
  key: string;
  year: number;
  quarter: number;
  total: number;
  movements: Movement[];
}

describe('GET /api/afiliados/{id}/provisionFundsList (§3: movements grouped by quarter)', () => {
  it('groups every movement of the affiliate under its calendar quarter, newest quarter first', async () => {
    const [busiest] = rowsOf<{ id: number; n: number }>(
      await t.database.db.execute(
        sql`select affiliate_id as id, count(*)::int as n from provision_fund_movements
            group by affiliate_id order by count(*) desc, affiliate_id limit 1`,
      ),
    );
    expect(busiest?.n).toBeGreaterThan(1);
    const res = await call(t, 'super-admin', 'GET', `/api/afiliados/${busiest?.id}/provisionFundsList`);
    expect(res.statusCode).toBe(200);
    const quarters = res.json()['hydra:member'] as Quarter[];
    expect(quarters.flatMap((q) => q.movements)).toHaveLength(busiest?.n ?? -1);
    const keys = quarters.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([...keys].sort().reverse());
    for (const q of quarters) {
      expect(q['@type']).toBe('ProvisionFundQuarter');
      expect(q['@id']).toBe(`/api/afiliados/${busiest?.id}/provisionFundsList#${q.key}`);
      expect(q.key).toBe(`${q.year}-T${q.quarter}`);
      for (const m of q.movements) {
        expect(Number(m.date.slice(0, 4))).toBe(q.year);
        expect(Math.ceil(Number(m.date.slice(5, 7)) / 3)).toBe(q.quarter);
        expect(Object.keys(m).sort()).toEqual(['amount', 'concept', 'date', 'id', 'loan']);
      }
      const cents = q.movements.reduce((sum, m) => sum + Math.round(m.amount * 100), 0);
      expect(Math.round(q.total * 100)).toBe(cents);
      expect(q.movements.map((m) => m.date)).toEqual(
        q.movements
          .map((m) => m.date)
          .sort()
          .reverse(),
      );
    }
  });
});

describe('GET /api/afiliados/{id}/productList', () => {
  it('labels the financing and collections products in Spanish', async () => {
    const [a] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from affiliates order by id limit 1`),
    );
    const res = await call(t, 'super-admin', 'GET', `/api/afiliados/${a?.id}/productList`);
    expect(res.statusCode).toBe(200);
    expect(
      res.json()['hydra:member'].map((p: { producto: string; label: string }) => [p.producto, p.label]),
    ).toEqual([
      ['financiacion', 'Financiación'],
      ['cobros', 'Cobros'],
    ]);
  });
});

describe('PUT /api/datos_empresas/{id} (§5: the company-data rules of the contact form)', () => {
  let company: string;
  beforeAll(async () => {
    const created = await call(t, 'super-admin', 'POST', '/api/datos_empresas', {
      nombreComercial: 'Reglas SL',
    });
    company = created.json()['@id'];
  });

  it.each([
    [{ dniRepresentante: '12345678A' }, 400, messages.validation.dniInvalid],
    [{ emailPc: 'sin-arroba' }, 400, messages.validation.emailInvalid],
    [{ emailPc: 'sin-arroba', dniRepresentante: 'X' }, 400, messages.validation.dniInvalid],
    [{ dniRepresentante: '12345678Z', emailPc: 'pc@reglas.test' }, 200, undefined],
    [{ dniRepresentante: '', emailPc: '' }, 200, undefined],
  ])('%j → %i %s', async (body, status, error) => {
    const res = await save(t, 'super-admin', company, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(error);
  });

  it('refuses a bad DNI on creation too', async () => {
    const res = await call(t, 'super-admin', 'POST', '/api/datos_empresas', { dniRepresentante: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(messages.validation.dniInvalid);
  });
});
