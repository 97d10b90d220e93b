import { ThemeRoot } from '@backoffice/ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { RouteError } from './errors/RouteError';
import { UnhandledErrors } from './errors/UnhandledErrors';
import { NotificationsProvider } from './notifications/NotificationsProvider';
import { SessionProvider, useApi } from './session/SessionProvider';

/**
 * /login and /prohibido stand alone; every other path goes through the guard and the shell,
 * which render the screen of the domain route it matches (routes/registry.ts). Each screen and
 * the shell itself are separate chunks.
 */
// Nothing to show while a lazy route module arrives on the first load: the page is blank for a moment.
const HydrateFallback = () => null;

const router = createBrowserRouter([
  {
    path: '/login',
    lazy: () => import('./routes/LoginRoute'),
    errorElement: <RouteError />,
    HydrateFallback,
  },
  {
    path: '/prohibido',
    lazy: () => import('./routes/ForbiddenRoute'),
    errorElement: <RouteError />,
    HydrateFallback,
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./shell/ProtectedLayout')).ProtectedLayout }),
    errorElement: <RouteError />,
    HydrateFallback,
  },
]);

function DataLayer({ children }: { children: React.ReactNode }) {
  const api = useApi();
  return (
    <SWRConfig
      value={{
        fetcher: (path: string) => api.get(path),
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

export function App() {
  return (
    <ThemeRoot>
      <SessionProvider>
        <NotificationsProvider>
          <UnhandledErrors />
          <DataLayer>
            <RouterProvider router={router} />
          </DataLayer>
        </NotificationsProvider>
      </SessionProvider>
    </ThemeRoot>
  );
}
