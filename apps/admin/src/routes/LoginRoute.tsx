import { LoginScreen } from '@backoffice/ui/screens';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { safeRedirect } from './redirect';

/** /login: its own layout; after login, the `redirect` query (spec §2). */
export function Component() {
  const { status, error, send } = useSession();
  const location = useLocation();
  if (status === 'authenticated') return <Navigate to={safeRedirect(location.search)} replace />;
  return (
    <LoginScreen
      submitting={status === 'busy'}
      error={error}
      onSubmit={(values) => send({ type: 'session.login', ...values })}
    />
  );
}
