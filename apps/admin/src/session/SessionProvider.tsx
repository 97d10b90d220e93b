import { sessionMachine } from '@backoffice/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useMemo, useRef } from 'react';
import { type ActorRefFrom, waitFor } from 'xstate';
import { type ApiClient, apiBaseUrl, createApiClient } from '../api/client';
import { askConflict } from '../conflicts/conflicts';
import { clearSession, persistSession, readStoredSession } from './cookies';
import { type LandingPrefetch, sessionActors } from './sessionActors';
import { hasUnsavedInput, watchUnsavedInput } from './unsavedInput';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

interface SessionValue {
  actor: SessionActor;
  api: ApiClient;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * Runs the session machine for the whole app and gives every hook the API client; `landing`
 * starts the page after the login while the login and its bootstrap read are answering.
 */
export function SessionProvider({ children, landing }: { children: ReactNode; landing?: LandingPrefetch }) {
  // The client reads the token from the actor; the actor is created with the client's actors.
  const actorRef = useRef<SessionActor | null>(null);
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: apiBaseUrl,
        getToken: () => actorRef.current?.getSnapshot().context.token ?? null,
        onUnauthorized: () => actorRef.current?.send({ type: 'session.unauthorized' }),
        onReauthenticate: () => reauthenticate(actorRef.current),
        hasUnsavedInput,
        beforeRequest: () => refreshIfDue(actorRef.current),
        onConflict: askConflict,
      }),
    [],
  );
  const actor = useActorRef(
    sessionMachine.provide({
      actors: sessionActors(api, landing),
      actions: {
        persist: (_, params) => persistSession(params),
        clear: () => clearSession(),
      },
    }),
    { input: { stored: readStoredSession() } },
  );
  actorRef.current = actor;
  useEffect(() => watchUnsavedInput(), []);
  const value = useMemo(() => ({ actor, api }), [actor, api]);
  return (
    <SessionContext.Provider value={value}>
      {children}
      <Relogin actor={actor} />
    </SessionContext.Provider>
  );
}

/**
 * Issue 17: a save answered 401 asks the session to re-login in place; true once the same account
 * is back (the client then sends the save again), false when the session ended instead (given up,
 * another account, or no user to ask for: the guard goes to /login as for any 401).
 */
async function reauthenticate(actor: SessionActor | null): Promise<boolean> {
  if (!actor) return false;
  actor.send({ type: 'session.reauthenticate' });
  if (!actor.getSnapshot().hasTag('reauthenticating')) {
    // Not a session that can ask again (still loading, already out): a 401 as before.
    actor.send({ type: 'session.unauthorized' });
    return false;
  }
  const end = await waitFor(actor, (s) => !s.hasTag('reauthenticating'), {
    timeout: Number.POSITIVE_INFINITY,
  });
  return end.matches('authenticated');
}

/**
 * Before a request: a refresh that is due starts (the machine runs one at a time) and the request
 * waits for it, so it goes with the new token. A failed refresh keeps the current token, which the
 * server accepts until its 60 minutes; the request is sent either way.
 */
async function refreshIfDue(actor: SessionActor | null): Promise<void> {
  if (!actor) return;
  actor.send({ type: 'session.refresh' });
  if (!actor.getSnapshot().hasTag('refreshing')) return;
  await waitFor(actor, (s) => !s.hasTag('refreshing'), { timeout: Number.POSITIVE_INFINITY });
}

// The modal (and the floating-ui it brings) loads only when a session expires under a save.
const ReloginDialog = lazy(() => import('./ReloginDialog'));

/** The login modal over the page while the session re-authenticates. */
function Relogin({ actor }: { actor: SessionActor }) {
  const open = useSelector(actor, (s) => s.hasTag('reauthenticating'));
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReloginDialog actor={actor} />
    </Suspense>
  );
}
export function useSessionContext(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The session's state as React reads it. */
export function useSession() {
  const { actor } = useSessionContext();
  const status = useSelector(actor, (s) => {
    if (s.hasTag('authenticated')) return 'authenticated' as const;
    if (s.hasTag('busy')) return 'busy' as const;
    return 'loggedOut' as const;
  });
  const user = useSelector(actor, (s) => s.context.user);
  const error = useSelector(actor, (s) => s.context.error);
  return { status, user, error, send: actor.send };
}

export function useApi(): ApiClient {
  return useSessionContext().api;
}
