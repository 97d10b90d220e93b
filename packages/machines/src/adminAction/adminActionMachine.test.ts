import { messages } from '@backoffice/domain/messages';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { done, fail } from '../testing/model';
import { type AdminActionInput, type AdminActionRunInput, adminActionMachine } from './adminActionMachine';

const registerWallet: AdminActionInput = {
  successMessage: messages.success.walletRegistered,
  errorMessage: messages.write.registerWallet,
  cleanKycOn152: true,
};

function step(
  input: AdminActionInput,
  ...events: Parameters<typeof transition<typeof adminActionMachine>>[2][]
) {
  let [snapshot] = initialTransition(adminActionMachine, input);
  for (const event of events) [snapshot] = transition(adminActionMachine, snapshot, event);
  return snapshot;
}

describe('adminActionMachine (pure transitions)', () => {
  it('asks before running, and cancel goes back to idle', () => {
    expect(step(registerWallet, { type: 'action.request' }).value).toBe('confirming');
    expect(step(registerWallet, { type: 'action.request' }, { type: 'action.cancel' }).value).toBe('idle');
    const running = step(registerWallet, { type: 'action.request' }, { type: 'action.confirm' });
    expect(running.value).toBe('running');
    expect(running.hasTag('busy')).toBe(true);
  });

  it('runs at once when no confirmation is wanted, with the request params', () => {
    const s = step({ ...registerWallet, confirm: false }, { type: 'action.request', params: { amount: 10 } });
    expect(s.value).toBe('running');
    expect(s.context.params).toEqual({ amount: 10 });
  });

  it('success shows the catalogue text, templated ones with params and result', () => {
    const s = step(
      {
        confirm: false,
        successMessage: (p) => messages.success.moneyOutDone(String(p.msg), p.amount),
        errorMessage: messages.write.moneyOut,
      },
      { type: 'action.request', params: { msg: 'pago', amount: 12.5 } },
      done('run', { ok: true }) as never,
    );
    expect(s.value).toBe('success');
    expect(s.context.message).toBe(messages.success.moneyOutDone('pago', 12.5));
    expect(s.context.result).toEqual({ ok: true });
  });

  it('failure shows the catalogue text with the error id appended', () => {
    const s = step(
      registerWallet,
      { type: 'action.request' },
      { type: 'action.confirm' },
      fail('run', { status: 500, body: { error: 'boom' }, errorId: 'abc123' }) as never,
    );
    expect(s.value).toBe('failure');
    expect(s.context.message).toBe(messages.general.withErrorId(messages.write.registerWallet, 'abc123'));
    expect(s.context.errorId).toBe('abc123');
  });

  it("a refusal shows the server's reason verbatim, with its error id", () => {
    const reason = 'El importe supera lo que queda por financiar del crédito.';
    const s = step(
      { ...registerWallet, confirm: false },
      { type: 'action.request' },
      fail('run', { status: 400, body: { error: reason, id: 'req-9' }, errorId: 'req-9' }) as never,
    );
    expect(s.value).toBe('failure');
    expect(s.context.message).toBe(`${reason} (req-9)`);
  });

  it('shows nothing for status 0 or 401', () => {
    for (const status of [0, 401]) {
      const s = step(
        { ...registerWallet, confirm: false },
        { type: 'action.request' },
        fail('run', { status }) as never,
      );
      expect(s.value).toBe('failure');
      expect(s.context.message).toBeNull();
    }
  });

  it("'Entity not found.' with a 500 ends in notFound (final) for the app to redirect", () => {
    for (const body of ['Entity not found.', { error: 'Entity not found.' }]) {
      const s = step(
        { ...registerWallet, confirm: false },
        { type: 'action.request' },
        fail('run', { status: 500, body }) as never,
      );
      expect(s.value).toBe('notFound');
      expect(s.status).toBe('done');
    }
    const other = step(
      { ...registerWallet, confirm: false },
      { type: 'action.request' },
      fail('run', { status: 404, body: 'Entity not found.' }) as never,
    );
    expect(other.value).toBe('failure');
  });

  it('a 500 whose body starts with 152 cleans the KYC, only where asked', () => {
    const error = { status: 500, body: '152 - wallet already exists' };
    const s = step(
      { ...registerWallet, confirm: false },
      { type: 'action.request' },
      fail('run', error) as never,
    );
    expect(s.value).toBe('cleaningKyc');
    expect(transition(adminActionMachine, s, done('cleanKyc') as never)[0].context.message).toBe(
      messages.success.kycCleaned,
    );
    const failed = transition(
      adminActionMachine,
      s,
      fail('cleanKyc', { status: 500, errorId: 9 }) as never,
    )[0];
    expect(failed.value).toBe('failure');
    expect(failed.context.message).toBe(messages.general.withErrorId(messages.write.cleanKyc, 9));
    const plain = step(
      { confirm: false, errorMessage: messages.write.calculateScore },
      { type: 'action.request' },
      fail('run', error) as never,
    );
    expect(plain.value).toBe('failure');
    expect(
      step(
        { ...registerWallet, confirm: false },
        { type: 'action.request' },
        fail('run', { status: 500, body: 'x152' }) as never,
      ).value,
    ).toBe('failure');
  });

  it('dismissing the outcome returns to idle, ready for another run', () => {
    const s = step({ ...registerWallet, confirm: false }, { type: 'action.request' }, done('run') as never, {
      type: 'action.dismiss',
    });
    expect(s.value).toBe('idle');
    expect(s.context.message).toBeNull();
  });

  it('a 202 with a pending approval (four-eyes) ends in pending with the notice, not a success', () => {
    const moneyOut: AdminActionInput = {
      confirm: false,
      successMessage: (p) => messages.success.moneyOutDone(String(p.msg), p.amount),
      errorMessage: messages.write.moneyOut,
    };
    const approval = { '@type': 'Approval', id: 4, status: 'pending', amount: 12_000 };
    const s = step(
      moneyOut,
      { type: 'action.request', params: { msg: 'pago', amount: 12_000 } },
      done('run', approval) as never,
    );
    expect(s.value).toBe('pending');
    expect(s.hasTag('pending')).toBe(true);
    expect(s.hasTag('done')).toBe(true);
    expect(s.context.message).toBe('La operación queda pendiente de aprobación por otra persona.');
    expect(s.context.result).toEqual(approval);
    expect(transition(adminActionMachine, s, { type: 'action.dismiss' })[0].value).toBe('idle');
    // An approval already decided, or any other answer, is a plain success.
    for (const output of [{ ...approval, status: 'approved' }, { '@type': 'MoneyOperation' }, null]) {
      const ok = step(
        moneyOut,
        { type: 'action.request', params: { msg: 'pago', amount: 1 } },
        done('run', output) as never,
      );
      expect(ok.value).toBe('success');
      expect(ok.hasTag('pending')).toBe(false);
    }
  });

  it('a request while running is ignored', () => {
    const s = step(
      { ...registerWallet, confirm: false },
      { type: 'action.request', params: { a: 1 } },
      { type: 'action.request', params: { a: 2 } },
    );
    expect(s.context.params).toEqual({ a: 1 });
  });
});

describe('adminActionMachine (actors)', () => {
  it('shows the pending notice when the call answers a pending approval', async () => {
    const actor = createActor(
      adminActionMachine.provide({
        actors: {
          run: fromPromise<unknown, AdminActionRunInput>(async () => ({
            '@type': 'Approval',
            status: 'pending',
            id: 1,
          })),
        },
      }),
      { input: { confirm: true, successMessage: 'hecho', errorMessage: messages.write.moneyOut } },
    ).start();
    actor.send({ type: 'action.request', params: { amount: 10_000 } });
    actor.send({ type: 'action.confirm' });
    const snap = await waitFor(actor, (s) => s.matches('pending'));
    expect(snap.context.message).toBe(messages.approvals.pending);
  });

  it('passes the params to run and to the automatic KYC clean', async () => {
    const seen: unknown[] = [];
    const actor = createActor(
      adminActionMachine.provide({
        actors: {
          run: fromPromise(async ({ input }) => {
            seen.push(['run', input]);
            throw { status: 500, body: '152: KYC pending' };
          }),
          cleanKyc: fromPromise(async ({ input }) => {
            seen.push(['cleanKyc', input]);
            return 'ok';
          }),
        },
      }),
      { input: registerWallet },
    ).start();
    actor.send({ type: 'action.request', params: { userId: 5 } });
    actor.send({ type: 'action.confirm' });
    const snap = await waitFor(actor, (s) => s.matches('kycCleaned'));
    expect(snap.context.message).toBe('KYC limpiado con éxito');
    expect(seen).toEqual([
      ['run', { params: { userId: 5 } }],
      ['cleanKyc', { params: { userId: 5 } }],
    ]);
  });
});
