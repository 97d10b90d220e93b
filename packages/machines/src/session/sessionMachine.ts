import { messages } from '@backoffice/domain/messages';
import { assign, fromPromise, setup } from 'xstate';

/** The logged-in user as the session knows it (spec platform-and-affiliates.md §3 "Login user"). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  firstname: string;
  lastname?: string | null;
  roles: string[];
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
  error: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; username: string; password: string }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' };

export interface SessionInput {
  stored?: StoredSession | null;
}

/** Raised by the `login` actor when the server refuses the credentials (401). */
export class CredentialsRejected extends Error {
  constructor() {
    super('credentials rejected');
    this.name = 'CredentialsRejected';
  }
}

/**
 * The session lifecycle: logged out → authenticating → loading user → authenticated → logged out.
 * Network calls and storage are actors and actions supplied by the app with `.provide()`.
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
    loadUser: fromPromise<SessionUser, { token: string }>(async () => {
      throw new Error('sessionMachine: provide the loadUser actor');
    }),
  },
  actions: {
    /** Persist token, login date and user (the app writes cookies). */
    persist: (_, _params: StoredSession) => {},
    /** Remove everything `persist` stored. */
    clear: () => {},
  },
  guards: {
    hasStoredUser: ({ context }) => context.token !== null && context.user !== null,
    hasStoredToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.stored?.token ?? null,
    loginDate: input.stored?.loginDate ?? null,
    user: input.stored?.user ?? null,
    error: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'hasStoredUser', target: 'authenticated' },
        { guard: 'hasStoredToken', target: 'loadingUser' },
        { target: 'loggedOut' },
      ],
    },
    loggedOut: {
      on: {
        'session.login': { target: 'authenticating' },
      },
    },
    authenticating: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'login',
        input: ({ event }) => {
          const e = event as Extract<SessionEvent, { type: 'session.login' }>;
          return { username: e.username, password: e.password };
        },
        onDone: {
          target: 'loadingUser',
          actions: assign({ token: ({ event }) => event.output.token, loginDate: () => Date.now() }),
        },
        onError: {
          target: 'loggedOut',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof CredentialsRejected
                ? messages.auth.wrongCredentials
                : messages.auth.loginFailedAfterToken,
          }),
        },
      },
    },
    loadingUser: {
      tags: ['busy'],
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'authenticated',
          actions: [
            assign({ user: ({ event }) => event.output }),
            {
              type: 'persist',
              params: ({ context, event }) => ({
                token: context.token ?? '',
                loginDate: context.loginDate ?? Date.now(),
                user: event.output,
              }),
            },
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: [
            assign({ token: null, loginDate: null, user: null, error: messages.auth.loginFailedAfterToken }),
            'clear',
          ],
        },
      },
    },
    authenticated: {
      tags: ['authenticated'],
      on: {
        'session.logout': {
          target: 'loggedOut',
          actions: ['clear', assign({ token: null, loginDate: null, user: null, error: null })],
        },
        'session.unauthorized': {
          target: 'loggedOut',
          actions: ['clear', assign({ token: null, loginDate: null, user: null, error: null })],
        },
      },
    },
  },
});
