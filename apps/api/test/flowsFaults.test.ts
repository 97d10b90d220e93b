/**
 * Issue 14 (flows): fault injection on the loan flows, on PGlite and on PostgreSQL (the two vitest
 * projects). Each flow's machine runs with actors that call the real API (`app.inject`); a
 * test-only switch (lib/faults.ts) fails one step — before its handler runs, or inside its
 * transaction after its writes — and, once the machine has settled (a failed undo is retried, as
 * the screen offers), the loan must be entirely as before or entirely as after: fields,
 * investments and status for the payment reset; installments, the filing and the flags for the
 * lawsuit filing. The last test prints the figure (scenarios tried, half states found).
 */
import { PAYMENT_RESET_STATUS } from '@backoffice/domain';
import type { ContractKey } from '@backoffice/domain/contract';
import { lawsuitMachine, resetPaymentMachine } from '@backoffice/machines';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { installments, investments, lawsuitFilings, loans } from '../src/db/schema';
import { FaultSwitch, type FaultWhere } from '../src/lib/faults';
import { rowsOf } from '../src/lib/rows';
import { createTestApp, type TestContext } from './support/testApp';

const faults = new FaultSwitch();
let t: TestContext;
/** The same seed with four-eyes on: the reset runs on the server when approved. */
let t4: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny', fourEyes: false, faults });
  t4 = await createTestApp({ seed: 'tiny', fourEyes: true, faults });
});
afterAll(async () => {
  await t?.close();
  await t4?.close();
});

const DB = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
const figure = { scenarios: 0, halfStates: 0, faultsFired: 0 };

/** An API call as the admin client makes it: a failure throws `{ status, body }` (ActorFailure). */
function client(ctx: TestContext, who: string) {
  return async (method: string, url: string, payload?: unknown) => {
    const res = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: await ctx.as(who),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = res.body ? (res.json() as Record<string, unknown>) : {};
    if (res.statusCode >= 400) throw { status: res.statusCode, body, errorId: null };
    return { status: res.statusCode, body };
  };
}

async function settle(actor: AnyActorRef, finals: string[]) {
  return waitFor(actor, (s) => finals.some((f) => s.matches(f)), { timeout: 20_000 });
}

// ---------------------------------------------------------------------------------------------
// Payment reset

interface ResetState {
  moneyOutSent: boolean;
  contractVerified: boolean;
  estadoCd: string;
  investments: string[];
}

async function resetState(ctx: TestContext, loanId: number): Promise<ResetState> {
  const [loan] = await ctx.database.db.select().from(loans).where(eq(loans.id, loanId));
  const invs = await ctx.database.db
    .select()
    .from(investments)
    .where(eq(investments.loanId, loanId))
    .orderBy(investments.id);
  if (!loan) throw new Error('no loan');
  return {
    moneyOutSent: loan.moneyOutSent,
    contractVerified: loan.contractVerified,
    estadoCd: loan.estadoCd,
    investments: invs.map((i) => `${i.id}:${i.investorId}:${i.amount}:${i.active}`),
  };
}

const RESET_AFTER = {
  moneyOutSent: false,
  contractVerified: false,
  estadoCd: PAYMENT_RESET_STATUS,
  investments: [],
};

/** Loans already used, per database: each test takes fresh ones. */
const takenBy = new Map<TestContext, Set<number>>();
const takenIn = (ctx: TestContext) => {
  const set = takenBy.get(ctx) ?? new Set<number>();
  takenBy.set(ctx, set);
  return set;
};

/** Loans a reset may start from, with at least `min` investments. */
async function resetLoan(ctx: TestContext, min: number): Promise<number> {
  const list = rowsOf<{ id: number }>(
    await ctx.database.db.execute(sql`
      select l.id from loans l join investments i on i.loan_id = l.id
      where l.estado_cd in ('PUB', 'FIR', 'EAM') and l.affiliate_id is not null
      group by l.id having count(*) >= ${min} order by l.id`),
  );
  const taken = takenIn(ctx);
  const free = list.find((r) => !taken.has(r.id));
  if (!free) throw new Error(`no free loan with ${min} investments`);
  taken.add(free.id);
  return free.id;
}

function resetActor(ctx: TestContext, loanId: number) {
  const api = client(ctx, 'admin');
  return createActor(
    resetPaymentMachine.provide({
      actors: {
        askReset: fromPromise(async ({ input }) => {
          const res = await api('POST', `/api/tools/admin/resetPayment/${input.loanId}`, {});
          if (res.status === 202) return { kind: 'pending' as const, approval: String(res.body['@id']) };
          const plan = res.body as {
            snapshot: number;
            previous: { moneyOutSent: boolean; contractVerified: boolean; estadoCd: string };
            investments: { id: number; '@id': string }[];
          };
          return {
            kind: 'plan' as const,
            snapshot: plan.snapshot,
            previous: plan.previous,
            investors: plan.investments.map((i) => ({ id: i.id, link: i['@id'] })),
          };
        }),
        updateLoan: fromPromise(async ({ input }) => {
          await api('PUT', `/api/creditos/${input.loanId}`, input.values);
        }),
        deleteInvestor: fromPromise(async ({ input }) => {
          await api('DELETE', String(input.investor.link));
        }),
        refreshStatus: fromPromise(async ({ input }) => {
          const res = await api('GET', `/api/loanControlDetail/${input.loanId}`);
          return String(res.body.estadoCd);
        }),
        restore: fromPromise(async ({ input }) => {
          await api('POST', `/api/tools/admin/resetPayment/${input.loanId}/restore`, {
            snapshot: input.snapshot,
          });
        }),
      },
    }),
    {
      input: {
        loan: { id: loanId, moneyOutSent: true, contractVerified: true, estadoCd: 'PUB' },
        investors: [],
      },
    },
  ).start();
}

interface Fault {
  key: ContractKey;
  nth?: number;
  where: FaultWhere;
}

/** Runs a browser-driven reset with the faults armed; retries a failed restore once settled. */
async function runReset(ctx: TestContext, loanId: number, armed: Fault[]) {
  faults.clear();
  for (const f of armed) faults.failNth(f.key, f.nth ?? 1, f.where);
  const firedBefore = faults.fired;
  const actor = resetActor(ctx, loanId);
  actor.send({ type: 'reset.request' });
  actor.send({ type: 'reset.confirm' });
  let snap = await settle(actor, ['done', 'failed', 'restoreFailed', 'pendingApproval']);
  const end = String(snap.value);
  if (snap.matches('restoreFailed')) {
    actor.send({ type: 'reset.retryRestore' });
    snap = await settle(actor, ['failed']);
  }
  actor.stop();
  const fired = faults.fired - firedBefore;
  faults.clear();
  return { end, final: String(snap.value), fired, error: snap.context.error };
}

function countHalf(state: unknown, before: unknown, after: unknown) {
  figure.scenarios += 1;
  const whole =
    JSON.stringify(state) === JSON.stringify(before) || JSON.stringify(state) === JSON.stringify(after);
  if (!whole) figure.halfStates += 1;
  return whole;
}

const RESET_STEPS: { name: string; faults: Fault[]; expect: 'before' | 'after'; end: string }[] = [
  {
    name: 'the ask, before it runs',
    faults: [{ key: 'POST /api/tools/admin/resetPayment/:id', where: 'before' }],
    expect: 'before',
    end: 'failed',
  },
  {
    name: 'the ask, after its snapshot',
    faults: [{ key: 'POST /api/tools/admin/resetPayment/:id', where: 'inside' }],
    expect: 'before',
    end: 'failed',
  },
  {
    name: 'PUT creditos (reset fields)',
    faults: [{ key: 'PUT /api/creditos/:id', where: 'before' }],
    expect: 'before',
    end: 'failed',
  },
  {
    name: 'the first DELETE of an investor',
    faults: [{ key: 'DELETE /api/inversiones/:id', nth: 1, where: 'before' }],
    expect: 'before',
    end: 'failed',
  },
  {
    name: 'the second DELETE of an investor',
    faults: [{ key: 'DELETE /api/inversiones/:id', nth: 2, where: 'before' }],
    expect: 'before',
    end: 'failed',
  },
  {
    name: 'the status refresh (the reset is complete)',
    faults: [{ key: 'GET /api/loanControlDetail/:id', where: 'before' }],
    expect: 'after',
    end: 'done',
  },
  {
    name: 'a DELETE, then the restore before it runs (retried)',
    faults: [
      { key: 'DELETE /api/inversiones/:id', nth: 2, where: 'before' },
      { key: 'POST /api/tools/admin/resetPayment/:id/restore', where: 'before' },
    ],
    expect: 'before',
    end: 'restoreFailed',
  },
  {
    name: 'a DELETE, then the restore after its writes (retried)',
    faults: [
      { key: 'DELETE /api/inversiones/:id', nth: 2, where: 'before' },
      { key: 'POST /api/tools/admin/resetPayment/:id/restore', where: 'inside' },
    ],
    expect: 'before',
    end: 'restoreFailed',
  },
  { name: 'no fault', faults: [], expect: 'after', end: 'done' },
];

describe(`payment reset run by the browser (FOUR_EYES=off), a fault at each step (${DB})`, () => {
  it.each(RESET_STEPS)('$name: all as $expect, never half', async (step) => {
    const loanId = await resetLoan(t, 2);
    const before = await resetState(t, loanId);
    const run = await runReset(t, loanId, step.faults);
    expect(run.fired).toBe(step.faults.length);
    figure.faultsFired += run.fired;
    expect(run.end).toBe(step.end);
    const state = await resetState(t, loanId);
    expect(countHalf(state, before, RESET_AFTER)).toBe(true);
    expect(state).toEqual(step.expect === 'before' ? before : RESET_AFTER);
    if (step.expect === 'before') expect(run.error).toContain('reseteando el pago');
  });
});

describe(`payment reset under four-eyes: the server runs it when approved (${DB})`, () => {
  it.each([
    { name: 'the approval, before it runs', where: 'before' as const, expect: 'before' as const },
    { name: 'the approval, after the executor wrote', where: 'inside' as const, expect: 'before' as const },
    { name: 'no fault', where: null, expect: 'after' as const },
  ])('$name: all as $expect', async ({ where, expect: want }) => {
    const loanId = await resetLoan(t4, 1);
    const before = await resetState(t4, loanId);
    const run = await runReset(t4, loanId, []);
    expect(run.end).toBe('pendingApproval');
    // Asking changed nothing.
    expect(await resetState(t4, loanId)).toEqual(before);
    const pending = await client(t4, 'admin-2')('GET', '/api/approvals?status=pending');
    const approval = (pending.body['hydra:member'] as { id: number; resource: string }[]).find(
      (a) => a.resource === `/api/creditos/${loanId}`,
    );
    expect(approval).toBeDefined();
    faults.clear();
    if (where) faults.failNth('POST /api/approvals/:id/approve', 1, where);
    const firedBefore = faults.fired;
    const res = await t4.app.inject({
      method: 'POST',
      url: `/api/approvals/${approval?.id}/approve`,
      headers: await t4.as('admin-2'),
      payload: {},
    });
    faults.clear();
    expect(faults.fired - firedBefore).toBe(where ? 1 : 0);
    figure.faultsFired += faults.fired - firedBefore;
    expect(res.statusCode).toBe(where ? 500 : 200);
    const state = await resetState(t4, loanId);
    expect(countHalf(state, before, RESET_AFTER)).toBe(true);
    expect(state).toEqual(want === 'before' ? before : RESET_AFTER);
  });
});

// ---------------------------------------------------------------------------------------------
// Lawsuit filing

interface LawsuitState {
  installments: string[];
  filing: string | null;
  demandaJudicial: boolean;
  visibleRecobro: boolean;
}

async function lawsuitState(loanId: number): Promise<LawsuitState> {
  const db = t.database.db;
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
  const rows = await db
    .select()
    .from(installments)
    .where(eq(installments.loanId, loanId))
    .orderBy(installments.id);
  const [filing] = await db.select().from(lawsuitFilings).where(eq(lawsuitFilings.loanId, loanId));
  if (!loan) throw new Error('no loan');
  return {
    installments: rows.map((r) => `${r.id}:${r.estadoCd}`),
    filing: filing ? `${filing.state}:${filing.certificate ? 'cert' : 'nocert'}` : null,
    demandaJudicial: loan.demandaJudicial,
    visibleRecobro: loan.visibleRecobro,
  };
}

const SETTLED = new Set(['CO', 'AA', 'AN', 'RF', 'CR', 'CJ', 'CZ', 'FR']);
function lawsuitAfter(before: LawsuitState): LawsuitState {
  return {
    installments: before.installments.map((r) => {
      const [id, status] = r.split(':') as [string, string];
      return SETTLED.has(status) ? r : `${id}:FR`;
    }),
    filing: 'filed:cert',
    demandaJudicial: true,
    visibleRecobro: false,
  };
}

async function lawsuitLoan(): Promise<number> {
  const list = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      select l.id from loans l join installments i on i.loan_id = l.id
      where l.estado_cd in ('EAM', 'AMO', 'ACC', 'FAC', 'RET', 'DE1', 'DE2', 'DE3', 'DE4')
        and l.affiliate_id is not null and l.demanda_judicial = false
        and i.estado_cd not in ('CO', 'AA', 'AN', 'RF', 'CR', 'CJ', 'CZ', 'FR')
      group by l.id order by l.id`),
  );
  const taken = takenIn(t);
  const free = list.find((r) => !taken.has(r.id));
  if (!free) throw new Error('no free owing loan');
  taken.add(free.id);
  return free.id;
}

async function runLawsuit(loanId: number, armed: Fault[]) {
  const api = client(t, 'micro-admin');
  faults.clear();
  for (const f of armed) faults.failNth(f.key, f.nth ?? 1, f.where);
  const firedBefore = faults.fired;
  const actor = createActor(
    lawsuitMachine.provide({
      actors: {
        freezeDebt: fromPromise(async ({ input }) => {
          await api('PUT', `/api/tools/microadmin/frozeDebt/${input.loanId}`, { cz: input.cz });
        }),
        generateCertificate: fromPromise(async ({ input }) => {
          await api('PUT', `/api/tools/microadmin/generateDebtCertificate/${input.loanId}`, { cz: input.cz });
        }),
        setFlags: fromPromise(async ({ input }) => {
          const res = await api('PUT', `/api/creditos/${input.loanId}/flags`, {
            demandaJudicial: true,
            visibleRecobro: false,
          });
          return String(res.body.status);
        }),
        undo: fromPromise(async ({ input }) => {
          await api('DELETE', `/api/tools/microadmin/lawsuitFiling/${input.loanId}`);
        }),
      },
    }),
    { input: { loanId, cz: true } },
  ).start();
  actor.send({ type: 'lawsuit.request' });
  actor.send({ type: 'lawsuit.confirm' });
  let snap = await settle(actor, ['done', 'failed', 'undoFailed']);
  const end = String(snap.value);
  if (snap.matches('undoFailed')) {
    actor.send({ type: 'lawsuit.retryUndo' });
    snap = await settle(actor, ['failed']);
  }
  actor.stop();
  const fired = faults.fired - firedBefore;
  faults.clear();
  return { end, fired, error: snap.context.error };
}

const FREEZE: ContractKey = 'PUT /api/tools/microadmin/frozeDebt/:id';
const CERT: ContractKey = 'PUT /api/tools/microadmin/generateDebtCertificate/:id';
const FLAGS: ContractKey = 'PUT /api/creditos/:id/flags';
const UNDO: ContractKey = 'DELETE /api/tools/microadmin/lawsuitFiling/:id';

const LAWSUIT_STEPS: { name: string; faults: Fault[]; expect: 'before' | 'after'; end: string }[] = [
  ...(['before', 'inside'] as const).flatMap((where) => [
    {
      name: `the freeze (${where})`,
      faults: [{ key: FREEZE, where }],
      expect: 'before' as const,
      end: 'failed',
    },
    {
      name: `the certificate (${where})`,
      faults: [{ key: CERT, where }],
      expect: 'before' as const,
      end: 'failed',
    },
    {
      name: `the flags (${where})`,
      faults: [{ key: FLAGS, where }],
      expect: 'before' as const,
      end: 'failed',
    },
    {
      name: `the flags, then the undo (${where}, retried)`,
      faults: [
        { key: FLAGS, where: 'before' as const },
        { key: UNDO, where },
      ],
      expect: 'before' as const,
      end: 'undoFailed',
    },
  ]),
  { name: 'no fault', faults: [], expect: 'after', end: 'done' },
];

describe(`lawsuit filing, a fault at each step (${DB})`, () => {
  it.each(LAWSUIT_STEPS)('$name: all as $expect, never a partial filing', async (step) => {
    const loanId = await lawsuitLoan();
    const before = await lawsuitState(loanId);
    const run = await runLawsuit(loanId, step.faults);
    expect(run.fired).toBe(step.faults.length);
    figure.faultsFired += run.fired;
    expect(run.end).toBe(step.end);
    const state = await lawsuitState(loanId);
    const after = lawsuitAfter(before);
    expect(countHalf(state, before, after)).toBe(true);
    expect(state).toEqual(step.expect === 'before' ? before : after);
    // loans §8: the failure shows the server's code and error.
    if (step.expect === 'before') expect(run.error).toContain('(FAULT_INJECTED)');
  });
});

describe(`the figure (${DB})`, () => {
  it('every scenario ran and none left a half state', () => {
    console.log(
      `[flowsFaults] ${DB}: ${figure.scenarios} scenarios, ${figure.faultsFired} faults fired, ${figure.halfStates} half states`,
    );
    expect(figure.scenarios).toBe(RESET_STEPS.length + 3 + LAWSUIT_STEPS.length);
    expect(figure.halfStates).toBe(0);
  });
});
