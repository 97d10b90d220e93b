import { ThemeRoot } from '@backoffice/ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteError } from './errors/RouteError';
import { UnhandledErrors } from './errors/UnhandledErrors';
import { NotificationsProvider } from './notifications/NotificationsProvider';
import { SessionProvider } from './session/SessionProvider';

/**
 * /login stands alone; every other path, /prohibido included (so its menu and 'Salir' stay at
 * hand, issue 12), goes through the guard and the shell,
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
    path: '*',
    lazy: async () => ({ Component: (await import('./shell/AuthenticatedApp')).AuthenticatedApp }),
    errorElement: <RouteError />,
    HydrateFallback,
  },
]);

export function App() {
  return (
    <ThemeRoot>
      <SessionProvider>
        <NotificationsProvider>
          <UnhandledErrors />
          <RouterProvider router={router} />
        </NotificationsProvider>
      </SessionProvider>
    </ThemeRoot>
  );
}
