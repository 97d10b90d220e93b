import { sessionMachine } from '@backoffice/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type ApiClient, apiBaseUrl, createApiClient } from '../api/client';
import { clearSession, persistSession, readStoredSession } from './cookies';
import { sessionActors } from './sessionActors';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

interface SessionValue {
  actor: SessionActor;
  api: ApiClient;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Runs the session machine for the whole app and gives every hook the API client. */
export function SessionProvider({ children }: { children: ReactNode }) {
  // The client reads the token from the actor; the actor is created with the client's actors.
  const actorRef = useRef<SessionActor | null>(null);
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: apiBaseUrl,
        getToken: () => actorRef.current?.getSnapshot().context.token ?? null,
        onUnauthorized: () => actorRef.current?.send({ type: 'session.unauthorized' }),
      }),
    [],
  );
  const actor = useActorRef(
    sessionMachine.provide({
      actors: sessionActors(api),
      actions: {
        persist: (_, params) => persistSession(params),
        clear: () => clearSession(),
      },
    }),
    { input: { stored: readStoredSession() } },
  );
  actorRef.current = actor;
  const value = useMemo(() => ({ actor, api }), [actor, api]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
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
