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
import { type FreezeDebtInput, lawsuitMachine, type UndoLawsuitInput } from './lawsuitMachine';
import { lawsuitModelEvents, lawsuitScenarios } from './lawsuitMachine.model';

const input = lawsuitScenarios['owing loan']!;
type Ev = Parameters<typeof transition<typeof lawsuitMachine>>[2];

function run(...events: Ev[]) {
  let [snapshot] = initialTransition(lawsuitMachine, input);
  for (const event of events) [snapshot] = transition(lawsuitMachine, snapshot, event);
  return snapshot;
}
const start: Ev[] = [{ type: 'lawsuit.request' }, { type: 'lawsuit.confirm' }];
const serverFailure = {
  status: 500,
  body: { code: 'LW-7', error: 'Certificado no disponible' },
  errorId: 'x1',
};

describe('lawsuitMachine (pure transitions)', () => {
  it('confirms first; cancel changes nothing', () => {
    expect(run({ type: 'lawsuit.request' }).value).toBe('confirming');
    expect(run({ type: 'lawsuit.request' }, { type: 'lawsuit.cancel' }).value).toBe('idle');
  });

  it('freezes, certifies, then sets the flags', () => {
    let s = run(...start);
    expect(s.value).toBe('freezing');
    s = transition(lawsuitMachine, s, done('freezeDebt') as Ev)[0];
    expect(s.value).toBe('certifying');
    s = transition(lawsuitMachine, s, done('generateCertificate') as Ev)[0];
    expect(s.value).toBe('filing');
    s = transition(lawsuitMachine, s, done('setFlags', 'DE2') as Ev)[0];
    expect(s.value).toBe('done');
    expect(s.context.completed).toEqual(['freeze', 'certificate', 'flags']);
    expect(s.context.status).toBe('DE2');
  });

  it('a failed freeze reports the server code and error; nothing to undo', () => {
    const s = run(...start, fail('freezeDebt', serverFailure) as Ev);
    expect(s.value).toBe('failed');
    expect(s.context.failedStep).toBe('freeze');
    expect(s.context.error).toBe(
      messages.general.withErrorId(
        messages.loan.errors.lawsuitFailed('LW-7', 'Certificado no disponible'),
        'x1',
      ),
    );
  });

  it('a failed certificate or flags undoes the provisional filing before reporting', () => {
    for (const failing of [
      [fail('generateCertificate', serverFailure)],
      [done('generateCertificate'), fail('setFlags', serverFailure)],
    ]) {
      let s = run(...start, done('freezeDebt') as Ev, ...(failing as Ev[]));
      expect(s.value).toBe('undoing');
      s = transition(lawsuitMachine, s, done('undo') as Ev)[0];
      expect(s.value).toBe('failed');
      expect(s.context.completed).toEqual([]);
      expect(s.context.error).toContain('(LW-7): Certificado no disponible');
    }
  });

  it('a failed undo can only be retried', () => {
    let s = run(...start, done('freezeDebt') as Ev, fail('generateCertificate', serverFailure) as Ev);
    s = transition(lawsuitMachine, s, fail('undo', { status: 500 }) as Ev)[0];
    expect(s.value).toBe('undoFailed');
    expect(transition(lawsuitMachine, s, { type: 'lawsuit.dismiss' })[0].value).toBe('undoFailed');
    expect(transition(lawsuitMachine, s, { type: 'lawsuit.retryUndo' })[0].value).toBe('undoing');
  });

  it('without a server code the HTTP status stands in; nothing is shown for 401', () => {
    const s = run(...start, fail('freezeDebt', { status: 502, body: { error: 'LW caído' } }) as Ev);
    expect(s.context.error).toBe(messages.loan.errors.lawsuitFailed(502, 'LW caído'));
    expect(run(...start, fail('freezeDebt', { status: 401 }) as Ev).context.error).toBeNull();
  });
});

describe('lawsuitMachine (actors)', () => {
  it('sends cz with the freeze and the certificate, and undoes when the flags fail', async () => {
    const calls: string[] = [];
    const actor = createActor(
      lawsuitMachine.provide({
        actors: {
          freezeDebt: fromPromise<unknown, FreezeDebtInput>(async ({ input }) => {
            calls.push(`freeze:${input.loanId}:${input.cz}`);
          }),
          generateCertificate: fromPromise<unknown, FreezeDebtInput>(async ({ input }) => {
            calls.push(`certificate:${input.cz}`);
          }),
          setFlags: fromPromise<string, { loanId: number | string }>(async () => {
            calls.push('flags');
            throw serverFailure;
          }),
          undo: fromPromise<unknown, UndoLawsuitInput>(async () => {
            calls.push('undo');
          }),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'lawsuit.request' });
    actor.send({ type: 'lawsuit.confirm' });
    const snap = await waitFor(actor, (s) => s.matches('failed'));
    expect(calls).toEqual(['freeze:42:true', 'certificate:true', 'flags', 'undo']);
    expect(snap.context.failedStep).toBe('flags');
  });
});

describe('lawsuitMachine: model-based paths', () => {
  const paths = modelPaths(lawsuitMachine, { input, events: lawsuitModelEvents });
  it('covers done, failed and undoFailed', () => {
    const ends = new Set(
      paths.flatMap((p) => p.steps.map((s) => JSON.stringify((s.state as AnyMachineSnapshot).value))),
    );
    for (const end of ['"done"', '"failed"', '"undoFailed"']) expect(ends).toContain(end);
  });
  for (const path of paths) {
    it(describePath(path), async () => {
      // Never a partial filing: at rest, either every step completed or none is left.
      await replay(lawsuitMachine, path, {
        input,
        onStep: (snapshot) => {
          const value = snapshot.value as string;
          if (value === 'failed' || value === 'idle') expect(snapshot.context.completed).toEqual([]);
          if (value === 'done')
            expect(snapshot.context.completed).toEqual(['freeze', 'certificate', 'flags']);
        },
      });
    });
  }
});
