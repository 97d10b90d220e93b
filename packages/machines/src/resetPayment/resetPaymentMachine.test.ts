import { messages } from '@backoffice/domain/messages';
import { describe, expect, it } from 'vitest';
import {
  type AnyMachineSnapshot,
  createActor,
  fromPromise,
  initialTransition,
  transition,
  waitFor,
} from 'xstate';
import { describePath, done, fail, modelPaths, replay } from '../testing/model';
import {
  type AskResetInput,
  type AskResetOutput,
  RESET_PAYMENT_VALUES,
  resetPaymentMachine,
} from './resetPaymentMachine';
import {
  loan,
  pendingAnswer,
  planFor,
  resetPaymentModelEvents,
  resetPaymentScenarios,
} from './resetPaymentMachine.model';

const input = resetPaymentScenarios['two investors']!;
type Ev = Parameters<typeof transition<typeof resetPaymentMachine>>[2];

function run(...events: Ev[]) {
  let [snapshot] = initialTransition(resetPaymentMachine, input);
  for (const event of events) [snapshot] = transition(resetPaymentMachine, snapshot, event);
  return snapshot;
}
const start: Ev[] = [
  { type: 'reset.request' },
  { type: 'reset.confirm' },
  done('askReset', planFor(input)) as Ev,
];

describe('resetPaymentMachine (pure transitions)', () => {
  it('confirms first; cancel changes nothing', () => {
    expect(run({ type: 'reset.request' }).value).toBe('confirming');
    expect(run({ type: 'reset.request' }, { type: 'reset.cancel' }).value).toBe('idle');
  });

  it('updates the loan, then deletes each investor in turn, then refreshes the status', () => {
    let s = run(...start);
    expect(s.value).toBe('updatingLoan');
    expect(s.context.previous).toEqual({ moneyOutSent: true, contractVerified: true, estadoCd: 'PUB' });
    s = transition(resetPaymentMachine, s, done('updateLoan') as Ev)[0];
    expect(s.value).toEqual({ deletingInvestors: 'deleting' });
    expect(s.context.loan).toMatchObject(RESET_PAYMENT_VALUES);
    s = transition(resetPaymentMachine, s, done('deleteInvestor') as Ev)[0];
    expect(s.context.deleted.map((i) => i.id)).toEqual([1]);
    s = transition(resetPaymentMachine, s, done('deleteInvestor') as Ev)[0];
    expect(s.value).toBe('refreshingStatus');
    s = transition(resetPaymentMachine, s, done('refreshStatus', 'EST') as Ev)[0];
    expect(s.value).toBe('done');
    expect(s.status).toBe('done');
    expect(s.context.status).toBe('EST');
  });

  it('a failed delete restores the previous values and reports, never half-done', () => {
    let s = run(...start, done('updateLoan') as Ev, done('deleteInvestor') as Ev);
    s = transition(resetPaymentMachine, s, fail('deleteInvestor', { status: 500, errorId: 'x9' }) as Ev)[0];
    expect(s.value).toBe('restoringLoan');
    expect(s.context.failedInvestor?.id).toBe(2);
    s = transition(resetPaymentMachine, s, done('restore') as Ev)[0];
    expect(s.value).toBe('failed');
    expect(s.context.loan).toEqual(loan);
    // The server put the deleted investor back: nothing is left deleted.
    expect(s.context.deleted).toEqual([]);
    expect(s.context.error).toBe(messages.general.withErrorId(messages.loan.errors.resetPayment, 'x9'));
  });

  it('a failed restore can only be retried', () => {
    let s = run(...start, done('updateLoan') as Ev, fail('deleteInvestor', { status: 500 }) as Ev);
    s = transition(resetPaymentMachine, s, fail('restore', { status: 500 }) as Ev)[0];
    expect(s.value).toBe('restoreFailed');
    expect(transition(resetPaymentMachine, s, { type: 'reset.dismiss' })[0].value).toBe('restoreFailed');
    s = transition(resetPaymentMachine, s, { type: 'reset.retryRestore' })[0];
    expect(s.value).toBe('restoringLoan');
  });

  it('a failed first update changes nothing and can be dismissed', () => {
    const s = run(...start, fail('updateLoan', { status: 500 }) as Ev);
    expect(s.value).toBe('failed');
    expect(s.context.loan).toEqual(loan);
    expect(transition(resetPaymentMachine, s, { type: 'reset.dismiss' })[0].value).toBe('idle');
  });

  it('with no investors it goes straight to the status refresh', () => {
    const none = resetPaymentScenarios['no investors']!;
    let [s] = initialTransition(resetPaymentMachine, none);
    const events = [
      { type: 'reset.request' },
      { type: 'reset.confirm' },
      done('askReset', planFor(none)),
      done('updateLoan'),
    ] as Ev[];
    for (const e of events) [s] = transition(resetPaymentMachine, s, e);
    expect(s.value).toBe('refreshingStatus');
  });

  it('under four-eyes the ask answers 202: the flow ends pending, nothing was called', () => {
    const s = run(
      { type: 'reset.request' },
      { type: 'reset.confirm' },
      done('askReset', pendingAnswer) as Ev,
    );
    expect(s.value).toBe('pendingApproval');
    expect(s.status).toBe('done');
    expect(s.hasTag('pending')).toBe(true);
    expect(s.context.approval).toBe('/api/approvals/3');
    expect(s.context.loan).toEqual(loan);
  });

  it('a refused ask (409) changes nothing and reports', () => {
    const s = run(
      { type: 'reset.request' },
      { type: 'reset.confirm' },
      fail('askReset', { status: 409, errorId: 'q1' }) as Ev,
    );
    expect(s.value).toBe('failed');
    expect(s.context.error).toBe(messages.general.withErrorId(messages.loan.errors.resetPayment, 'q1'));
  });

  it("the investors to delete are the server plan's, not the screen's", () => {
    const s = run(
      { type: 'reset.request' },
      { type: 'reset.confirm' },
      done('askReset', { ...planFor(input), investors: [{ id: 9, link: '/api/inversiones/9' }] }) as Ev,
    );
    expect(s.context.pending.map((i) => i.id)).toEqual([9]);
    expect(s.context.snapshot).toBe(7);
  });
});

describe('resetPaymentMachine (actors)', () => {
  it('restores the loan with its previous values and investors when the second delete fails', async () => {
    const updates: unknown[] = [];
    const deletes: unknown[] = [];
    const restores: unknown[] = [];
    const actor = createActor(
      resetPaymentMachine.provide({
        actors: {
          askReset: fromPromise<AskResetOutput, AskResetInput>(async () => planFor(input)),
          restore: fromPromise(async ({ input }) => {
            restores.push(input);
          }),
          updateLoan: fromPromise(async ({ input }) => {
            updates.push(input);
          }),
          deleteInvestor: fromPromise(async ({ input }) => {
            deletes.push(input.investor.id);
            if (input.investor.id === 2) throw { status: 500, errorId: 'e2' };
          }),
          refreshStatus: fromPromise(async () => 'EST'),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'reset.request' });
    actor.send({ type: 'reset.confirm' });
    const snap = await waitFor(actor, (s) => s.matches('failed'));
    expect(deletes).toEqual([1, 2]);
    expect(updates).toEqual([{ loanId: 42, values: RESET_PAYMENT_VALUES }]);
    expect(restores).toEqual([
      {
        loanId: 42,
        snapshot: 7,
        previous: { moneyOutSent: true, contractVerified: true, estadoCd: 'PUB' },
        deleted: [{ id: 1, link: '/api/inversiones/1' }],
      },
    ]);
    expect(snap.context.loan).toEqual(loan);
  });
});

describe('resetPaymentMachine: model-based paths', () => {
  for (const [name, scenario] of Object.entries(resetPaymentScenarios)) {
    const paths = modelPaths(resetPaymentMachine, {
      input: scenario,
      events: resetPaymentModelEvents,
    });
    describe(name, () => {
      it('covers every failure outcome', () => {
        const ends = new Set(
          paths.flatMap((p) => p.steps.map((s) => JSON.stringify((s.state as AnyMachineSnapshot).value))),
        );
        expect(ends).toContain('"done"');
        expect(ends).toContain('"failed"');
        expect(ends).toContain('"pendingApproval"');
        if (scenario.investors.length) expect(ends).toContain('"restoreFailed"');
      });
      for (const path of paths) {
        it(describePath(path), async () => {
          // Never half-done: wherever the flow rests, the loan is either fully reset or as it was.
          await replay(resetPaymentMachine, path, {
            input: scenario,
            onStep: (snapshot) => {
              const value = snapshot.value as string;
              if (['failed', 'idle', 'confirming', 'pendingApproval'].includes(value)) {
                expect(snapshot.context.loan).toEqual(loan);
                expect(snapshot.context.deleted).toEqual([]);
              }
              if (value === 'done') expect(snapshot.context.pending).toEqual([]);
            },
          });
        });
      }
    });
  }
});
