import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loans } from '../src/db/schema';
import { rowsOf } from '../src/lib/rows';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { call, demoUserId, save } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

/**
 * The audit trail ('Historial de acciones') tells the truth and only to those who may know it:
 * an entry keeps the fields a write changed (before → after), nothing it did not touch; and a
 * record's trail, and any entry in it, is read under the same rule as the record's own GET.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny', fourEyes: false });
});
afterAll(() => t.close());

const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));
async function one<T>(q: SQL): Promise<T> {
  const [r] = await rows<T>(q);
  if (!r) throw new Error('fixture not found');
  return r;
}
/** The newest audit row of a resource, as stored. */
async function lastEntry(resource: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.resource, resource))
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  if (!row) throw new Error(`no audit row for ${resource}`);
  return row;
}
const keysOf = (v: unknown) => (v && typeof v === 'object' ? Object.keys(v).sort() : v);
/** The changes the history tab shows for the newest entry of a resource. */
async function shownChanges(resource: string, who = 'super-admin') {
  const res = await call(t, who, 'GET', `/api/auditLog?resource=${resource}&itemsPerPage=1`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()['hydra:member'][0].changes as {
    field: string;
    before: string | null;
    after: string | null;
  }[];
}

describe('an entry keeps only what the write changed', () => {
  it('editing only an investor’s first name logs the first name, not their DNI, e-mail, phone or last name', async () => {
    const inv = await one<{ id: number }>(sql`
      select i.id from investors i join users u on u.id = i.user_id
      where u.dni is not null and u.phone is not null and u.lastname <> '' order by i.id limit 1`);
    const iri = `/api/inversores/${inv.id}`;
    const res = await save(t, 'super-admin', iri, { firstname: 'Nombre Cambiado' });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await lastEntry(iri);
    expect(keysOf(entry.before)).toEqual(['firstname']);
    expect(keysOf(entry.after)).toEqual(['firstname']);
    expect((entry.after as { firstname: string }).firstname).toBe('Nombre Cambiado');
    expect((await shownChanges(iri)).map((c) => c.field)).toEqual(['firstname']);
  });

  it('saving a value unchanged logs no field', async () => {
    const u = await one<{ id: number; phone: string }>(
      sql`select id, phone from users where phone is not null and roles::text not like '%ADMIN%' order by id limit 1`,
    );
    const iri = `/api/users/${u.id}`;
    const res = await save(t, 'super-admin', iri, { phone: u.phone });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await lastEntry(iri);
    expect(entry.before).toEqual({});
    expect(entry.after).toEqual({});
    expect(await shownChanges(iri)).toEqual([]);
  });

  it('a category typed or computed in capitals is no change when the stored category is the same', async () => {
    const loan = await one<{ id: number }>(sql`select id from loans order by id limit 1`);
    const iri = `/api/creditos/${loan.id}`;
    // No score gives category F; the loan is in it already, stored as its code 'f'.
    await t.database.db
      .update(loans)
      .set({ estadoCd: 'EST', categoria: 'f', scoreSimplai: null })
      .where(eq(loans.id, loan.id));
    const categorised = await call(
      t,
      'super-admin',
      'PUT',
      `/api/tools/admin/categorizeInstantor/${loan.id}`,
      {},
    );
    expect(categorised.statusCode, categorised.body).toBe(200);
    let entry = await lastEntry(iri);
    expect(entry.action).toBe('categorizeInstantor');
    expect(entry.after).toEqual({});
    const terms = await call(t, 'super-admin', 'PUT', `/api/tools/microadmin/lenderTerms/${loan.id}`, {
      categoria: 'F',
      meses: 30,
    });
    expect(terms.statusCode, terms.body).toBe(200);
    entry = await lastEntry(iri);
    expect(entry.action).toBe('lenderTerms');
    expect(entry.after).toEqual({ meses: 30 });
    const [stored] = await t.database.db
      .select({ c: loans.categoria })
      .from(loans)
      .where(eq(loans.id, loan.id));
    expect(stored?.c).toBe('f');
  });
});

describe('who may read a trail', () => {
  it('is who may read the record: every demo role × affiliates, loans, investors and users in and out of scope', async () => {
    const comercial = await demoUserId(t, 'comercial');
    const mine = sql`(a.assigned_sales_agent_id = ${comercial} or a.plataforma_sales_agent_id = ${comercial})`;
    const loansOf = sql`loans l join affiliates a on a.id = l.affiliate_id`;
    const kinds: [string, SQL, SQL][] = [
      ['/api/afiliados/', sql`a.id`, sql`affiliates a`],
      ['/api/creditos/', sql`l.id`, loansOf],
      // The issue's leak: an investor linked to comercial's affiliate passes the scope rule, but
      // COMERCIAL may not open investors at all.
      ['/api/inversores/', sql`a.associated_investor_id`, sql`affiliates a`],
      ['/api/users/', sql`a.administrador_id`, sql`affiliates a`],
    ];
    // Of each kind, one record in comercial's scope and one outside it.
    const records: string[] = [];
    for (const [path, id, from] of kinds)
      for (const inScope of [true, false]) {
        const [r] = await rows<{ iri: string }>(sql`
          select ${path} || ${id} as iri from ${from}
          where ${id} is not null and ${inScope ? mine : sql`not ${mine}`}
            and (${path} <> '/api/inversores/' or not exists (select 1 from affiliates o
              where o.associated_investor_id = ${id} and ${inScope ? sql`false` : sql`(o.assigned_sales_agent_id = ${comercial} or o.plataforma_sales_agent_id = ${comercial})`}))
          order by 1 limit 1`);
        if (!r) throw new Error(`no ${path} ${inScope ? 'in' : 'out of'} comercial's scope`);
        records.push(r.iri);
      }
    const mismatches: string[] = [];
    for (const { username } of DEMO_ACCOUNTS)
      for (const iri of records) {
        const record = await call(t, username, 'GET', iri);
        const trail = await call(t, username, 'GET', `/api/auditLog?resource=${iri}`);
        const readable = (s: number) => (s === 200 ? 'reads' : s === 403 || s === 404 ? 'refused' : `${s}`);
        if (readable(record.statusCode) !== readable(trail.statusCode))
          mismatches.push(`${username} ${iri}: record ${record.statusCode}, trail ${trail.statusCode}`);
      }
    expect(mismatches).toEqual([]);
    // The issue's case, spelled out.
    const investor = records[4] as string; // the investor in comercial's scope
    expect((await call(t, 'comercial', 'GET', investor)).statusCode).toBe(403);
    const trail = await call(t, 'comercial', 'GET', `/api/auditLog?resource=${investor}`);
    expect(trail.statusCode).toBe(403);
    expect(trail.body).not.toMatch(/dni|email|phone/i);
  });

  it('an entry on a record the reader may not open is left out of another record’s trail', async () => {
    const inv = await one<{ id: number; userId: number }>(
      sql`select id, user_id as "userId" from investors order by id desc limit 1`,
    );
    const res = await save(t, 'super-admin', `/api/inversores/${inv.id}`, { firstname: 'Otro Nombre' });
    expect(res.statusCode, res.body).toBe(200);
    // The edit concerns the investor's user too: its trail lists it for whoever may open investors.
    const user = `/api/users/${inv.userId}`;
    const resources = async (who: string) => {
      const r = await call(t, who, 'GET', `/api/auditLog?resource=${user}&pagination=false`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json()['hydra:member'] as { resource: string }[]).map((e) => e.resource);
    };
    expect(await resources('micro-admin')).toContain(`/api/inversores/${inv.id}`);
    // RISK reads every user, but may not open an investor (MICRO_ADMIN's).
    expect(await resources('risk')).not.toContain(`/api/inversores/${inv.id}`);
  });
});
