import { ThemeRoot } from '@backoffice/ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteError } from './errors/RouteError';
import { UnhandledErrors } from './errors/UnhandledErrors';
import { NotificationsProvider } from './notifications/NotificationsProvider';
import { landingUrl } from './routes/redirect';
import { SessionProvider } from './session/SessionProvider';
import type { LandingPrefetch } from './session/sessionActors';

/**
 * /login stands alone; every other path, /prohibido included (so its menu and 'Salir' stay at
 * hand, issue 12), goes through the guard and the shell,
 * which render the screen of the domain route it matches (routes/registry.ts). Each screen and
 * the shell itself are separate chunks.
 */
// Nothing to show while a lazy route module arrives on the first load: the page is blank for a moment.
const HydrateFallback = () => null;

// One import of the shell for the router and the landing prefetch (the shell's chunk carries both).
const loadShell = () => import('./shell/AuthenticatedApp');
const ignore = () => {};

/**
 * After a login the shell, the landing screen's chunk and its first list read start while the
 * login and the bootstrap read are still answering, not one after the other once the shell mounts.
 */
const landing: LandingPrefetch = {
  loginSent: () => {
    const url = landingUrl();
    void loadShell().then((shell) => shell.prefetchLandingScreens(url), ignore);
  },
  token: (api, token) => {
    const url = landingUrl();
    void loadShell().then((shell) => shell.prefetchLandingReads(api, token, url), ignore);
  },
};

const router = createBrowserRouter([
  {
    path: '/login',
    lazy: () => import('./routes/LoginRoute'),
    errorElement: <RouteError />,
    HydrateFallback,
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await loadShell()).AuthenticatedApp }),
    errorElement: <RouteError />,
    HydrateFallback,
  },
]);

export function App() {
  return (
    <ThemeRoot>
      <SessionProvider landing={landing}>
        <NotificationsProvider>
          <UnhandledErrors />
          <RouterProvider router={router} />
        </NotificationsProvider>
      </SessionProvider>
    </ThemeRoot>
  );
}
