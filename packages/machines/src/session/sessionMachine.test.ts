import { messages } from '@backoffice/domain/messages';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { describePath, done, fail, modelPaths, replay } from '../testing/model';
import { CredentialsRejected, type SessionUser, type StoredSession, sessionMachine } from './sessionMachine';
import { minutes, sessionModelEvents, sessionScenarios, T0, user } from './sessionMachine.model';

function start(overrides: {
  login?: () => Promise<{ token: string }>;
  loadUser?: () => Promise<SessionUser>;
  loadRoles?: () => Promise<string[]>;
  refresh?: () => Promise<{ token: string }>;
  stored?: StoredSession;
  now?: () => number;
}) {
  const persisted: StoredSession[] = [];
  let cleared = 0;
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(overrides.login ?? (async () => ({ token: 'jwt' }))),
        loadUser: fromPromise(overrides.loadUser ?? (async () => user)),
        loadRoles: fromPromise(overrides.loadRoles ?? (async () => ['ROLE_ADMIN'])),
        refresh: fromPromise(overrides.refresh ?? (async () => ({ token: 'jwt-2' }))),
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
    { input: { stored: overrides.stored ?? null, now: overrides.now ?? (() => T0) } },
  ).start();
  return { actor, persisted, cleared: () => cleared };
}

describe('sessionMachine: login and logout (actors)', () => {
  it('logs in, loads the user and persists token, login date (from the clock) and user', async () => {
    const { actor, persisted } = start({});
    expect(actor.getSnapshot().value).toBe('loggedOut');
    actor.send({ type: 'session.login', username: 'comercial', password: 'x' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snap = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snap.hasTag('authenticated')).toBe(true);
    expect(snap.context.user?.firstname).toBe('Demo');
    expect(snap.context.token).toBe('jwt');
    expect(persisted).toEqual([{ token: 'jwt', loginDate: T0, user }]);
  });

  it('looks the user up with the token and the login name', async () => {
    const inputs: unknown[] = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          login: fromPromise(async () => ({ token: 'jwt' })),
          loadUser: fromPromise(async ({ input }) => {
            inputs.push(input);
            return user;
          }),
        },
      }),
      { input: { now: () => T0 } },
    ).start();
    actor.send({ type: 'session.login', username: 'comercial@demo.test', password: 'x' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(inputs).toEqual([{ token: 'jwt', username: 'comercial@demo.test' }]);
  });

  it('fetches the roles when the user comes back without them', async () => {
    const { actor, persisted } = start({ loadUser: async () => ({ ...user, roles: [] }) });
    actor.send({ type: 'session.login', username: 'comercial', password: 'x' });
    const snap = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snap.context.user?.roles).toEqual(['ROLE_ADMIN']);
    expect(persisted.at(-1)?.user?.roles).toEqual(['ROLE_ADMIN']);
  });

  it('reports wrong credentials in Spanish', async () => {
    const { actor } = start({
      login: async () => {
        throw new CredentialsRejected();
      },
    });
    actor.send({ type: 'session.login', username: 'comercial', password: 'bad' });
    const snap = await waitFor(actor, (s) => s.matches('loggedOut') && s.context.error !== null);
    expect(snap.context.error).toBe(messages.auth.wrongCredentials);
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

  it('logs out on a 401 from the roles fetch, silently', async () => {
    const { actor, cleared } = start({
      loadUser: async () => ({ ...user, roles: [] }),
      loadRoles: async () => {
        throw { status: 401 };
      },
    });
    actor.send({ type: 'session.login', username: 'comercial', password: 'x' });
    const snap = await waitFor(actor, (s) => s.matches('loggedOut') && cleared() === 1);
    expect(snap.context.error).toBeNull();
    expect(snap.context.token).toBeNull();
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
      input: { stored: { token: 't', loginDate: T0, user }, now: () => T0 + minutes(10) },
    }).start();
    expect(actor.getSnapshot().value).toBe('authenticated');
  });

  it('a stored token the server refuses (401) logs out without a message', async () => {
    const { actor } = start({
      stored: { token: 'revoked', loginDate: T0, user: null },
      now: () => T0 + minutes(5),
      loadUser: async () => {
        throw Object.assign(new Error('401'), { status: 401 });
      },
    });
    const snap = await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(snap.context.error).toBeNull();
    expect(snap.context.token).toBeNull();
  });

  it('refreshes at 45 minutes and stores the new token with a new login date', async () => {
    let now = T0;
    const { actor, persisted } = start({
      stored: { token: 'old', loginDate: T0, user },
      now: () => now,
    });
    now = T0 + minutes(45);
    actor.send({ type: 'session.navigate' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    now += 1000;
    const snap = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snap.context.token).toBe('jwt-2');
    expect(snap.context.loginDate).toBe(T0 + minutes(45, 1));
    expect(persisted).toEqual([{ token: 'jwt-2', loginDate: T0 + minutes(45, 1), user }]);
  });

  it('keeps the session when the refresh fails, and retries on the next navigation', async () => {
    let calls = 0;
    const { actor } = start({
      stored: { token: 'old', loginDate: T0 - minutes(50), user },
      refresh: async () => {
        calls += 1;
        throw new Error('network');
      },
    });
    actor.send({ type: 'session.navigate' });
    const snap = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snap.context.token).toBe('old');
    actor.send({ type: 'session.navigate' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(calls).toBe(2);
  });

  it('after a refused refresh, requests wait before asking again; a navigation asks at once', async () => {
    let now = T0 + minutes(46);
    let calls = 0;
    const { actor } = start({
      stored: { token: 'young', loginDate: T0, user },
      now: () => now,
      refresh: async () => {
        calls += 1;
        // The server finds the token younger than the browser thinks: 409.
        throw { status: 409 };
      },
    });
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(calls).toBe(1);
    for (let i = 0; i < 4; i += 1) actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(false);
    expect(calls).toBe(1);
    now += minutes(1);
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(calls).toBe(2);
    actor.send({ type: 'session.navigate' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(calls).toBe(3);
  });

  it('refreshes before a request once it is due, once for many requests at a time', async () => {
    let now = T0;
    let calls = 0;
    let finish: (v: { token: string }) => void = () => {};
    const { actor } = start({
      stored: { token: 'old', loginDate: T0, user },
      now: () => now,
      refresh: () => {
        calls += 1;
        return new Promise((resolve) => {
          finish = resolve;
        });
      },
    });
    actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(false);
    now = T0 + minutes(46);
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    finish({ token: 'jwt-2' });
    const snap = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snap.context.token).toBe('jwt-2');
    expect(calls).toBe(1);
  });

  it('a request never ends the session: past 60 minutes only a navigation does', () => {
    let now = T0;
    const { actor } = start({ stored: { token: 'old', loginDate: T0, user }, now: () => now });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    now = T0 + minutes(61);
    actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    actor.send({ type: 'session.navigate' });
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });

  it('a 401 anywhere with a token logs out', () => {
    for (const stored of [
      { token: 't', loginDate: T0, user },
      { token: 't', loginDate: T0, user: null },
    ]) {
      const { actor, cleared } = start({ stored, loadUser: () => new Promise(() => {}) });
      actor.send({ type: 'session.unauthorized' });
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(cleared()).toBe(1);
    }
  });
});

describe('sessionMachine: re-login in place (issue 17)', () => {
  // A page opened with a live session; its save is then answered 401 by the server.
  const openPage = () =>
    initialTransition(sessionMachine, { stored: { token: 'old', loginDate: T0, user }, now: () => T0 })[0];

  it('a save answered 401 keeps the page and asks for the password again', () => {
    const [s1, actions] = transition(sessionMachine, openPage(), { type: 'session.reauthenticate' });
    expect(s1.matches({ reauthenticating: 'asking' })).toBe(true);
    expect(s1.hasTag('authenticated')).toBe(true);
    expect(s1.hasTag('reauthenticating')).toBe(true);
    expect(s1.context.user).toEqual(user);
    expect(actions.map((a) => a.type)).not.toContain('clear');
  });

  it('other 401s and navigations while asking change nothing; giving up logs out and clears', () => {
    const [asking] = transition(sessionMachine, openPage(), { type: 'session.reauthenticate' });
    for (const type of ['session.unauthorized', 'session.navigate', 'session.reauthenticate'] as const) {
      expect(transition(sessionMachine, asking, { type })[0].value).toEqual({ reauthenticating: 'asking' });
    }
    const [out, actions] = transition(sessionMachine, asking, { type: 'session.giveUp' });
    expect(out.value).toBe('loggedOut');
    expect(out.context.user).toBeNull();
    expect(actions.map((a) => a.type)).toContain('clear');
  });

  it('without a known user a 401 on a save logs out as before', () => {
    const [s0] = initialTransition(sessionMachine, { now: () => T0 });
    expect(transition(sessionMachine, s0, { type: 'session.reauthenticate' })[0].value).toBe('loggedOut');
  });

  it('wrong password: stays in the modal with the spec text', () => {
    let [s] = transition(sessionMachine, openPage(), { type: 'session.reauthenticate' });
    [s] = transition(sessionMachine, s, { type: 'session.login', username: 'comercial', password: 'bad' });
    expect(s.hasTag('busy')).toBe(true);
    [s] = transition(sessionMachine, s, fail('login', new CredentialsRejected()) as never);
    expect(s.value).toEqual({ reauthenticating: 'asking' });
    expect(s.context.error).toBe('El email o la contraseña son incorrectos.');
    expect(s.hasTag('authenticated')).toBe(true);
  });

  it('another account logging in in the modal ends the session instead of taking the page', () => {
    let [s] = transition(sessionMachine, openPage(), { type: 'session.reauthenticate' });
    [s] = transition(sessionMachine, s, { type: 'session.login', username: 'otro', password: 'x' });
    [s] = transition(sessionMachine, s, done('login', { token: 'jwt-otro' }) as never);
    const [out, actions] = transition(sessionMachine, s, done('loadUser', { ...user, id: 8 }) as never);
    expect(out.value).toBe('loggedOut');
    expect(out.context.token).toBeNull();
    expect(actions.map((a) => a.type)).toContain('clear');
  });

  it('the same account logs in again: new token and login date are stored, roles kept (actor)', async () => {
    let now = T0;
    const { actor, persisted } = start({
      stored: { token: 'old', loginDate: T0, user },
      now: () => now,
      login: async () => ({ token: 'jwt-new' }),
      loadUser: async () => ({ ...user, roles: [] }),
    });
    now = T0 + minutes(61);
    actor.send({ type: 'session.reauthenticate' });
    actor.send({ type: 'session.login', username: 'comercial', password: 'Demo-2026!' });
    const snap = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snap.context.token).toBe('jwt-new');
    expect(snap.context.loginDate).toBe(T0 + minutes(61));
    expect(snap.context.user?.roles).toEqual(user.roles);
    expect(persisted).toEqual([{ token: 'jwt-new', loginDate: T0 + minutes(61), user }]);
  });

  it('a failure after the token stays in the modal with the login failure text (actor)', async () => {
    const { actor, cleared } = start({
      stored: { token: 'old', loginDate: T0, user },
      loadUser: async () => {
        throw new Error('500');
      },
    });
    actor.send({ type: 'session.reauthenticate' });
    actor.send({ type: 'session.login', username: 'comercial', password: 'x' });
    const snap = await waitFor(
      actor,
      (s) => s.matches({ reauthenticating: 'asking' }) && s.context.error !== null,
    );
    expect(snap.context.error).toBe(messages.auth.loginFailedAfterToken);
    expect(cleared()).toBe(0);
  });
});

describe('sessionMachine: the 45- and 60-minute rules (pure transition, injected clock)', () => {
  const stored: StoredSession = { token: 't', loginDate: T0, user };
  // Restored at the login time, then the clock moves on to the navigation.
  const navigateAt = (elapsed: number) => {
    let now = T0;
    const [restored] = initialTransition(sessionMachine, { stored, now: () => now });
    now = T0 + elapsed;
    const [next, actions] = transition(sessionMachine, restored, { type: 'session.navigate' });
    return { value: next.value, actions: actions.map((a) => a.type) };
  };

  it.each([
    ['44:59', minutes(44, 59), 'authenticated'],
    ['45:00', minutes(45), 'refreshing'],
    ['59:59', minutes(59, 59), 'refreshing'],
    ['60:00', minutes(60), 'expired'],
  ])('navigation at %s goes to %s', (_, elapsed, expected) => {
    expect(navigateAt(elapsed).value).toBe(expected);
  });

  it('expiry clears the stored session and forgets the user', () => {
    const { actions } = navigateAt(minutes(60));
    expect(actions).toContain('clear');
    // §2: a stored login already 60 minutes old goes to login at once, with no call to the server.
    const [restored, restoreActions] = initialTransition(sessionMachine, {
      stored,
      now: () => T0 + minutes(60),
    });
    expect(restored.value).toBe('expired');
    expect(restored.context.token).toBeNull();
    expect(restored.hasTag('authenticated')).toBe(false);
    expect(restoreActions.map((a) => a.type)).toContain('clear');
    const [fresh] = initialTransition(sessionMachine, { stored, now: () => T0 + minutes(59, 59) });
    expect(fresh.value).toBe('authenticated');
  });

  it('a navigation during a refresh at 60:00 expires; at 59:59 it waits', () => {
    let now = T0 + minutes(50);
    const [restored] = initialTransition(sessionMachine, { stored, now: () => now });
    const [refreshing] = transition(sessionMachine, restored, { type: 'session.navigate' });
    expect(refreshing.value).toBe('refreshing');
    now = T0 + minutes(59, 59);
    expect(transition(sessionMachine, refreshing, { type: 'session.navigate' })[0].value).toBe('refreshing');
    now = T0 + minutes(60);
    expect(transition(sessionMachine, refreshing, { type: 'session.navigate' })[0].value).toBe('expired');
  });

  it('a stored token without user is looked up again; nothing stored means logged out', () => {
    expect(
      initialTransition(sessionMachine, { stored: { ...stored, user: null }, now: () => T0 })[0].value,
    ).toBe('loadingUser');
    expect(initialTransition(sessionMachine, {})[0].value).toBe('loggedOut');
  });

  it('the login date comes from the injected clock', () => {
    const [s0] = initialTransition(sessionMachine, { now: () => 1234 });
    const [s1] = transition(sessionMachine, s0, { type: 'session.login', username: 'a', password: 'b' });
    const [s2] = transition(sessionMachine, s1, done('login', { token: 'jwt' }) as never);
    expect(s2.value).toBe('loadingUser');
    expect(s2.context.loginDate).toBe(1234);
  });
});

describe('sessionMachine: model-based paths', () => {
  for (const [name, input] of Object.entries(sessionScenarios)) {
    const paths = modelPaths(sessionMachine, { input, events: sessionModelEvents });
    describe(name, () => {
      it('has paths', () => expect(paths.length).toBeGreaterThan(0));
      for (const path of paths) {
        it(describePath(path), async () => {
          await replay(sessionMachine, path, { input });
        });
      }
    });
  }
});
