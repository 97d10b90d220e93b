/**
 * Every state of every machine is reachable, and no non-final state is a dead end (issue 4).
 * Walks each machine's model with its scenario inputs and model events (success and failure of
 * every actor), counting transient states through microsteps.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { adminActionMachine } from './adminAction/adminActionMachine';
import { adminActionModelEvents, adminActionScenarios } from './adminAction/adminActionMachine.model';
import { lawsuitMachine } from './lawsuit/lawsuitMachine';
import { lawsuitModelEvents, lawsuitScenarios } from './lawsuit/lawsuitMachine.model';
import { lenderChangeMachine } from './lenderChange/lenderChangeMachine';
import {
  lenderChangeModelEvents,
  lenderChangeScenarios,
  lenderContextKey,
} from './lenderChange/lenderChangeMachine.model';
import { planFormMachine } from './planForm/planFormMachine';
import { planFormModelEvents, planFormScenarios } from './planForm/planFormMachine.model';
import { resetPaymentMachine } from './resetPayment/resetPaymentMachine';
import { resetPaymentModelEvents, resetPaymentScenarios } from './resetPayment/resetPaymentMachine.model';
import { sessionMachine } from './session/sessionMachine';
import { sessionModelEvents, sessionScenarios } from './session/sessionMachine.model';
import { reachability } from './testing/model';
import { workingHoursMachine } from './workingHours/workingHoursMachine';
import {
  workingHoursContextKey,
  workingHoursModelEvents,
  workingHoursScenarios,
} from './workingHours/workingHoursMachine.model';

const machines: Array<{
  machine: AnyStateMachine;
  scenarios: Record<string, unknown>;
  events: EventObject[];
  contextKey?: (snapshot: AnyMachineSnapshot) => unknown;
}> = [
  { machine: sessionMachine, scenarios: sessionScenarios, events: sessionModelEvents },
  { machine: adminActionMachine, scenarios: adminActionScenarios, events: adminActionModelEvents },
  { machine: resetPaymentMachine, scenarios: resetPaymentScenarios, events: resetPaymentModelEvents },
  { machine: planFormMachine, scenarios: planFormScenarios, events: planFormModelEvents },
  { machine: lawsuitMachine, scenarios: lawsuitScenarios, events: lawsuitModelEvents },
  {
    machine: lenderChangeMachine,
    scenarios: lenderChangeScenarios,
    events: lenderChangeModelEvents,
    contextKey: lenderContextKey as never,
  },
  {
    machine: workingHoursMachine,
    scenarios: workingHoursScenarios,
    events: [
      ...workingHoursModelEvents,
      // Undo the entries so a blocked confirm can always be fixed.
      { type: 'hours.fullDay', date: '2025-05-13', fullDay: false },
      { type: 'hours.hours', date: '2025-05-14', hours: null },
    ] as EventObject[],
    contextKey: workingHoursContextKey as never,
  },
];

describe.each(machines)('$machine.id', ({ machine, scenarios, events, contextKey }) => {
  const results = Object.values(scenarios).map((input) =>
    reachability(machine, { input, events, ...(contextKey ? { contextKey } : {}) }),
  );

  it('reaches every state in some scenario', () => {
    const [first, ...rest] = results.map((r) => r.unreachable);
    const unreachableEverywhere = (first ?? []).filter((id) => rest.every((ids) => ids.includes(id)));
    expect(unreachableEverywhere).toEqual([]);
  });

  it('has no dead end among its non-final states', () => {
    expect(results.flatMap((r) => r.deadEnds)).toEqual([]);
  });
});
