import { CredentialsRejected, type SessionUser } from '@backoffice/machines';
import { fromPromise } from 'xstate';
import { type ApiClient, ApiError } from '../api/client';
import { membersOf } from '../resources/collection';

interface UserResource {
  '@id': string;
  id: number;
  username: string;
  email: string;
  firstname: string;
  lastname?: string | null;
  roles?: string[] | null;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The e-mail the token was issued for (the login name may have been a username). */
function tokenEmail(token: string): string | null {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.email === 'string' ? payload.email : null;
  } catch {
    return null;
  }
}

const toSessionUser = (u: UserResource): SessionUser => ({
  id: u.id,
  username: u.username,
  email: u.email,
  firstname: u.firstname,
  lastname: u.lastname ?? null,
  roles: u.roles ?? [],
});

/** The I/O of the session machine (spec §7 "Auth and session"), supplied with `.provide()`. */
export function sessionActors(api: ApiClient) {
  return {
    login: fromPromise<{ token: string }, { username: string; password: string }>(async ({ input }) => {
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
    loadUser: fromPromise<SessionUser, { token: string; username: string | null }>(async ({ input }) => {
      const email = input.username?.includes('@') ? input.username : tokenEmail(input.token);
      if (!email) throw new ApiError(401, null, null, null);
      const answer = await api.call('GET /api/users', {
        query: { email },
        headers: bearer(input.token),
        anonymous: true,
      });
      const user = membersOf(answer)[0];
      if (!user) throw new ApiError(404, null, null, null);
      return toSessionUser(user);
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
