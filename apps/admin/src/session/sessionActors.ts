import { CredentialsRejected, type SessionUser } from '@backoffice/machines';
import { fromPromise } from 'xstate';
import { type ApiClient, ApiError } from '../api/client';
import type { ReadKey } from '../resources/keys';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * What the page after the login may start while the login is answering (App wires it to the
 * shell's chunk, so /login's first load carries none of it).
 */
export interface LandingPrefetch {
  /** The login is sent: the next page's code can start loading. */
  loginSent(): void;
  /** A token is there (a login, or a stored session): the next page's first read can go out. */
  token(api: ApiClient, token: string): void;
}

/** The I/O of the session machine (spec §7 "Auth and session"), supplied with `.provide()`. */
export function sessionActors(api: ApiClient, landing?: LandingPrefetch) {
  return {
    login: fromPromise<{ token: string }, { username: string; password: string }>(async ({ input }) => {
      landing?.loginSent();
      try {
        const answer = await api.call('POST /api/login_check', {
          form: { username: input.username, password: input.password },
          anonymous: true,
        });
        return answer;
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) throw new CredentialsRejected();
        throw err;
      }
    }),
    // One call for who I am, my menu and my reports; the answer goes into the read cache, where
    // the shell reads the menu and the reports without asking again.
    loadUser: fromPromise<SessionUser, { token: string; username: string | null }>(async ({ input }) => {
      landing?.token(api, input.token);
      // SWR stays out of /login's first load: it arrives while the answer is on its way.
      const [answer, { mutate }] = await Promise.all([
        api.call('GET /api/bootstrap', { headers: bearer(input.token), anonymous: true }),
        import('swr'),
      ]);
      // readKey('GET /api/bootstrap', {}) written out: the key module (and the route table it matches
      // IRIs with) stays out of /login's first load.
      const key: ReadKey<'GET /api/bootstrap'> = ['GET /api/bootstrap', null, null];
      await mutate(key, answer, { revalidate: false });
      return answer.user;
    }),
    loadRoles: fromPromise<string[], { token: string; userId: number }>(async ({ input }) => {
      const answer = await api.call('GET /api/users/:id', {
        params: { id: input.userId },
        headers: bearer(input.token),
        anonymous: true,
      });
      return answer.roles ?? [];
    }),
    refresh: fromPromise<{ token: string }, { token: string }>(async ({ input }) => {
      const answer = await api.call('PUT /api/refreshJWT', { headers: bearer(input.token), anonymous: true });
      return answer;
    }),
  };
}
