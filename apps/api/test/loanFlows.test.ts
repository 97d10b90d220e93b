/**
 * Issue 14 (flows): the loan flow routes × the 13 roles (allowed, or 403), approveLoan from an
 * allowed and a refused status with its audit row, the funder check, the lender terms, and
 * four-eyes on the payment reset (202, the requester cannot approve their own request).
 */
import {
  debtCertificateAmount,
  isOverdueInstallment,
  loanActionRefusal,
  mayCall,
  messages,
  normalizeRole,
} from '@backoffice/domain';
import { LOAN_FLOW_ROUTES } from '@backoffice/domain/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, installments, loans } from '../src/db/schema';
import { rowsOf } from '../src/lib/rows';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
});
afterAll(() => t.close());

type Key = keyof typeof LOAN_FLOW_ROUTES;
const KEYS = Object.keys(LOAN_FLOW_ROUTES) as Key[];
const MISSING = 999_999_999;
const BODIES: Partial<Record<Key, object>> = {
  'POST /api/tools/admin/approveLoan/:id': { funder: 'plataforma', categoria: 'b' },
  'PUT /api/tools/microadmin/lenderTerms/:id': { meses: 12 },
  'POST /api/tools/admin/resetPayment/:id': {},
  'POST /api/tools/admin/resetPayment/:id/restore': { snapshot: 1 },
  'PUT /api/tools/microadmin/frozeDebt/:id': { cz: true },
  'PUT /api/tools/microadmin/generateDebtCertificate/:id': { cz: true },
  'PUT /api/creditos/:id/flags': { demandaJudicial: true, visibleRecobro: false },
};
const pathOf = (key: Key, id: number) => key.split(' ')[1]?.replace(':id', String(id)) ?? '';
const methodOf = (key: Key) => key.split(' ')[0] ?? 'GET';

const used = new Set<number>();
async function loanIn(statuses: string[]): Promise<number> {
  const list = rowsOf<{ id: number; estado_cd: string }>(
    await t.database.db.execute(
      sql`select l.id, l.estado_cd from loans l join affiliates a on a.id = l.affiliate_id
          where a.plataforma = true order by l.id`,
    ),
  );
  const free = list.find((r) => statuses.includes(r.estado_cd) && !used.has(r.id));
  if (!free) throw new Error(`no free loan in ${statuses}`);
  used.add(free.id);
  return free.id;
}
const loanRow = async (id: number) => (await t.database.db.select().from(loans).where(eq(loans.id, id)))[0];

describe('who may run each loan flow route (every route × the 13 roles)', () => {
  it.each(KEYS)(
    '%s: the roles of API_ACCESS pass (404 for a missing loan), the rest get 403',
    async (key) => {
      const wrong: string[] = [];
      for (const { username, role } of DEMO_ACCOUNTS) {
        const res = await call(t, username, methodOf(key), pathOf(key, MISSING), BODIES[key]);
        const allowed = mayCall([normalizeRole(role) ?? role], key);
        const expected = allowed ? 404 : 403;
        if (res.statusCode !== expected) wrong.push(`${role}: ${res.statusCode} (expected ${expected})`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('approveLoan', () => {
  it('publishes a loan in study with the chosen funder and category, audited', async () => {
    const id = await loanIn(['EST', 'VDO', 'WK2', 'SBY']);
    const before = await loanRow(id);
    const res = await call(t, 'micro-admin', 'POST', `/api/tools/admin/approveLoan/${id}`, {
      funder: 'plataforma',
      categoria: 'C',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PUB', message: messages.loan.success.published });
    expect(await loanRow(id)).toMatchObject({ estadoCd: 'PUB', funder: 'plataforma', categoria: 'c' });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, `/api/creditos/${id}`), eq(auditLog.action, 'approveLoan')))
      .orderBy(desc(auditLog.id));
    // The audit keeps what changed: the status, and the funder and category where they differ.
    expect(row?.before).toMatchObject({ estadoCd: before?.estadoCd });
    expect(row?.after).toEqual({
      estadoCd: 'PUB',
      ...(before?.funder === 'plataforma' ? {} : { funder: 'plataforma' }),
      ...(before?.categoria === 'c' ? {} : { categoria: 'c' }),
    });
  });

  it('is refused (409, nothing changed) from a status the table does not allow', async () => {
    const id = await loanIn(['PUB']);
    const res = await call(t, 'micro-admin', 'POST', `/api/tools/admin/approveLoan/${id}`, {
      funder: 'plataforma',
      categoria: 'b',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(loanActionRefusal('approveLoan', 'PUB'));
    expect((await loanRow(id))?.estadoCd).toBe('PUB');
  });

  it('refuses a funder the affiliate does not offer (400 in Spanish)', async () => {
    const id = await loanIn(['EST', 'VDO', 'WK2', 'SBY']);
    await t.database.db.execute(
      sql`update affiliates set bankia = false where id = (select affiliate_id from loans where id = ${id})`,
    );
    const res = await call(t, 'micro-admin', 'POST', `/api/tools/admin/approveLoan/${id}`, {
      funder: 'bankia',
      categoria: 'b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().violations).toBeDefined();
    expect(JSON.stringify(res.json())).toContain(messages.loanFlows.funderNotOffered);
  });

  it('saves the lender terms inline (interes is the loan tin)', async () => {
    const id = await loanIn(['EST', 'VDO', 'WK2', 'SBY']);
    const res = await call(t, 'micro-admin', 'PUT', `/api/tools/microadmin/lenderTerms/${id}`, {
      cantidad: 7000,
      interes: 11.5,
    });
    expect(res.statusCode).toBe(200);
    expect(await loanRow(id)).toMatchObject({ cantidad: 7000, tin: 11.5 });
  });
});

describe('payment reset under four-eyes', () => {
  it('asking answers 202 and changes nothing; the requester cannot approve it, another ADMIN can', async () => {
    const id = await loanIn(['PUB', 'FIR']);
    const before = await loanRow(id);
    const ask = await call(t, 'admin', 'POST', `/api/tools/admin/resetPayment/${id}`, {});
    expect(ask.statusCode).toBe(202);
    expect(ask.json().status).toBe('pending');
    expect(await loanRow(id)).toEqual(before);
    const approvalId = ask.json().id as number;
    const own = await call(t, 'admin', 'POST', `/api/approvals/${approvalId}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(messages.approvals.ownRequest);
    const other = await call(t, 'admin-2', 'POST', `/api/approvals/${approvalId}/approve`, {});
    expect(other.statusCode).toBe(200);
    expect(await loanRow(id)).toMatchObject({
      estadoCd: 'EST',
      moneyOutSent: false,
      contractVerified: false,
    });
  });

  it('cannot be skipped by writing the reset fields directly (409, nothing changed)', async () => {
    const id = await loanIn(['PUB', 'FIR']);
    const before = await loanRow(id);
    const direct = await call(t, 'micro-admin', 'PUT', `/api/creditos/${id}`, {
      moneyOutSent: false,
      contractVerified: false,
      estadoCd: 'EST',
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().error).toBe(messages.loanFlows.resetNeedsApproval);
    expect(await loanRow(id)).toEqual(before);
  });
});

describe('the debt certificate of a lawsuit filing', () => {
  it('certifies what the owed installments charge (the domain figure), not the sum of their balances', async () => {
    // A loan in arrears with overdue installments and others still owed.
    const [candidate] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`
        select l.id from loans l join affiliates a on a.id = l.affiliate_id
        where a.plataforma = true and l.estado_cd in ('DE1', 'DE2', 'DE3', 'DE4', 'RET', 'EAM')
          and exists (select 1 from installments i where i.loan_id = l.id and i.estado_cd in ('RE', 'DV'))
          and exists (select 1 from installments i where i.loan_id = l.id and i.estado_cd = 'CO')
        order by l.id limit 1`),
    );
    const id = candidate?.id as number;
    expect(id).toBeDefined();
    used.add(id);
    const before = await t.database.db.select().from(installments).where(eq(installments.loanId, id));
    expect(before.some((i) => isOverdueInstallment(i.estadoCd))).toBe(true);
    const owed = before.filter((i) => !['CO', 'AA', 'AN', 'RF', 'CR', 'CJ', 'CZ'].includes(i.estadoCd));
    // Rebuilt from the parts: principal, interest, opening fee, default interest and commission, bank expenses.
    const charged =
      owed.reduce(
        (s, i) =>
          s +
          [
            i.principal,
            i.interest,
            i.openingFee,
            i.defaultInterest,
            i.defaultCommission,
            i.bankExpenses,
          ].reduce((a, v) => a + Math.round(v * 100), 0),
        0,
      ) / 100;
    const balances = owed.reduce((s, i) => s + Math.round(i.saldo * 100), 0) / 100;
    expect(charged).not.toBe(balances);

    expect(
      (await call(t, 'micro-admin', 'PUT', `/api/tools/microadmin/frozeDebt/${id}`, { cz: true })).statusCode,
    ).toBe(200);
    const res = await call(t, 'micro-admin', 'PUT', `/api/tools/microadmin/generateDebtCertificate/${id}`, {
      cz: true,
    });
    expect(res.statusCode).toBe(200);
    const certificate = res.json().changes.certificate as { amount: number };
    expect(certificate.amount).toBe(charged);
    const frozen = await t.database.db.select().from(installments).where(eq(installments.loanId, id));
    expect(certificate.amount).toBe(debtCertificateAmount(frozen));
  });
});
