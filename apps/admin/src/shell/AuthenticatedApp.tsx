import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ConflictHost } from '../conflicts/ConflictHost';
import { LiveEventsProvider } from '../live/LiveEvents';
import { fetchRead, type ReadKey } from '../resources';
import { useApi } from '../session/SessionProvider';
import { ProtectedLayout } from './ProtectedLayout';

export { prefetchLandingReads, prefetchLandingScreens } from '../routes/landing';

function DataLayer({ children }: { children: ReactNode }) {
  const api = useApi();
  return (
    <SWRConfig
      value={{
        // Every read is keyed [routeKey, params, query] (issue 11): one fetcher for all of them.
        fetcher: (key: ReadKey) => fetchRead(api, key),
        // Staff move between tabs and records all day: identical reads within 5 s share one
        // request, and data is revalidated in the background when they come back to the window.
        dedupingInterval: 5000,
        revalidateOnFocus: true,
        keepPreviousData: true,
        errorRetryCount: 2,
        shouldRetryOnError: (err: unknown) => {
          const status = (err as { status?: number }).status ?? 500;
          return status === 0 || status >= 500;
        },
      }}
    >
      {children}
    </SWRConfig>
  );
}

/**
 * Everything behind the login: the data layer (SWR), the live events that revalidate it, the
 * guarded shell, and the dialog of a save that met a colleague's change. Loaded as its own
 * chunk with the first authenticated page, so /login carries none of it.
 */
export function AuthenticatedApp() {
  return (
    <DataLayer>
      <LiveEventsProvider>
        <ProtectedLayout />
        <ConflictHost />
      </LiveEventsProvider>
    </DataLayer>
  );
}
