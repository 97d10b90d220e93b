import {
  canAccess,
  displayRole,
  loginRedirect,
  type MenuEntry,
  menuFor,
  routeTitle,
} from '@backoffice/domain';
import { LoadingState, NotFoundState } from '@backoffice/ui';
import { Shell, Sidebar, UserMenu } from '@backoffice/ui/screens';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { RouteOutlet } from '../routes/RouteOutlet';
import { useApi, useSession } from '../session/SessionProvider';

/**
 * The guard of spec §2 and the shell around every authenticated route: login redirect keeping
 * the wanted path, /prohibido on a missing role, the 404 page on an unknown path, the page title.
 */
export function ProtectedLayout() {
  const { status, user, send } = useSession();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = `${location.pathname}${location.search}`;
  // 'Salir' goes to a plain /login; an expired or missing session keeps the wanted path.
  const loggingOut = useRef(false);

  useEffect(() => {
    document.title = routeTitle(location.pathname);
  }, [location.pathname]);

  // §4: the 45- and 60-minute rules run on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the navigation itself.
  useEffect(() => {
    send({ type: 'session.navigate' });
  }, [location.pathname, location.search, send]);

  const roles = user?.roles ?? null;
  const menu = useMemo(() => (roles ? menuFor(roles) : []), [roles]);
  const access = canAccess(location.pathname, status === 'authenticated' ? roles : null);

  if (access === 'not-found' && status !== 'authenticated') return <NotFoundState />;
  if (status === 'busy') return <LoadingState />;
  if (status === 'loggedOut' || !user) {
    return <Navigate to={loggingOut.current ? '/login' : loginRedirect(wanted)} replace />;
  }
  if (access === 'forbidden') return <Navigate to="/prohibido" replace />;

  const onMenu = (entry: MenuEntry) => {
    if (entry.id === 'logout') {
      loggingOut.current = true;
      // Best effort: the token is revoked on the server; the session ends here whatever it answers.
      api.request('/api/logout', { method: 'POST' }).catch(() => undefined);
      send({ type: 'session.logout' });
      return;
    }
    if (entry.path) navigate(entry.path);
  };

  return (
    <Shell
      onHome={() => navigate('/')}
      sidebar={<Sidebar entries={menu} currentPath={location.pathname} onNavigate={(p) => navigate(p)} />}
      userMenu={
        <UserMenu
          firstname={user.firstname}
          lastname={user.lastname}
          roleLabel={displayRole(user.roles)}
          onSelect={onMenu}
        />
      }
    >
      {access === 'not-found' ? <NotFoundState /> : <RouteOutlet />}
    </Shell>
  );
}
