import { ThemeRoot } from '@backoffice/ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from './session/SessionProvider';

/** Route modules are lazy: each screen is its own chunk, fetched when first visited. */
const router = createBrowserRouter([
  { path: '/login', lazy: () => import('./routes/LoginRoute') },
  { path: '/prohibido', lazy: () => import('./routes/ForbiddenRoute') },
  {
    // The guard and the shell load with the first authenticated page, not with /login.
    lazy: async () => ({ Component: (await import('./shell/ProtectedLayout')).ProtectedLayout }),
    children: [
      { index: true, lazy: () => import('./routes/HomeRoute') },
      { path: 'admin', lazy: () => import('./routes/HomeRoute') },
      { path: '*', lazy: () => import('./routes/PendingRoute') },
    ],
  },
]);

export function App() {
  return (
    <ThemeRoot>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ThemeRoot>
  );
}
