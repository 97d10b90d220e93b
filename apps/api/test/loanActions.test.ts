/**
 * Issue 14, the loan admin actions (lact): every route × the 13 roles, each action from an allowed
 * and a refused status (409 with the status table's Spanish reason), the audit row with before and
 * after, and the idempotency of the money actions. One app and one seeded database per run.
 */
import { loanActionRefusal, mayCall, messages, normalizeRole } from '@backoffice/domain';
import { LOAN_ACTION_ROUTES } from '@backoffice/domain/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loans, statusHistory } from '../src/db/schema';
import { rowsOf } from '../src/lib/rows';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

type Key = keyof typeof LOAN_ACTION_ROUTES;
const KEYS = Object.keys(LOAN_ACTION_ROUTES) as Key[];
const MISSING = 999_999_999;

const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));
/** Loans already acted on by a test: each test takes fresh ones. */
const used = new Set<number>();
async function loanIn(status: string, where: SQL = sql`true`): Promise<number> {
  const list = await rows<{ id: number }>(
    sql`select id from loans where estado_cd = ${status} and ${where} order by id`,
  );
  const free = list.find((r) => !used.has(r.id));
  if (!free) throw new Error(`no free loan in ${status}`);
  used.add(free.id);
  return free.id;
}
const loanRow = async (id: number) => {
  const [row] = await t.database.db.select().from(loans).where(eq(loans.id, id));
  if (!row) throw new Error('loan not found');
  return row;
};
const auditOf = (id: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, `/api/creditos/${id}`), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));

/** The path of a route key for an id. */
const pathOf = (key: Key, id: number) => key.split(' ')[1]?.replace(':id', String(id)) ?? '';
const methodOf = (key: Key) => key.split(' ')[0] ?? 'GET';
/** A body the contract accepts for each route that takes one. */
const BODIES: Partial<Record<Key, object>> = {
  'POST /api/tools/admin/invest/:id': { investor: 1, amount: 10 },
  'PUT /api/tools/microadmin/partialCancellation/:id': { amount: 10 },
  'PUT /api/creditos/:id': { demo: false },
};
let keyCounter = 0;
const freshKey = () => {
  keyCounter += 1;
  return `test-key-${Date.now()}-${keyCounter}`;
};

describe('who may run each loan action (every route × the 13 roles)', () => {
  it.each(KEYS)(
    '%s: the roles of API_ACCESS pass (404 for a missing loan), the rest get 403',
    async (key) => {
      const wrong: string[] = [];
      for (const { username, role } of DEMO_ACCOUNTS) {
        const res = await call(t, username, methodOf(key), pathOf(key, MISSING), BODIES[key], {
          'idempotency-key': freshKey(),
        });
        const allowed = mayCall([normalizeRole(role) ?? role], key);
        const expected = allowed ? 404 : 403;
        if (res.statusCode !== expected) wrong.push(`${role}: ${res.statusCode} (expected ${expected})`);
        else if (!allowed) expect(res.json().error).toBe(messages.auth.forbidden);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('COMERCIAL may run none of them', () => {
    expect(KEYS.filter((k) => mayCall(['ROLE_COMERCIAL'], k))).toEqual([]);
  });
});

describe('cancelLoan (the example action end to end)', () => {
  it('cancels a loan in study: answers the new status, writes the status history and the audit', async () => {
    const id = await loanIn('EST');
    const res = await call(t, 'micro-admin', 'PUT', `/api/tools/microadmin/cancelLoan/${id}`, {
      reason: 'Cliente desiste',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      '@id': `/api/creditos/${id}`,
      '@type': 'LoanActionResult',
      id,
      status: 'CA0',
      message: 'Crédito cancelado',
      changes: { estadoCd: 'CA0' },
    });
    expect((await loanRow(id)).estadoCd).toBe('CA0');
    const [entry] = await auditOf(id, 'cancelLoan');
    expect(entry?.before).toEqual({ estadoCd: 'EST' });
    expect(entry?.after).toEqual({ estadoCd: 'CA0', reason: 'Cliente desiste' });
    expect(entry?.userId).toBeGreaterThan(0);
    const history = await t.database.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.section, 'credito'), eq(statusHistory.recordId, id)))
      .orderBy(desc(statusHistory.id))
      .limit(1);
    expect(history[0]).toMatchObject({ previousState: 'EST', finalState: 'CA0' });
    // The loan read shows it too.
    const read = await call(t, 'micro-admin', 'GET', `/api/creditos/${id}`);
    expect(read.json().estadoCd).toBe('CA0');
  });

  it('refuses an amortizing loan with 409 and the Spanish reason, and changes nothing', async () => {
    const id = await loanIn('AMO');
    const before = await loanRow(id);
    const res = await call(t, 'admin', 'PUT', `/api/tools/microadmin/cancelLoan/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('La acción no está permitida con el crédito en estado «AMO».');
    expect(res.json().error).toBe(loanActionRefusal('cancelLoan', 'AMO'));
    expect(await loanRow(id)).toEqual(before);
    expect(await auditOf(id, 'cancelLoan')).toEqual([]);
  });

  it('answers 404 in Spanish for a loan that does not exist', async () => {
    const res = await call(t, 'admin', 'PUT', `/api/tools/microadmin/cancelLoan/${MISSING}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(messages.notFound.loan);
  });
});
