/**
 * Test-only helpers (never exported from the package): model-based path coverage with @xstate/graph
 * and the reachability / dead-end check.
 *
 * `createTestModel` refuses machines that invoke actors ("Invocations on test machines are not
 * supported"), and every flow here invokes its I/O. So the model is the machine itself with each
 * `invoke` turned into the two transitions it stands for, `xstate.done.actor.<id>` (onDone) and
 * `xstate.error.actor.<id>` (onError), keeping the same guards, actions and context. Paths are then
 * generated on that model and replayed on the real machine, whose actors are promises the test
 * resolves or rejects as each path step says.
 */
import { createTestModel, getAdjacencyMap, type TestPath } from '@xstate/graph';
import { expect } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  createMachine,
  type EventObject,
  fromPromise,
  getInitialMicrosteps,
  getMicrosteps,
} from 'xstate';

type Config = Record<string, unknown> & {
  invoke?: unknown;
  on?: Record<string, unknown>;
  states?: Record<string, Config>;
};

function stripInvokes(config: Config): Config {
  const { invoke, states, on, ...rest } = config;
  const transitions: Record<string, unknown> = { ...(on ?? {}) };
  const invokes = (Array.isArray(invoke) ? invoke : invoke ? [invoke] : []) as Array<{
    id?: string;
    onDone?: unknown;
    onError?: unknown;
  }>;
  for (const inv of invokes) {
    if (!inv.id) throw new Error('model: every invoke needs an explicit id');
    if (inv.onDone) transitions[`xstate.done.actor.${inv.id}`] = inv.onDone;
    if (inv.onError) transitions[`xstate.error.actor.${inv.id}`] = inv.onError;
  }
  const out: Config = { ...rest };
  if (Object.keys(transitions).length > 0) out.on = transitions;
  if (states) out.states = Object.fromEntries(Object.entries(states).map(([k, v]) => [k, stripInvokes(v)]));
  return out;
}

/** The machine with invocations replaced by their done/error transitions: a pure model. */
export function toModel<T extends AnyStateMachine>(machine: T): T {
  return createMachine(
    stripInvokes(machine.config as unknown as Config) as never,
    machine.implementations as never,
  ) as unknown as T;
}

export const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as EventObject;
export const fail = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as EventObject;

export interface ModelOptions {
  input?: unknown;
  /** Events to try, with their payloads; types not listed are sent bare. */
  events: EventObject[];
  /** Collapses context that does not matter for coverage, to keep the graph small. */
  contextKey?: (snapshot: AnyMachineSnapshot) => unknown;
}

function stateKey(options: ModelOptions) {
  return (state: AnyMachineSnapshot, event?: EventObject, prev?: AnyMachineSnapshot) => {
    const base = JSON.stringify({
      value: state.value,
      context: options.contextKey ? options.contextKey(state) : state.context,
    });
    const moved = event && prev && JSON.stringify(prev.value) !== JSON.stringify(state.value);
    return moved ? `${base} via ${JSON.stringify(event)} from ${JSON.stringify(prev.value)}` : base;
  };
}

/** A short test name: the target state and the event types that reach it. */
export function describePath(path: TestPath<AnyMachineSnapshot, EventObject>): string {
  const events = path.steps
    .map((s) => s.event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:'))
    .filter((t) => t !== 'xstate.init');
  return `${JSON.stringify(path.state.value)} ← ${events.join(' → ') || '(initial)'}`;
}

/** Shortest paths to every (state, incoming transition) pair: transition coverage. */
export function modelPaths(machine: AnyStateMachine, options: ModelOptions) {
  const model = createTestModel(toModel(machine), {
    events: options.events as never,
    serializeState: stateKey(options) as never,
  });
  return model.getShortestPaths({ input: options.input } as never) as Array<
    TestPath<AnyMachineSnapshot, EventObject>
  >;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Drops functions (the injected clock) so snapshots compare as data. */
export const data = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Replays a model path on the real machine: user events are sent, done/error events settle the
 * pending actor of that id. After every step the running actor must match the model's snapshot,
 * value and context both.
 */
export async function replay(
  machine: AnyStateMachine,
  path: TestPath<AnyMachineSnapshot, EventObject>,
  options: {
    input?: unknown;
    /** When the model collapsed context for coverage, compare only what it kept. */
    contextKey?: (snapshot: AnyMachineSnapshot) => unknown;
    /** Extra checks on the running actor after every step. */
    onStep?: (snapshot: AnyMachineSnapshot, calls: Array<{ src: string; input: unknown }>) => void;
  } = {},
) {
  const pending = new Map<string, Pending>();
  const calls: Array<{ src: string; input: unknown }> = [];
  const actorNames = Object.keys(machine.implementations.actors ?? {});
  const actors = Object.fromEntries(
    actorNames.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push({ src, input });
            pending.set(src, { resolve, reject });
          }),
      ),
    ]),
  );
  const actor = createActor(machine.provide({ actors } as never), { input: options.input as never }).start();
  await flush();

  const settle = async (event: EventObject) => {
    const [, kind, , id] = event.type.split('.') as [string, string, string, string];
    const waiting = pending.get(id);
    if (!waiting) throw new Error(`no pending actor ${id} for ${event.type}`);
    pending.delete(id);
    const e = event as unknown as { output?: unknown; error?: unknown };
    if (kind === 'done') waiting.resolve(e.output);
    else waiting.reject(e.error);
    await flush();
  };

  const eventTypes = new Set(path.steps.map((s) => s.event.type));
  const events = Object.fromEntries(
    [...eventTypes].map((type) => [
      type,
      async ({ event }: { event: EventObject }) => {
        if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
          await settle(event);
        } else {
          actor.send(event);
          await flush();
        }
      },
    ]),
  );
  await path.test({
    events: events as never,
    states: {
      '*': (state: AnyMachineSnapshot) => {
        const real = actor.getSnapshot() as AnyMachineSnapshot;
        expect(real.value).toEqual(state.value);
        const view = options.contextKey ?? ((s: AnyMachineSnapshot) => s.context);
        expect(data(view(real))).toEqual(data(view(state)));
        options.onStep?.(real, calls);
      },
    },
  });
  const last = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return { snapshot: last, calls };
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...allStateNodes(child),
  ]);
}

/**
 * Walks the model with the given events and reports state nodes never entered (transient ones
 * included, through microsteps) and reachable non-final snapshots with no way out.
 */
export function reachability(machine: AnyStateMachine, options: ModelOptions) {
  const model = toModel(machine);
  const events = (state: AnyMachineSnapshot) =>
    __unsafe_getAllOwnEventDescriptors(state).flatMap((type) => {
      const listed = options.events.filter((e) => e.type === type);
      return listed.length ? listed : [{ type }];
    });
  const adjacency = getAdjacencyMap(model, {
    events: events as never,
    input: options.input,
    serializeState: stateKey({ ...options }) as never,
  } as never) as unknown as Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
    }
  >;

  const entered = new Set<string>();
  const mark = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes as AnyStateNode[]) entered.add(node.id);
  };
  for (const [snapshot] of getInitialMicrosteps(model, options.input as never))
    mark(snapshot as AnyMachineSnapshot);

  // A dead end is a non-final snapshot from which no sequence of events ever reaches another state.
  const serialize = stateKey(options);
  const entries = Object.entries(adjacency);
  const escapes = new Set<string>();
  for (const [key, { state, transitions }] of entries) {
    mark(state);
    for (const { event } of Object.values(transitions)) {
      for (const [snapshot] of getMicrosteps(model, state as never, event as never)) {
        mark(snapshot as AnyMachineSnapshot);
      }
    }
    const before = JSON.stringify(state.value);
    if (
      state.status !== 'active' ||
      Object.values(transitions).some((t) => JSON.stringify(t.state.value) !== before)
    ) {
      escapes.add(key);
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const [key, { state, transitions }] of entries) {
      if (escapes.has(key)) continue;
      // Adjacency keys are serialized with the incoming event and the previous snapshot.
      const next = Object.values(transitions).map((t) => serialize(t.state, t.event, state));
      if (next.some((k) => escapes.has(k))) {
        escapes.add(key);
        changed = true;
      }
    }
  }
  const deadEnds = entries
    .filter(([key, { state }]) => state.status === 'active' && !escapes.has(key))
    .map(([, { state }]) => JSON.stringify(state.value));
  const unreachable = allStateNodes(model.root)
    .map((node) => node.id)
    .filter((id) => !entered.has(id));
  return { unreachable, deadEnds: [...new Set(deadEnds)] };
}
