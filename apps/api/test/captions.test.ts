import {
  AMORTIZATION_PAYERS,
  DEPARTMENTS,
  documentStatus,
  INSTALLMENT_STATUSES,
  INVESTOR_STATUSES,
  isSpanishCaption,
  LOAN_PHASES,
  OPERATION_TYPES,
  PAYMENT_METHOD_TYPES,
  SCORING_KEYS,
  TRANSACTION_TAGS,
  WALLET_STATUSES,
} from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/rows';
import { LISTINGS } from '../src/listings/catalogue';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * No raw code reaches a screen (loans §2, §3): every listing column and filter has a Spanish
 * caption, and every code, scoring key and tag the seed and the API store is one of the domain's
 * catalogues, which caption it. A new column, or a seeded value outside its catalogue, fails here
 * naming it. (The domain's captions test walks the registries and the catalogues themselves.)
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

const distinct = async (query: SQL) =>
  rowsOf<{ v: string | number | null }>(await t.database.db.execute(query)).map((r) => r.v);

const outside = (values: readonly (string | number | null)[], known: (v: string) => boolean) =>
  values.filter((v) => v !== null && !known(String(v)));

describe('captions on screen', () => {
  it('every listing column and filter (and its options) has a Spanish caption', () => {
    const missing: string[] = [];
    for (const def of LISTINGS.values()) {
      for (const c of def.columns)
        if (!isSpanishCaption(c.label)) missing.push(`${def.id}.${c.key}: ${c.label}`);
      for (const f of def.filters ?? []) {
        if (!isSpanishCaption(f.label)) missing.push(`${def.id}.filter.${f.name}: ${f.label}`);
        for (const o of f.options ?? [])
          if (!isSpanishCaption(o.label)) missing.push(`${def.id}.filter.${f.name}.${o.value}: ${o.label}`);
      }
    }
    expect(missing).toEqual([]);
    expect(LISTINGS.size).toBeGreaterThan(20);
  });

  it('every code the seed stores is in the catalogue that captions it', async () => {
    const has = (catalogue: object) => (v: string) => Object.hasOwn(catalogue, v);
    const loanStatuses = new Set<string>(Object.values(LOAN_PHASES).flatMap((p) => [...p.states]));
    const tags = new Set<string>(Object.entries(TRANSACTION_TAGS).flatMap(([k, v]) => [k, v.label]));
    const found = {
      loanStatus: outside(await distinct(sql`select distinct estado_cd as v from loans`), (v) =>
        loanStatuses.has(v),
      ),
      installmentStatus: outside(
        await distinct(sql`select distinct estado_cd as v from installments`),
        has(INSTALLMENT_STATUSES),
      ),
      paymentMethodType: outside(
        await distinct(sql`select distinct type as v from payment_methods`),
        has(PAYMENT_METHOD_TYPES),
      ),
      operationType: outside(
        await distinct(sql`select distinct type as v from loan_operations`),
        has(OPERATION_TYPES),
      ),
      payer: outside(
        await distinct(sql`select distinct payer as v from amortizations`),
        has(AMORTIZATION_PAYERS),
      ),
      walletStatus: outside(
        await distinct(sql`select distinct wallet_status_code as v from users`),
        has(WALLET_STATUSES),
      ),
      investorStatus: outside(
        await distinct(sql`select distinct status as v from investors`),
        has(INVESTOR_STATUSES),
      ),
      documentStatus: outside(
        await distinct(sql`select distinct status as v from documents`),
        (v) => documentStatus(Number(v)) !== 'unknown',
      ),
      department: outside(await distinct(sql`select distinct departamento as v from comments`), (v) =>
        (DEPARTMENTS as readonly string[]).includes(v),
      ),
      transactionTag: outside(
        await distinct(sql`select distinct tag as v from bank_scrape_transactions`),
        (v) => tags.has(v),
      ),
    };
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
    // The seed has something of each, or the walk proves nothing.
    expect((await distinct(sql`select distinct type as v from loan_operations`)).length).toBeGreaterThan(0);
  });

  it('every scoring key the seed stores has its caption (and money keys read as euros)', async () => {
    const keys = await distinct(sql`
      select distinct k as v from (
        select jsonb_object_keys(data) as k from ins_resumens
        union select jsonb_object_keys(detail) from score_results
        union select jsonb_object_keys(summary) from bank_scrapes where jsonb_typeof(summary) = 'object'
      ) x`);
    expect(keys.length).toBeGreaterThan(5);
    expect(outside(keys, (k) => Object.hasOwn(SCORING_KEYS, k))).toEqual([]);
    expect(SCORING_KEYS.ingresosMensuales.kind).toBe('money');
    expect(SCORING_KEYS.gastosMensuales.kind).toBe('money');
  });
});
