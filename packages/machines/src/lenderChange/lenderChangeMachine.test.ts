import { messages } from '@backoffice/domain';
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
import { lenderChangeMachine, lenderCheckResults } from './lenderChangeMachine';
import {
  affiliateRecord,
  lenderChangeModelEvents,
  lenderContextKey,
  lenderInput,
  lenderLoan,
} from './lenderChangeMachine.model';

type Ev = Parameters<typeof transition<typeof lenderChangeMachine>>[2];

const loaded: Ev[] = [
  done('loadAffiliate', affiliateRecord) as Ev,
  done('loadFinancing', lenderLoan) as Ev,
  done('loadUser', { id: 99 }) as Ev,
  done('loadAdministrator', { walletStatusCode: 6 }) as Ev,
];

function run(...events: Ev[]) {
  let [snapshot] = initialTransition(lenderChangeMachine, lenderInput);
  for (const event of events) [snapshot] = transition(lenderChangeMachine, snapshot, event);
  return snapshot;
}

describe('lenderChangeMachine (pure transitions)', () => {
  it('loads affiliate, financing, user and administrator in turn', () => {
    expect(run().value).toBe('loadingAffiliate');
    expect(run().hasTag('loading')).toBe(true);
    expect(run(...loaded.slice(0, 1)).value).toBe('loadingFinancing');
    expect(run(...loaded.slice(0, 2)).value).toBe('loadingUser');
    expect(run(...loaded.slice(0, 3)).value).toBe('loadingAdministrator');
    const s = run(...loaded);
    expect(s.value).toBe('editing');
    expect(s.context.walletStatusCode).toBe(6);
  });

  it('offers the funders the affiliate has on, labelled per §9', () => {
    expect(run(...loaded).context.funderOptions).toEqual([
      { value: 'belender', label: 'Cobros' },
      { value: 'santander', label: 'Santander' },
    ]);
  });

  it('cannot submit without a funder or a category', () => {
    const s = run(...loaded);
    expect(s.can({ type: 'lender.submit' })).toBe(false);
    const withFunder = transition(lenderChangeMachine, s, { type: 'lender.funder', funder: 'santander' })[0];
    expect(withFunder.can({ type: 'lender.submit' })).toBe(false);
    const withCategory = transition(lenderChangeMachine, s, { type: 'lender.category', categoria: 'c' })[0];
    expect(withCategory.can({ type: 'lender.submit' })).toBe(false);
    const both = transition(lenderChangeMachine, withFunder, { type: 'lender.category', categoria: 'c' })[0];
    expect(both.can({ type: 'lender.submit' })).toBe(true);
  });

  it('reads the check alerts from lenderChecks', () => {
    const s = run(...loaded, { type: 'lender.category', categoria: 'c' });
    expect(lenderCheckResults(s).checks).toEqual({
      cantidad: true,
      interes: true,
      meses: true,
      categoria: true,
      kyc: true,
    });
  });

  it('confirming → approving → done; cancel goes back to editing', () => {
    const ready = run(
      ...loaded,
      { type: 'lender.funder', funder: 'santander' },
      { type: 'lender.category', categoria: 'a' },
    );
    const confirming = transition(lenderChangeMachine, ready, { type: 'lender.submit' })[0];
    expect(confirming.value).toBe('confirming');
    expect(transition(lenderChangeMachine, confirming, { type: 'lender.cancel' })[0].value).toBe('editing');
    const approving = transition(lenderChangeMachine, confirming, { type: 'lender.confirm' })[0];
    expect(approving.value).toBe('approving');
    expect(transition(lenderChangeMachine, approving, done('approve') as Ev)[0].status).toBe('done');
  });

  it('a failed approval shows a dismissible banner', () => {
    const s = run(
      ...loaded,
      { type: 'lender.funder', funder: 'santander' },
      { type: 'lender.category', categoria: 'a' },
      { type: 'lender.submit' },
      { type: 'lender.confirm' },
      fail('approve', { status: 500, errorId: 'z' }) as Ev,
    );
    expect(s.value).toBe('editing');
    expect(s.context.error).toBe(messages.general.withErrorId(messages.write.approveLoan, 'z'));
    expect(transition(lenderChangeMachine, s, { type: 'lender.dismissError' })[0].context.error).toBeNull();
  });

  it('an inline edit is applied at once and rolled back if the save fails', () => {
    const editing = run(...loaded, { type: 'lender.edit', field: 'categoria', value: 'd' });
    expect(editing.value).toBe('savingField');
    expect(editing.context.loan?.categoria).toBe('d');
    expect(editing.context.categoria).toBe('d');
    const failed = transition(lenderChangeMachine, editing, fail('saveField', { status: 500 }) as Ev)[0];
    expect(failed.context.loan?.categoria).toBe('');
    expect(failed.context.categoria).toBeNull();
    expect(failed.context.error).toBe(messages.write.updateInfo);
    const saved = transition(lenderChangeMachine, editing, done('saveField') as Ev)[0];
    expect(saved.context.loan?.categoria).toBe('d');
  });

  it('a load failure shows the banner; retry starts over, close ends', () => {
    const s = run(fail('loadAffiliate', { status: 500 }) as Ev);
    expect(s.value).toBe('loadFailed');
    expect(s.context.error).toBe(messages.read.affiliateInfo);
    expect(transition(lenderChangeMachine, s, { type: 'lender.retry' })[0].value).toBe('loadingAffiliate');
    expect(transition(lenderChangeMachine, s, { type: 'lender.close' })[0].status).toBe('done');
  });
});

describe('lenderChangeMachine (actors)', () => {
  it('follows the links: the financing’s user and the affiliate’s administrator', async () => {
    const seen: unknown[] = [];
    const actor = createActor(
      lenderChangeMachine.provide({
        actors: {
          loadAffiliate: fromPromise(async ({ input }) => {
            seen.push(input);
            return affiliateRecord;
          }),
          loadFinancing: fromPromise(async ({ input }) => {
            seen.push(input);
            return lenderLoan;
          }),
          loadUser: fromPromise(async ({ input }) => {
            seen.push(input);
            return { id: 99 };
          }),
          loadAdministrator: fromPromise(async ({ input }) => {
            seen.push(input);
            return { walletStatusCode: 7 };
          }),
          approve: fromPromise(async ({ input }) => {
            seen.push(input);
          }),
        },
      }),
      { input: lenderInput },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'lender.funder', funder: 'belender' });
    actor.send({ type: 'lender.category', categoria: 'b' });
    actor.send({ type: 'lender.submit' });
    actor.send({ type: 'lender.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(seen).toEqual([
      { affiliate: '/api/afiliados/3' },
      { financing: '/api/financiacions/42' },
      { user: '/api/users/99' },
      { administrator: '/api/users/30' },
      { financing: '/api/financiacions/42', funder: 'belender', categoria: 'b' },
    ]);
  });
});

describe('lenderChangeMachine: model-based paths', () => {
  const paths = modelPaths(lenderChangeMachine, {
    input: lenderInput,
    events: lenderChangeModelEvents,
    contextKey: lenderContextKey as never,
  });
  it('reaches done, closed and every load failure', () => {
    const seen = new Set(
      paths.flatMap((p) => p.steps.map((s) => JSON.stringify((s.state as AnyMachineSnapshot).value))),
    );
    for (const v of ['done', 'closed', 'loadFailed', 'savingField', 'approving'])
      expect(seen).toContain(`"${v}"`);
  });
  for (const path of paths) {
    it(describePath(path), async () => {
      await replay(lenderChangeMachine, path, { input: lenderInput, contextKey: lenderContextKey as never });
    });
  }
});
