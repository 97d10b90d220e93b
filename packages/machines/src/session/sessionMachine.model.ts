/** Test-only: the events and scenarios the session model is explored with. */
import { done, fail } from '../testing/model';
import { CredentialsRejected, type SessionInput, type SessionUser } from './sessionMachine';

export const T0 = Date.UTC(2025, 4, 14, 9, 0, 0);
export const minutes = (m: number, s = 0) => m * 60_000 + s * 1000;

export const user: SessionUser = {
  id: 7,
  username: 'comercial',
  email: 'comercial@demo.test',
  firstname: 'Demo',
  roles: ['ROLE_COMERCIAL'],
};

/** Model events: every outcome of every actor, success and failure. */
export const sessionModelEvents = [
  { type: 'session.login', username: 'comercial', password: 'x' },
  done('login', { token: 'jwt' }),
  fail('login', new CredentialsRejected()),
  fail('login', { status: 500 }),
  done('loadUser', user),
  done('loadUser', { ...user, roles: [] }),
  fail('loadUser', { status: 500 }),
  done('loadRoles', ['ROLE_ADMIN']),
  fail('loadRoles', { status: 401 }),
  fail('loadRoles', { status: 500 }),
  done('refresh', { token: 'jwt-2' }),
  fail('refresh', { status: 500 }),
  // Re-login in place (issue 17): a save answered 401, then the modal.
  { type: 'session.reauthenticate' },
  { type: 'session.giveUp' },
  done('loadUser', { ...user, id: 8, username: 'otro' }),
];

/** One constant clock per scenario keeps the graph pure; the stored login date sets the age. */
export const sessionScenarios: Record<string, SessionInput> = {
  'logged out': { now: () => T0 },
  'stored fresh session': { now: () => T0, stored: { token: 't', loginDate: T0 - minutes(10), user } },
  'stored 50-minute-old session': {
    now: () => T0,
    stored: { token: 't', loginDate: T0 - minutes(50), user },
  },
  'stored 60-minute-old session': {
    now: () => T0,
    stored: { token: 't', loginDate: T0 - minutes(60), user },
  },
  'stored token without user': { now: () => T0, stored: { token: 't', loginDate: T0, user: null } },
};
