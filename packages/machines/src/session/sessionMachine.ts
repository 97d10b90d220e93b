import { isSameAccount, LIMITS, messages, sessionState } from '@backoffice/domain';
import { and, assign, fromPromise, setup } from 'xstate';
import { isSilentFailure } from '../internal/errors';

/** The logged-in user as the session knows it (spec platform-and-affiliates.md §3 "Login user"). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  firstname: string;
  lastname?: string | null;
  roles: string[];
  /** What the session cookies keep besides (§6): the user's type, affiliate and sales-force id. */
  type?: string;
  afiliado?: number | null;
  salesForceId?: number | null;
}

export interface Credentials {
  username: string;
  password: string;
}

/** What the app stores between page loads (cookies in the browser). */
export interface StoredSession {
  token: string;
  /** Epoch milliseconds of the login (or of the last refresh). */
  loginDate: number;
  user: SessionUser | null;
}

export interface SessionContext {
  token: string | null;
  loginDate: number | null;
  user: SessionUser | null;
  /** The login name last typed in the form, for looking the user up after the token. */
  username: string | null;
  error: string | null;
  /**
   * When a failed refresh may be asked again before a request (epoch milliseconds): without it
   * every request after a refused refresh would ask again, each one a PUT the server refuses.
   */
  refreshRetryAt: number | null;
  /** The injected clock (epoch milliseconds). */
  now: () => number;
}

export type SessionEvent =
  | { type: 'session.login'; username: string; password: string }
  | { type: 'session.logout' }
  /** Any call answered 401 (§2: a 401 anywhere logs out). */
  | { type: 'session.unauthorized' }
  /** Sent by the app's router on every navigation; the 45- and 60-minute rules run here. */
  | { type: 'session.navigate' }
  /**
   * Sent by the API client before any request: a refresh that is due starts now, once (the
   * machine is the single flight: requests sent meanwhile wait for the one in progress).
   */
  | { type: 'session.refresh' }
  /**
   * A save was answered 401 (the token expired or was revoked while a form had input): ask for
   * the password over the page instead of leaving it (issue 17, re-login in place).
   */
  | { type: 'session.reauthenticate' }
  /** The user closed the re-login modal: the held save fails and the app goes to /login. */
  | { type: 'session.giveUp' };

export interface SessionInput {
  stored?: StoredSession | null;
  /** Clock in epoch milliseconds; defaults to `Date.now`. */
  now?: () => number;
}

/** `loadUser`: GET /api/users?email=… then the user resource; roles may come back empty. */
export interface LoadUserInput {
  token: string;
  /** The login name typed in the form; null when restoring a stored token. */
  username: string | null;
}
/** `loadRoles`: GET /api/users/{id}, for when the user resource came without roles (§7). */
export interface LoadRolesInput {
  token: string;
  userId: number;
}
/** `refresh`: PUT /api/refreshJWT. */
export interface RefreshInput {
  token: string;
}

/** Raised by the `login` actor when the server refuses the credentials (401). */
export class CredentialsRejected extends Error {
  constructor() {
    super('credentials rejected');
    this.name = 'CredentialsRejected';
  }
}

const signedOut = { token: null, loginDate: null, user: null, refreshRetryAt: null } as const;

/** The credentials a `session.login` carries (the login actor is only invoked from one). */
function credentialsOf(event: SessionEvent): Credentials {
  return event.type === 'session.login'
    ? { username: event.username, password: event.password }
    : { username: '', password: '' };
}

/**
 * The session lifecycle: logged out → authenticating → loading user (→ loading roles) →
 * authenticated (↔ refreshing) → expired or logged out. Network calls and storage are actors and
 * actions supplied by the app with `.provide()`; time comes from `input.now`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<{ token: string }, Credentials>(async () => {
      throw new Error('sessionMachine: provide the login actor');
    }),
    loadUser: fromPromise<SessionUser, LoadUserInput>(async () => {
      throw new Error('sessionMachine: provide the loadUser actor');
    }),
    loadRoles: fromPromise<string[], LoadRolesInput>(async () => {
      throw new Error('sessionMachine: provide the loadRoles actor');
    }),
    refresh: fromPromise<{ token: string }, RefreshInput>(async () => {
      throw new Error('sessionMachine: provide the refresh actor');
    }),
  },
  actions: {
    /** Persist token, login date and user (the app writes cookies). */
    persist: (_, _params: StoredSession) => {},
    /** Remove everything `persist` stored. */
    clear: () => {},
    forget: assign({ ...signedOut, error: null }),
    /** The login answered: keep its token and start the clock of §2's 45- and 60-minute rules. */
    storeToken: assign(({ context }, params: { token: string }) => ({
      token: params.token,
      loginDate: context.now(),
      refreshRetryAt: null,
    })),
    /** The login failed: wrong credentials, or any other failure (§8). */
    loginRefused: assign((_, params: { error: unknown }) => ({
      error:
        params.error instanceof CredentialsRejected
          ? messages.auth.wrongCredentials
          : messages.auth.loginFailedAfterToken,
    })),
    rememberUsername: assign({
      username: ({ event }) => (event.type === 'session.login' ? event.username : null),
    }),
  },
  guards: {
    hasStoredUser: ({ context }) => context.token !== null && context.user !== null,
    hasStoredToken: ({ context }) => context.token !== null,
    hasRoles: (_, params: { user: SessionUser }) => params.user.roles.length > 0,
    hasUser: ({ context }) => context.user !== null,
    /** Only the account that opened the page gets it back (and its held save). */
    isSameAccount: ({ context }, params: { user: SessionUser }) => isSameAccount(context.user, params.user),
    /** §2: navigation at 60 minutes or more since the login goes to login. */
    isExpired: ({ context }) => sessionState(context.loginDate, context.now()) === 'expired',
    /** §7: a refresh is attempted when the login is 45 minutes old or more. */
    isRefreshDue: ({ context }) => sessionState(context.loginDate, context.now()) === 'refresh',
    /** Before a request, a refresh that failed waits its retry time; a navigation does not. */
    isRefreshDueForRequest: ({ context }) =>
      sessionState(context.loginDate, context.now()) === 'refresh' &&
      (context.refreshRetryAt === null || context.now() >= context.refreshRetryAt),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.stored?.token ?? null,
    loginDate: input.stored?.loginDate ?? null,
    user: input.stored?.user ?? null,
    username: input.stored?.user?.username ?? null,
    error: null,
    refreshRetryAt: null,
    now: input.now ?? Date.now,
  }),
  initial: 'restoring',
  states: {
    // A stored session is trusted until the first `session.navigate`, where the clock rules run.
    restoring: {
      always: [
        // §2: a stored login 60 minutes old or more goes to login, without asking the server.
        { guard: and(['hasStoredToken', 'isExpired']), target: 'expired' },
        { guard: 'hasStoredUser', target: 'authenticated' },
        { guard: 'hasStoredToken', target: 'loadingUser' },
        { target: 'loggedOut' },
      ],
    },
    loggedOut: {
      on: {
        'session.login': { target: 'authenticating', actions: 'rememberUsername' },
      },
    },
    authenticating: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => credentialsOf(event),
        onDone: {
          target: 'loadingUser',
          actions: { type: 'storeToken', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loggedOut',
          actions: { type: 'loginRefused', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadingUser: {
      tags: ['busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({
          token: context.token ?? '',
          username: context.username,
        }),
        onDone: [
          {
            guard: { type: 'hasRoles', params: ({ event }) => ({ user: event.output }) },
            target: 'authenticated',
            actions: [
              assign({ user: ({ event }) => event.output }),
              {
                type: 'persist',
                params: ({ context, event }) => ({
                  token: context.token ?? '',
                  loginDate: context.loginDate ?? context.now(),
                  user: event.output,
                }),
              },
            ],
          },
          { target: 'loadingRoles', actions: assign({ user: ({ event }) => event.output }) },
        ],
        // A 401 here (a stored token the server no longer accepts) logs out silently (§8: nothing
        // is shown for 401); any other failure after the token is the login failure of §8.
        onError: {
          target: 'loggedOut',
          actions: [
            'clear',
            'forget',
            assign({
              error: ({ event }) =>
                isSilentFailure(event.error) ? null : messages.auth.loginFailedAfterToken,
            }),
          ],
        },
      },
      on: {
        'session.logout': { target: 'loggedOut', actions: ['clear', 'forget'] },
        'session.unauthorized': { target: 'loggedOut', actions: ['clear', 'forget'] },
      },
    },
    loadingRoles: {
      tags: ['busy'],
      invoke: {
        id: 'loadRoles',
        src: 'loadRoles',
        input: ({ context }) => ({ token: context.token ?? '', userId: context.user?.id ?? 0 }),
        onDone: {
          target: 'authenticated',
          actions: [
            assign({
              user: ({ context, event }) => (context.user ? { ...context.user, roles: event.output } : null),
            }),
            {
              type: 'persist',
              params: ({ context }) => ({
                token: context.token ?? '',
                loginDate: context.loginDate ?? context.now(),
                user: context.user,
              }),
            },
          ],
        },
        // §2: a 401 on the roles fetch logs out; any other failure after the token is a login failure.
        onError: {
          target: 'loggedOut',
          actions: [
            'clear',
            'forget',
            assign({
              error: ({ event }) =>
                isSilentFailure(event.error) ? null : messages.auth.loginFailedAfterToken,
            }),
          ],
        },
      },
      on: {
        'session.logout': { target: 'loggedOut', actions: ['clear', 'forget'] },
        'session.unauthorized': { target: 'loggedOut', actions: ['clear', 'forget'] },
      },
    },
    authenticated: {
      tags: ['authenticated'],
      on: {
        'session.navigate': [
          { guard: 'isExpired', target: 'expired' },
          { guard: 'isRefreshDue', target: 'refreshing' },
        ],
        // Before a request only the refresh runs: an expired session is the navigation's to end.
        'session.refresh': { guard: 'isRefreshDueForRequest', target: 'refreshing' },
        'session.logout': { target: 'loggedOut', actions: ['clear', 'forget'] },
        'session.unauthorized': { target: 'loggedOut', actions: ['clear', 'forget'] },
        'session.reauthenticate': [
          { guard: 'hasUser', target: 'reauthenticating' },
          { target: 'loggedOut', actions: ['clear', 'forget'] },
        ],
      },
    },
    refreshing: {
      tags: ['authenticated', 'refreshing'],
      invoke: {
        id: 'refresh',
        src: 'refresh',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'authenticated',
          actions: [
            assign({
              token: ({ event }) => event.output.token,
              loginDate: ({ context }) => context.now(),
              refreshRetryAt: null,
            }),
            {
              type: 'persist',
              params: ({ context }) => ({
                token: context.token ?? '',
                loginDate: context.loginDate ?? context.now(),
                user: context.user,
              }),
            },
          ],
        },
        // A failed refresh keeps the current token: it stays valid until the 60-minute cutoff. The
        // next navigation tries again, requests only after a pause. A 401 arrives as
        // `session.unauthorized` from the app.
        onError: {
          target: 'authenticated',
          actions: assign({
            refreshRetryAt: ({ context }) => context.now() + LIMITS.tokenRefreshRetrySeconds * 1000,
          }),
        },
      },
      on: {
        'session.navigate': { guard: 'isExpired', target: 'expired' },
        'session.logout': { target: 'loggedOut', actions: ['clear', 'forget'] },
        'session.unauthorized': { target: 'loggedOut', actions: ['clear', 'forget'] },
        'session.reauthenticate': [
          { guard: 'hasUser', target: 'reauthenticating' },
          { target: 'loggedOut', actions: ['clear', 'forget'] },
        ],
      },
    },
    /**
     * Re-login in place: the page stays (the 'authenticated' tag keeps the guard quiet) while a
     * modal asks the same account to log in again; the app holds the save that got the 401 and
     * sends it again once this ends in `authenticated`. Giving up, or another account logging in,
     * ends the session as a 401 does.
     */
    reauthenticating: {
      tags: ['authenticated', 'reauthenticating'],
      initial: 'asking',
      entry: assign({ error: null }),
      on: {
        // Other calls failing meanwhile are the same expiry: the modal already asks.
        'session.unauthorized': {},
        'session.reauthenticate': {},
        'session.navigate': {},
        'session.giveUp': { target: 'loggedOut', actions: ['clear', 'forget'] },
        'session.logout': { target: 'loggedOut', actions: ['clear', 'forget'] },
      },
      states: {
        asking: {
          on: {
            'session.login': { target: 'authenticating', actions: 'rememberUsername' },
          },
        },
        authenticating: {
          tags: ['busy'],
          entry: assign({ error: null }),
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => credentialsOf(event),
            onDone: {
              target: 'loadingUser',
              actions: { type: 'storeToken', params: ({ event }) => event.output },
            },
            onError: {
              target: 'asking',
              actions: { type: 'loginRefused', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loadingUser: {
          tags: ['busy'],
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            input: ({ context }) => ({ token: context.token ?? '', username: context.username }),
            onDone: [
              {
                guard: { type: 'isSameAccount', params: ({ event }) => ({ user: event.output }) },
                target: '#session.authenticated',
                actions: [
                  // The roles were loaded when the page was opened; the user resource may omit them.
                  assign({
                    user: ({ context, event }) =>
                      event.output.roles.length > 0
                        ? event.output
                        : { ...event.output, roles: context.user?.roles ?? [] },
                  }),
                  {
                    type: 'persist',
                    params: ({ context }) => ({
                      token: context.token ?? '',
                      loginDate: context.loginDate ?? context.now(),
                      user: context.user,
                    }),
                  },
                ],
              },
              { target: '#session.loggedOut', actions: ['clear', 'forget'] },
            ],
            onError: {
              target: 'asking',
              actions: assign({ error: messages.auth.loginFailedAfterToken }),
            },
          },
        },
      },
    },
    /** The app redirects to /login with the wanted path; a new login starts over. */
    expired: {
      entry: ['clear', 'forget'],
      on: {
        'session.login': { target: 'authenticating', actions: 'rememberUsername' },
      },
    },
  },
});
