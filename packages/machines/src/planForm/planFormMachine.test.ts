import { messages, NO_INSURANCE } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { done, fail } from '../testing/model';
import {
  isPTinIDisabled,
  offeredInsuranceOptions,
  type PlanFormInput,
  planFormMachine,
} from './planFormMachine';
import { emptyPlan, planFormScenarios, validValues } from './planFormMachine.model';

type Ev = Parameters<typeof transition<typeof planFormMachine>>[2];
const valid = planFormScenarios['valid plan']!;

function run(input: PlanFormInput, ...events: Ev[]) {
  let [snapshot] = initialTransition(planFormMachine, input);
  for (const event of events) [snapshot] = transition(planFormMachine, snapshot, event);
  return snapshot;
}
const change = (field: string, value: unknown) => ({ type: 'plan.change', field, value }) as Ev;

describe('planFormMachine: live rules (pure transitions)', () => {
  it('finalidad is the primary reason and cannot be typed', () => {
    const s = run(valid, change('finalidad', 'Viajes'));
    expect(s.context.values.finalidad).toBe('Salud');
  });

  it('applies the presets when mixedMonths1 or meses change, and derives mixedMonths2', () => {
    let s = run(valid, change('meses', 36), change('mixedMonths1', 12));
    expect(s.context.values).toMatchObject({ mixedPerc1: 40, pTinI: 29.3, mixedMonths2: 24 });
    s = transition(planFormMachine, s, change('meses', 48))[0];
    expect(s.context.values).toMatchObject({ mixedPerc1: 30, pTinI: 17.12, mixedMonths2: 36 });
  });

  it('pTinI is disabled while mixedMonths1 is above 0', () => {
    let s = run(valid, change('pTinI', 11));
    expect(s.context.values.pTinI).toBe(11);
    expect(isPTinIDisabled(s)).toBe(false);
    s = transition(planFormMachine, s, change('mixedMonths1', 5))[0];
    expect(isPTinIDisabled(s)).toBe(true);
    expect(transition(planFormMachine, s, change('pTinI', 1))[0].context.values.pTinI).toBe(32.75);
    expect(transition(planFormMachine, s, change('mixedMonths2', 1))[0].context.values.mixedMonths2).toBe(19);
  });

  it('offers insurance options by meses and primary reason, and drops a choice no longer offered', () => {
    let s = run(valid, change('insurance', '/api/insurances/1'));
    expect(offeredInsuranceOptions(s).map((o) => o.ruta)).toEqual(['/api/insurances/1']);
    s = transition(planFormMachine, s, change('meses', 36))[0];
    expect(offeredInsuranceOptions(s).map((o) => o.ruta)).toEqual(['/api/insurances/2']);
    expect(s.context.values.insurance).toBeNull();
    const cars = run(emptyPlan, change('meses', 36));
    expect(offeredInsuranceOptions(cars).map((o) => o.ruta)).toEqual(['/api/insurances/3']);
  });
});

describe('planFormMachine: validating → submitting → success | failure', () => {
  it('stays editing with the planErrors messages while anything is wrong', () => {
    const s = run(emptyPlan, { type: 'plan.submit' });
    expect(s.value).toBe('editing');
    expect(s.context.errors.meses).toBe(messages.validation.required);
    const fixed = run(valid, change('meses', 200), { type: 'plan.submit' });
    expect(fixed.context.errors.meses).toBe(messages.plan.monthsRange);
    // After a submit attempt the messages follow the edits.
    expect(transition(planFormMachine, fixed, change('meses', 24))[0].context.errors.meses).toBeUndefined();
  });

  it('submits only a valid form; success is final', () => {
    const s = run(valid, { type: 'plan.submit' });
    expect(s.value).toBe('submitting');
    expect(s.hasTag('busy')).toBe(true);
    const ok = transition(planFormMachine, s, done('createPlan') as Ev)[0];
    expect(ok.value).toBe('success');
    expect(ok.status).toBe('done');
  });

  it('a refused submit shows the catalogue text with the error id; edit or dismiss to go on', () => {
    const s = run(valid, { type: 'plan.submit' }, fail('createPlan', { status: 500, errorId: 'id7' }) as Ev);
    expect(s.value).toBe('failure');
    expect(s.context.error).toBe(messages.general.withErrorId(messages.write.createPlan, 'id7'));
    expect(transition(planFormMachine, s, { type: 'plan.dismissError' })[0].value).toBe('editing');
    const edited = transition(planFormMachine, s, change('label', 'x'))[0];
    expect(edited.value).toBe('editing');
    expect(edited.context.error).toBeNull();
    expect(transition(planFormMachine, s, { type: 'plan.submit' })[0].value).toBe('submitting');
  });
});

describe('planFormMachine (actors)', () => {
  it('sends the values with null insurance for "no insurance"', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      planFormMachine.provide({
        actors: {
          createPlan: fromPromise(async ({ input }) => {
            sent.push(input.values);
          }),
        },
      }),
      { input: valid },
    ).start();
    expect(actor.getSnapshot().context.values.insurance).toBe(NO_INSURANCE);
    actor.send({ type: 'plan.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([{ ...validValues, finalidad: 'Salud', insurance: null }]);
  });
});
