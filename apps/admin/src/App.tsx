import { ThemeRoot } from '@backoffice/ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from './session/SessionProvider';
import { ProtectedLayout } from './shell/ProtectedLayout';

/** Route modules are lazy: each screen is its own chunk, fetched when first visited. */
const router = createBrowserRouter([
  { path: '/login', lazy: () => import('./routes/LoginRoute') },
  { path: '/prohibido', lazy: () => import('./routes/ForbiddenRoute') },
  {
    element: <ProtectedLayout />,
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
