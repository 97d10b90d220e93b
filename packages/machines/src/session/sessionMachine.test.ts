import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CredentialsRejected, type SessionUser, sessionMachine } from './sessionMachine';

const user: SessionUser = {
  id: 7,
  username: 'comercial',
  email: 'comercial@demo.test',
  firstname: 'Demo',
  roles: ['ROLE_COMERCIAL'],
};

function start(overrides: {
  login?: () => Promise<{ token: string }>;
  loadUser?: () => Promise<SessionUser>;
}) {
  const persisted: unknown[] = [];
  let cleared = 0;
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(overrides.login ?? (async () => ({ token: 'jwt' }))),
        loadUser: fromPromise(overrides.loadUser ?? (async () => user)),
      },
      actions: {
        persist: (_, params) => {
          persisted.push(params);
        },
        clear: () => {
          cleared += 1;
        },
      },
    }),
    { input: {} },
  ).start();
  return { actor, persisted, cleared: () => cleared };
}

describe('sessionMachine (first cut)', () => {
  it('logs in, loads the user and persists the session', async () => {
    const { actor, persisted } = start({});
    expect(actor.getSnapshot().value).toBe('loggedOut');
    actor.send({ type: 'session.login', username: 'comercial', password: 'x' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snap = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snap.context.user?.firstname).toBe('Demo');
    expect(snap.context.token).toBe('jwt');
    expect(persisted).toHaveLength(1);
  });

  it('reports wrong credentials in Spanish', async () => {
    const { actor } = start({
      login: async () => {
        throw new CredentialsRejected();
      },
    });
    actor.send({ type: 'session.login', username: 'comercial', password: 'bad' });
    const snap = await waitFor(actor, (s) => s.matches('loggedOut') && s.context.error !== null);
    expect(snap.context.error).toBe('El email o la contraseña son incorrectos.');
  });

  it('reports a failure after the token with the spec text and clears storage', async () => {
    const { actor, cleared } = start({
      loadUser: async () => {
        throw new Error('500');
      },
    });
    actor.send({ type: 'session.login', username: 'comercial', password: 'x' });
    const snap = await waitFor(actor, (s) => s.matches('loggedOut') && s.context.error !== null);
    expect(snap.context.error).toBe('Ha habido un error al intentar loguear al usuario.');
    expect(snap.context.token).toBeNull();
    expect(cleared()).toBe(1);
  });

  it('logs out and clears what it stored', async () => {
    const { actor, cleared } = start({});
    actor.send({ type: 'session.login', username: 'comercial', password: 'x' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(cleared()).toBe(1);
  });

  it('restores a stored session without a network call', () => {
    const actor = createActor(sessionMachine, {
      input: { stored: { token: 't', loginDate: 1, user } },
    }).start();
    expect(actor.getSnapshot().value).toBe('authenticated');
  });
});
