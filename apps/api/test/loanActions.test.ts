/**
 * Issue 14, the loan admin actions (lact): every route × the 13 roles, each action from an allowed
 * and a refused status (409 with the status table's Spanish reason), the audit row with before and
 * after, and the idempotency of the money actions. One app and one seeded database per run.
 */
import {
  LOAN_ACTIONS,
  LOAN_TRANSITIONS,
  loanActionRefusal,
  mayCall,
  messages,
  normalizeRole,
  outstandingPrincipal,
  STATUS_ACTIONS,
} from '@backoffice/domain';
import { LOAN_ACTION_ROUTES } from '@backoffice/domain/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loans, statusHistory } from '../src/db/schema';
import type { RouteDeps } from '../src/lib/deps';
import { ProviderCallLog } from '../src/lib/providerCalls';
import { rowsOf } from '../src/lib/rows';
import { authPlugin } from '../src/plugins/auth';
import { errorsPlugin } from '../src/plugins/errors';
import { SimulatedOpenBankingProvider } from '../src/providers/openBanking';
import { SimulatedWalletProvider } from '../src/providers/wallet';
import { loanActionRoute } from '../src/routes/tools/loanActions/run';
import { DEMO_ACCOUNTS } from '../src/seed/demoUsers';
import { call } from './support/helpers';
import { createTestApp, TEST_SECRET, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny', fourEyes: false });
});
afterAll(() => t.close());

type Key = keyof typeof LOAN_ACTION_ROUTES;
const KEYS = Object.keys(LOAN_ACTION_ROUTES) as Key[];
const MISSING = 999_999_999;

const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));
/** Loans already acted on by a test: each test takes fresh ones. */
const used = new Set<number>();
/**
 * A loan in this status that no test changed yet; when the seed has no more, another loan that
 * matches `where` is put in that status first. `shared`: a loan the test only reads (a refusal).
 */
async function loanIn(status: string, where: SQL = sql`true`, shared = false): Promise<number> {
  const list = await rows<{ id: number; estado: string }>(
    sql`select id, estado_cd as estado from loans where ${where} order by (estado_cd = ${status}) desc, id`,
  );
  const free = list.find((r) => !used.has(r.id));
  if (!free) throw new Error(`no free loan for ${status}`);
  if (!shared) used.add(free.id);
  if (free.estado !== status)
    await t.database.db.update(loans).set({ estadoCd: status }).where(eq(loans.id, free.id));
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
  // The reason their screen asks for.
  'PUT /api/tools/microadmin/cancelLoan/:id': { reason: 'Cliente desiste' },
  'PUT /api/tools/admin/denyLoan/:id': { reason: 'Ingresos insuficientes' },
  'PUT /api/tools/admin/failedLoan/:id': { reason: 'Impago' },
};
/** The reason an action whose screen asks for one sends (the registry's `reason`). */
const ASKS_REASON = new Set<string>(LOAN_ACTIONS.filter((a) => a.reason).map((a) => a.route));
const bodyOf = (key: Key) =>
  BODIES[key] ?? (ASKS_REASON.has(key) ? { reason: 'Motivo de prueba' } : undefined);
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
        const res = await call(t, username, methodOf(key), pathOf(key, MISSING), bodyOf(key), {
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
    expect(entry?.after).toEqual({ estadoCd: 'CA0' });
    expect(entry?.reason).toBe('Cliente desiste');
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

  it('cancels a published loan with its active investments', async () => {
    const inv = await investmentIn('PUB');
    const res = await call(t, 'admin', 'PUT', `/api/tools/microadmin/cancelLoan/${inv.loanId}`, {
      reason: 'Sin financiación',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changes.investmentsCancelled).toContain(`/api/inversiones/${inv.id}`);
    const active = await rows(sql`select 1 from investments where loan_id = ${inv.loanId} and active`);
    expect(active).toEqual([]);
  });

  it('refuses an amortizing loan with 409 and the Spanish reason, and changes nothing', async () => {
    const id = await loanIn('AMO');
    const before = await loanRow(id);
    const res = await call(t, 'admin', 'PUT', `/api/tools/microadmin/cancelLoan/${id}`, {
      reason: 'Desiste',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('La acción no está permitida con el crédito en estado «AMO».');
    expect(res.json().error).toBe(loanActionRefusal('cancelLoan', 'AMO'));
    expect(await loanRow(id)).toEqual(before);
    expect(await auditOf(id, 'cancelLoan')).toEqual([]);
  });

  it('requires the reason the screen asks for, on every action that asks for one', async () => {
    const asking = LOAN_ACTIONS.filter((a) => a.reason);
    expect(asking.map((a) => a.id)).toEqual(
      expect.arrayContaining(['cancelLoan', 'changeAffiliate', 'denyLoan', 'failedLoan']),
    );
    for (const a of asking) {
      const id = await loanIn('EST', sql`affiliate_id is not null`, true);
      const before = await loanRow(id);
      const base =
        a.id === 'changeAffiliate' ? { afiliado: `/api/afiliados/${await otherAffiliate(id)}` } : {};
      for (const body of [base, { ...base, reason: '   ' }]) {
        const res = await call(
          t,
          'super-admin',
          a.route.split(' ')[0] ?? 'PUT',
          a.route.split(' ')[1]?.replace(':id', String(id)) ?? '',
          body,
        );
        expect(res.statusCode, `${a.id} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({
          error: messages.loanActions.reasonRequired,
          violations: [{ propertyPath: 'reason', message: messages.validation.required }],
        });
      }
      expect(await loanRow(id)).toEqual(before);
      expect(await auditOf(id, a.id)).toEqual([]);
    }
  });

  it('answers 404 in Spanish for a loan that does not exist', async () => {
    const res = await call(t, 'admin', 'PUT', `/api/tools/microadmin/cancelLoan/${MISSING}`, {
      reason: 'Desiste',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(messages.notFound.loan);
  });
});

// ---------------------------------------------------------------------------------------------
// Every action from an allowed status and from a refused one

/** An investment (active unless said) of a loan in this status: its id and its loan's. */
async function investmentIn(status: string, active = true) {
  const list = await rows<{ id: number; loanId: number }>(sql`
    select i.id, i.loan_id as "loanId" from investments i join loans l on l.id = i.loan_id
    where i.active = ${active} order by (l.estado_cd = ${status}) desc, i.id`);
  const free = list.find((r) => !used.has(r.loanId));
  if (!free) throw new Error(`no free investment for ${status}`);
  used.add(free.loanId);
  await t.database.db.update(loans).set({ estadoCd: status }).where(eq(loans.id, free.loanId));
  return free;
}
/** An investor id of the seed. */
const anInvestor = async () =>
  (await rows<{ id: number }>(sql`select id from investors order by id limit 1`))[0]?.id ?? 0;
/** An affiliate other than the loan's. */
const otherAffiliate = async (loanId: number) =>
  (
    await rows<{ id: number }>(sql`
      select a.id from affiliates a where a.id is distinct from (select affiliate_id from loans where id = ${loanId})
      order by a.id limit 1`)
  )[0]?.id ?? 0;

interface Case {
  /** The action of the status table it runs. */
  action: Parameters<typeof loanActionRefusal>[0];
  key: Key;
  /** A loan (or row) from an allowed status: the path id and the loan's id. */
  allowed: () => Promise<{ path: number; loan: number }>;
  /** A status the table refuses, and how to find a path id there. */
  refused: () => Promise<{ path: number; loan: number; status: string }>;
  body?: (loan: number) => Promise<object> | object;
  /** What the loan (or its rows) show afterwards. */
  after: (loan: number, answer: Record<string, unknown>) => Promise<void>;
  message: string;
}

/** Loans that still owe installments: an amortization has something to repay. */
const OWES = sql`exists (select 1 from installments i where i.loan_id = loans.id
  and i.estado_cd not in ('CO', 'AA', 'AN', 'RF', 'CR', 'CJ', 'CZ'))`;
const onLoan = (status: string, where?: SQL) => async () => {
  const id = await loanIn(status, where);
  return { path: id, loan: id };
};
const refusedLoan = (status: string, where?: SQL) => async () => {
  const id = await loanIn(status, where, true);
  return { path: id, loan: id, status };
};
const onInvestment =
  (status: string, active = true) =>
  async () => {
    const inv = await investmentIn(status, active);
    return { path: inv.id, loan: inv.loanId };
  };
const refusedInvestment = (status: string) => async () => {
  const inv = await investmentIn(status);
  return { path: inv.id, loan: inv.loanId, status };
};
const statusIs = (status: string) => async (loan: number) => {
  expect((await loanRow(loan)).estadoCd).toBe(status);
};
const S = messages.loan.success;

const CASES: Case[] = [
  {
    action: 'denyLoan',
    key: 'PUT /api/tools/admin/denyLoan/:id',
    allowed: onLoan('ANA'),
    refused: refusedLoan('PUB'),
    body: () => ({ reason: 'Ingresos insuficientes' }),
    after: statusIs('DE1'),
    message: S.denied,
  },
  {
    action: 'failedLoan',
    key: 'PUT /api/tools/admin/failedLoan/:id',
    allowed: onLoan('AMO'),
    refused: refusedLoan('SIM'),
    body: () => ({ reason: 'Impago' }),
    after: statusIs('FAL'),
    message: S.failed,
  },
  {
    action: 'analizeLoan',
    key: 'PUT /api/tools/microadmin/analizeLoan/:id',
    allowed: onLoan('ANA', sql`exists (select 1 from bank_scrapes b where b.loan_id = loans.id)`),
    refused: refusedLoan('PUB'),
    after: async (loan) => {
      expect(['OK', 'ERROR']).toContain((await loanRow(loan)).estadoInstantor);
      expect((await loanRow(loan)).estadoCd).toBe('ANA');
    },
    message: S.analysed,
  },
  {
    action: 'categorizeInstantor',
    key: 'PUT /api/tools/admin/categorizeInstantor/:id',
    allowed: onLoan('EST'),
    refused: refusedLoan('AMO'),
    after: async (loan) => {
      expect((await loanRow(loan)).categoria).toMatch(/^[a-f]$/);
    },
    message: S.categorised,
  },
  {
    action: 'deleteScores',
    key: 'PUT /api/creditos/:id',
    allowed: onLoan('VTF'),
    refused: refusedLoan('AMO'),
    body: () => ({ scoreSimplai: 3, scoreSimplaiDescription: 'Aceptado con reservas' }),
    after: async (loan) => {
      expect(await loanRow(loan)).toMatchObject({
        scoreSimplai: 3,
        scoreSimplaiDescription: 'Aceptado con reservas',
      });
    },
    message: S.scoresDeleted,
  },
  {
    action: 'cancelDemo',
    key: 'PUT /api/creditos/:id',
    allowed: async () => {
      const id = await loanIn('SIM');
      await t.database.db.update(loans).set({ demo: true }).where(eq(loans.id, id));
      return { path: id, loan: id };
    },
    // cancelDemo is allowed in any status: refused only when the loan is no demo.
    refused: async () => {
      const id = await loanIn('AMO', sql`not demo`);
      return { path: id, loan: id, status: 'AMO' };
    },
    body: () => ({ demo: false }),
    after: async (loan) => {
      expect((await loanRow(loan)).demo).toBe(false);
    },
    message: S.demoCancelled,
  },
  {
    action: 'changeAffiliate',
    key: 'PUT /api/creditos/:id',
    allowed: onLoan('CA2', sql`affiliate_id is not null`),
    refused: refusedLoan('AMO'),
    body: async (loan) => ({ afiliado: `/api/afiliados/${await otherAffiliate(loan)}`, reason: 'Traspaso' }),
    after: async (loan, answer) => {
      expect((await loanRow(loan)).affiliateId).toBe(answer.affiliateId);
    },
    message: S.affiliateChanged,
  },
  {
    action: 'financiacionToCobros',
    key: 'PUT /api/tools/microadmin/financiacionToCobros/:id',
    allowed: onLoan('WK2', sql`not cobros`),
    refused: refusedLoan('AMO', sql`not cobros`),
    after: async (loan) => {
      expect((await loanRow(loan)).cobros).toBe(true);
    },
    message: S.typeSwitched,
  },
  {
    action: 'cobrosToFinanciacion',
    key: 'PUT /api/tools/microadmin/cobrosToFinanciacion/:id',
    allowed: async () => {
      const id = await loanIn('SBY');
      await t.database.db.update(loans).set({ cobros: true }).where(eq(loans.id, id));
      return { path: id, loan: id };
    },
    refused: refusedLoan('AMO'),
    after: async (loan) => {
      expect((await loanRow(loan)).cobros).toBe(false);
    },
    message: S.typeSwitched,
  },
  {
    action: 'generateLoanInstallments',
    key: 'POST /api/tools/microadmin/generateLoanInstallments/:id',
    allowed: onLoan('AMO'),
    refused: refusedLoan('SIM'),
    after: async (loan, answer) => {
      const [n] = await rows<{ n: number }>(
        sql`select count(*)::int as n from installments where loan_id = ${loan}`,
      );
      expect(n?.n).toBe((answer.changes as { installments: number }).installments);
    },
    message: S.installmentsRegenerated,
  },
  {
    action: 'enableSigEam',
    key: 'PUT /api/tools/enableSigEam/:id',
    allowed: onLoan('EAM'),
    refused: refusedLoan('AMO'),
    after: async (loan) => {
      expect((await loanRow(loan)).flags.sigEam).toBe(true);
    },
    message: messages.loanActions.success.sigEamEnabled,
  },
  {
    action: 'generateAMA',
    key: 'POST /api/tools/admin/generateAMA/:id',
    allowed: onLoan('AMO', OWES),
    refused: refusedLoan('AMA'),
    after: statusIs('AMA'),
    message: S.amaGenerated,
  },
  {
    action: 'partialCancellation',
    key: 'PUT /api/tools/microadmin/partialCancellation/:id',
    allowed: onLoan(
      'EAM',
      sql`exists (select 1 from installments i where i.loan_id = loans.id and i.estado_cd = 'PD')`,
    ),
    refused: refusedLoan('PUB'),
    body: () => ({ amount: 1 }),
    after: async (loan) => {
      const [n] = await rows<{ n: number }>(
        sql`select count(*)::int as n from amortizations where loan_id = ${loan} and amount = 1`,
      );
      expect(n?.n).toBe(1);
    },
    message: S.partialAmaApplied,
  },
  {
    action: 'advanceAmortizationAffiliate',
    key: 'PUT /api/tools/microadmin/affiliate/advanceAmortization/:id',
    allowed: onLoan('ACC', OWES),
    refused: refusedLoan('SIM'),
    after: async (loan) => {
      await statusIs('AMA')(loan);
      const open = await rows(sql`select 1 from installments where loan_id = ${loan}
        and estado_cd not in ('CO', 'AA', 'AN', 'RF', 'CR', 'CJ', 'CZ')`);
      expect(open).toEqual([]);
    },
    message: messages.loanActions.success.amortizationDone,
  },
  {
    action: 'advanceAmortizationBorrower',
    key: 'PUT /api/tools/microadmin/borrower/advanceAmortization/:id',
    allowed: onLoan('FAC', OWES),
    refused: refusedLoan('PUB'),
    after: statusIs('AMA'),
    message: messages.loanActions.success.amortizationDone,
  },
  {
    action: 'rebillCurrentInstallment',
    key: 'PUT /api/tools/microadmin/rebillCurrentInstallment/:id',
    allowed: onLoan(
      'RET',
      sql`exists (select 1 from installments i where i.loan_id = loans.id and i.estado_cd = 'EC')`,
    ),
    refused: refusedLoan('SIM'),
    after: async (loan, answer) => {
      const id = (answer.changes as { installment: number }).installment;
      const [row] = await rows<{ e: string }>(
        sql`select estado_cd as e from installments where id = ${id} and loan_id = ${loan}`,
      );
      expect(row?.e).toBe('CO');
    },
    message: S.installmentCharged,
  },
  {
    action: 'invest',
    key: 'POST /api/tools/admin/invest/:id',
    allowed: onLoan(
      'PUB',
      sql`cantidad - coalesce((select sum(amount) from investments i where i.loan_id = loans.id and i.active), 0) >= 5`,
    ),
    refused: refusedLoan('FIR'),
    body: async () => ({ investor: `/api/inversores/${await anInvestor()}`, amount: 5 }),
    after: async (loan, answer) => {
      const iri = (answer.changes as { investment: string }).investment;
      const [row] = await rows<{ amount: number }>(
        sql`select amount::float8 as amount from investments where loan_id = ${loan} and id = ${Number(iri.split('/').pop())}`,
      );
      expect(row?.amount).toBe(5);
    },
    message: S.invested,
  },
  {
    action: 'cancelInvestment',
    key: 'PUT /api/tools/admin/cancelInvestment/:id',
    allowed: onInvestment('PUB'),
    refused: refusedInvestment('AMO'),
    after: async (loan) => {
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from audit_log where resource = ${`/api/creditos/${loan}`} and action = 'cancelInvestment'`,
      );
      expect(row?.n).toBe(1);
    },
    message: S.investmentCancelled,
  },
  {
    action: 'deleteInvestment',
    key: 'DELETE /api/inversiones/:id',
    allowed: onInvestment('FIR'),
    refused: refusedInvestment('AMA'),
    after: async () => {},
    message: messages.loanActions.success.investmentDeleted,
  },
  {
    action: 'resetPayment',
    key: 'PUT /api/creditos/:id',
    allowed: onLoan('FIR'),
    refused: refusedLoan('AMO'),
    body: () => ({ moneyOutSent: false, contractVerified: false, estadoCd: 'EST' }),
    after: async (loan) => {
      expect(await loanRow(loan)).toMatchObject({
        estadoCd: 'EST',
        moneyOutSent: false,
        contractVerified: false,
      });
    },
    message: S.paymentReset,
  },
];

/**
 * The status actions no case above lists, read from the registry and the status table: those that
 * only move the status (no inputs, no money), each from the first status its row allows and from
 * one it refuses, with the reason when its screen asks for one.
 */
const REFUSABLE = ['PUB', 'AMO', 'SIM', 'ANA', 'EST'];
const STATUS_ONLY_CASES: Case[] = STATUS_ACTIONS.flatMap((a): Case[] => {
  const row = LOAN_TRANSITIONS[a.transition];
  const from = row.from as readonly string[] | 'any';
  const key = a.route as Key;
  const refusedStatus = Array.isArray(from) ? REFUSABLE.find((s) => !from.includes(s)) : undefined;
  if (
    CASES.some((c) => c.key === key) ||
    key === 'PUT /api/tools/microadmin/cancelLoan/:id' ||
    !KEYS.includes(key) ||
    row.to === null ||
    !Array.isArray(from) ||
    !refusedStatus ||
    a.inputs?.length ||
    a.money ||
    typeof a.successMessage !== 'string'
  )
    return [];
  const to = row.to;
  return [
    {
      action: a.transition,
      key,
      allowed: onLoan(from[0] ?? ''),
      refused: refusedLoan(refusedStatus),
      body: a.reason ? () => ({ reason: 'Motivo de prueba' }) : undefined,
      after: statusIs(to),
      message: a.successMessage,
    },
  ];
});
const ALL_CASES = [...CASES, ...STATUS_ONLY_CASES];

/** The money actions of the registry: each needs an Idempotency-Key. */
const MONEY = new Set(STATUS_ACTIONS.filter((a) => a.money).map((a) => a.route as Key));

describe('each loan action from an allowed status and from a refused one', () => {
  it('covers every route of the contract', () => {
    expect(new Set([...ALL_CASES.map((c) => c.key), 'PUT /api/tools/microadmin/cancelLoan/:id'])).toEqual(
      new Set(KEYS),
    );
  });

  it.each(ALL_CASES.map((c) => [c.action, c] as const))('%s', async (_name, c) => {
    // Allowed: 200 with the new status read from the answer, the change made, the audit written.
    const ok = await c.allowed();
    const before = await loanRow(ok.loan);
    const body = c.body ? await c.body(ok.loan) : undefined;
    const res = await call(t, 'super-admin', methodOf(c.key), pathOf(c.key, ok.path), body, {
      'idempotency-key': freshKey(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    const after = await loanRow(ok.loan);
    expect(answer).toMatchObject({
      '@id': `/api/creditos/${ok.loan}`,
      id: ok.loan,
      status: after.estadoCd,
      message: c.message,
    });
    await c.after(ok.loan, {
      ...answer,
      affiliateId: (body as { afiliado?: string } | undefined)?.afiliado
        ? Number((body as { afiliado: string }).afiliado.split('/').pop())
        : undefined,
    });
    const [entry] = await auditOf(ok.loan, c.action);
    expect(entry, 'audit row').toBeDefined();
    expect(entry?.userId).toBeGreaterThan(0);
    if (after.estadoCd !== before.estadoCd) {
      expect(entry?.before).toMatchObject({ estadoCd: before.estadoCd });
      expect(entry?.after).toMatchObject({ estadoCd: after.estadoCd });
    }

    // Refused: 409 with the table's Spanish reason, nothing changed, no audit.
    const no = await c.refused();
    const unchanged = await loanRow(no.loan);
    const refusedBody = c.body ? await c.body(no.loan) : undefined;
    const refused = await call(t, 'super-admin', methodOf(c.key), pathOf(c.key, no.path), refusedBody, {
      'idempotency-key': freshKey(),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBe(
      loanActionRefusal(c.action, no.status, { cobros: unchanged.cobros, demo: unchanged.demo }),
    );
    expect(await loanRow(no.loan)).toEqual(unchanged);
    expect(await auditOf(no.loan, c.action)).toEqual([]);
  });
});

describe('the money actions and their Idempotency-Key', () => {
  it('refuses a money action without a key (400), and names it in Spanish', async () => {
    const id = await loanIn('AMO');
    for (const key of MONEY) {
      const res = await call(t, 'super-admin', methodOf(key), pathOf(key, id), BODIES[key]);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().error).toBe(messages.loanActions.idempotencyKeyRequired);
    }
  });

  it('the same key twice makes one effect and answers the first answer; another body with it is a 422', async () => {
    const id = await loanIn('AMO', OWES);
    const key = freshKey();
    const first = await call(t, 'admin', 'POST', `/api/tools/admin/generateAMA/${id}`, undefined, {
      'idempotency-key': key,
    });
    const second = await call(t, 'admin', 'POST', `/api/tools/admin/generateAMA/${id}`, undefined, {
      'idempotency-key': key,
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const amas = await rows(
      sql`select id from amortizations where loan_id = ${id} and created_at > now() - interval '1 hour'`,
    );
    expect(amas).toHaveLength(1);
    expect(await auditOf(id, 'generateAMA')).toHaveLength(1);

    const pub = await loanIn(
      'PUB',
      sql`cantidad - coalesce((select sum(amount) from investments i where i.loan_id = loans.id and i.active), 0) >= 10`,
    );
    const investor = `/api/inversores/${await anInvestor()}`;
    const k2 = freshKey();
    const a = await call(
      t,
      'admin',
      'POST',
      `/api/tools/admin/invest/${pub}`,
      { investor, amount: 2 },
      { 'idempotency-key': k2 },
    );
    const b = await call(
      t,
      'admin',
      'POST',
      `/api/tools/admin/invest/${pub}`,
      { investor, amount: 2 },
      { 'idempotency-key': k2 },
    );
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    const made = await rows(sql`select id from investments where loan_id = ${pub} and amount = 2`);
    expect(made).toHaveLength(1);
    const c = await call(
      t,
      'admin',
      'POST',
      `/api/tools/admin/invest/${pub}`,
      { investor, amount: 3 },
      { 'idempotency-key': k2 },
    );
    expect(c.statusCode).toBe(422);
  });

  it('concurrent twins with one key still make one effect', async () => {
    const id = await loanIn('AMO', OWES);
    const key = freshKey();
    const [a, b] = await Promise.all([
      call(t, 'admin', 'POST', `/api/tools/admin/generateAMA/${id}`, undefined, { 'idempotency-key': key }),
      call(t, 'admin', 'POST', `/api/tools/admin/generateAMA/${id}`, undefined, { 'idempotency-key': key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(await auditOf(id, 'generateAMA')).toHaveLength(1);
  });
});

describe('partial cancellations add up', () => {
  const partial = (id: number, amount: number, app = t.app) =>
    (async () =>
      app.inject({
        method: 'PUT',
        url: `/api/tools/microadmin/partialCancellation/${id}`,
        payload: { amount },
        headers: { ...(await t.as('admin')), 'idempotency-key': freshKey() },
      }))();
  const outstandingOf = async (id: number) =>
    outstandingPrincipal(
      await rows<{ estadoCd: string; principal: number }>(
        sql`select estado_cd as "estadoCd", principal::float8 as principal from installments where loan_id = ${id}`,
      ),
    );

  it('each one repays part of what the earlier ones left, never more than the outstanding principal', async () => {
    const id = await loanIn('EAM', OWES);
    const owed = await outstandingOf(id);
    const part = Math.round(owed * 40) / 100; // 40 %
    expect((await partial(id, part)).statusCode).toBe(200);
    expect((await partial(id, part)).statusCode).toBe(200);
    const left = Math.round((owed - 2 * part) * 100) / 100;
    const third = await partial(id, part);
    expect([third.statusCode, third.json().error]).toEqual([
      400,
      messages.loanActions.amountAbovePending(left),
    ]);
    // What an advance amortization would repay now is what is left.
    const figures = await call(t, 'micro-admin', 'GET', `/api/amountAdvancedAmortization/${id}?borrower=1`);
    expect(figures.json().principal).toBe(left);
    expect((await partial(id, left)).statusCode).toBe(200);
    const cent = await partial(id, 0.01);
    expect([cent.statusCode, cent.json().error]).toEqual([400, messages.loanActions.amountAbovePending(0)]);
    const [paid] = await rows<{ total: number }>(
      sql`select sum(amount)::float8 as total from amortizations where loan_id = ${id} and kind = 'partial'`,
    );
    expect(paid?.total).toBe(owed);
  });

  it('parallel ones on two servers are checked one after the other (the loan row is locked)', async () => {
    const id = await loanIn('EAM', OWES);
    const owed = await outstandingOf(id);
    const part = Math.floor(owed * 30) / 100; // 30 %: three fit, the fourth does not
    const second = await t.secondApp();
    await t.as('admin');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => partial(id, part, i % 2 ? second : t.app)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 400, 400, 400]);
    const [paid] = await rows<{ total: number }>(
      sql`select sum(amount)::float8 as total from amortizations where loan_id = ${id} and kind = 'partial'`,
    );
    expect(paid?.total).toBeLessThanOrEqual(owed);
  });
});

describe('amortizing nothing', () => {
  it('a fully repaid loan has nothing to amortize: generateAMA and both advance amortizations answer 409, nothing changes', async () => {
    const id = await loanIn('RET', sql`exists (select 1 from installments i where i.loan_id = loans.id)`);
    await t.database.db.execute(sql`update installments set estado_cd = 'CO' where loan_id = ${id}`);
    const amasBefore = await rows(sql`select id from amortizations where loan_id = ${id}`);
    for (const [method, path] of [
      ['POST', `/api/tools/admin/generateAMA/${id}`],
      ['PUT', `/api/tools/microadmin/borrower/advanceAmortization/${id}`],
      ['PUT', `/api/tools/microadmin/affiliate/advanceAmortization/${id}`],
    ] as const) {
      const res = await call(t, 'admin', method, path, undefined, { 'idempotency-key': freshKey() });
      expect([path, res.statusCode, res.json().error]).toEqual([
        path,
        409,
        messages.loanActions.nothingToAmortize,
      ]);
    }
    expect((await loanRow(id)).estadoCd).toBe('RET');
    expect(await rows(sql`select id from amortizations where loan_id = ${id}`)).toEqual(amasBefore);
    expect(await auditOf(id, 'advanceAmortizationBorrower')).toHaveLength(0);
  });
});

describe('the domain checks of the bodies (400 with violations)', () => {
  it('refuses other score values, mixed PUT bodies, an amount above the debt and a same affiliate', async () => {
    const id = await loanIn('VTF');
    const bad = await call(t, 'admin', 'PUT', `/api/creditos/${id}`, {
      scoreSimplai: 7,
      scoreSimplaiDescription: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations).toBeDefined();
    const mixed = await call(t, 'admin', 'PUT', `/api/creditos/${id}`, { demo: false, scoreSimplai: 3 });
    expect(mixed.statusCode).toBe(400);
    const eam = await loanIn('EAM');
    const tooMuch = await call(
      t,
      'admin',
      'PUT',
      `/api/tools/microadmin/partialCancellation/${eam}`,
      { amount: 9_999_999 },
      { 'idempotency-key': freshKey() },
    );
    expect(tooMuch.statusCode).toBe(400);
    const owed = await rows<{ estadoCd: string; principal: number }>(
      sql`select estado_cd as "estadoCd", principal::float8 as principal from installments where loan_id = ${eam}`,
    );
    expect(tooMuch.json().error).toBe(messages.loanActions.amountAbovePending(outstandingPrincipal(owed)));
    const ca = await loanIn('CA3', sql`affiliate_id is not null`);
    const [own] = await rows<{ a: number }>(sql`select affiliate_id as a from loans where id = ${ca}`);
    const same = await call(t, 'admin', 'PUT', `/api/creditos/${ca}`, {
      afiliado: `/api/afiliados/${own?.a}`,
      reason: 'Traspaso',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(messages.loanActions.sameAffiliate);
  });
});

describe('loanActionRoute: a provider failure', () => {
  it('rolls the whole action back (the loan, its history, the audit) and answers 502 naming the provider', async () => {
    // The helper on an app of its own, with an action whose provider fails after the checks passed.
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(authPlugin, { db: t.database.db, secret: TEST_SECRET, now: () => t.clock.now });
    // Only what this action reads; the other providers of RouteDeps are never called here.
    const deps = {
      ...t.providers,
      db: t.database.db,
      now: () => t.clock.now,
      dataDir: t.dataDir,
      wallet: new SimulatedWalletProvider(),
      providerCalls: new ProviderCallLog(t.database.db),
      openBanking: new SimulatedOpenBankingProvider(),
      readCache: false,
      fourEyes: false,
    } as RouteDeps;
    let applied = false;
    loanActionRoute(app, deps, {
      key: 'PUT /api/tools/microadmin/cancelLoan/:id',
      action: 'cancelLoan',
      provider: {
        name: 'Proveedor de prueba',
        call: async ({ tx, loan }) => {
          // A write made before the provider answers must not survive its failure either.
          await tx.update(loans).set({ categoria: 'Z' }).where(eq(loans.id, loan.id));
          throw new Error('sin respuesta');
        },
      },
      apply: () => {
        applied = true;
        return {};
      },
      message: 'no',
    });
    await app.ready();
    try {
      const id = await loanIn('EST');
      const before = await loanRow(id);
      const res = await app.inject({
        method: 'PUT',
        url: `/api/tools/microadmin/cancelLoan/${id}`,
        headers: await t.as('micro-admin'),
        payload: { reason: 'Cliente desiste' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        error: messages.loanActions.providerFailed('Proveedor de prueba'),
        provider: 'Proveedor de prueba',
      });
      expect(applied).toBe(false);
      expect(await loanRow(id)).toEqual(before);
      expect(await auditOf(id, 'cancelLoan')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
