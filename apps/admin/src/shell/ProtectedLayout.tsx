import {
  canAccess,
  detailPath,
  displayRole,
  landingPath,
  loginRedirect,
  type MenuEntry,
  matchRoute,
  menuFor,
  messages,
  routeTitle,
  userMenuFor,
} from '@backoffice/domain';
import { EnvironmentBadge, LoadingOverlay, NotFoundState } from '@backoffice/ui';
import { Shell, Sidebar, UserMenu } from '@backoffice/ui/screens';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useNotify } from '../notifications/NotificationsProvider';
import { LazyCommandPalette } from '../palette/LazyCommandPalette';
import { downloadServerReport, useBootstrap } from '../reports/reports';
import { RouteOutlet } from '../routes/RouteOutlet';
import { useApi, useSession } from '../session/SessionProvider';
import { TopBarFinder } from './TopBarFinder';

/** Which environment this build serves (VITE_ENVIRONMENT: PRO, PRE, DEMO, DEV or LOCAL). */
const environment = import.meta.env.VITE_ENVIRONMENT ?? (import.meta.env.DEV ? 'LOCAL' : 'DEMO');

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

  const notify = useNotify();
  const roles = user?.roles ?? null;
  // §2: the sidebar lists the server's reports the user may see (the server filters them too); the
  // bootstrap answer carries the menu built from them, read once with the login.
  const { data: bootstrap, error: reportsError } = useBootstrap(status === 'authenticated');
  const reports = bootstrap?.reports;
  const menu = useMemo(() => bootstrap?.menu ?? (roles ? menuFor(roles) : []), [bootstrap, roles]);
  const downloading = useRef(new Set<string>());
  const userMenu = useMemo(() => userMenuFor(roles), [roles]);
  const routeAccess = canAccess(location.pathname, status === 'authenticated' ? roles : null);
  // §2 "Each [server report] is either a binary file download or a JSON list screen": a file report
  // is for whoever its roles name (the server lists only those), so its address opened by URL,
  // ctrl-click or refresh is let through to the report screen, which downloads it (issue 12).
  const match = matchRoute(location.pathname);
  const reportId = match?.route.path === '/listados/reportList/{id}' ? (match.params.id ?? '') : null;
  const fileReport = reportId !== null && reports?.[decodeURIComponent(reportId)]?.kind === 'file';
  const access = routeAccess === 'forbidden' && fileReport ? 'ok' : routeAccess;

  if (access === 'not-found' && status !== 'authenticated') return <NotFoundState />;
  if (status === 'busy') return <LoadingOverlay active scope="page" />;
  if (status === 'loggedOut' || !user) {
    return <Navigate to={loggingOut.current ? '/login' : loginRedirect(wanted)} replace />;
  }
  // Whether a report is a file is known once the list arrives (or fails: then the route's roles rule).
  if (access === 'forbidden' && reportId !== null && reports === undefined && !reportsError) {
    return <LoadingOverlay active scope="page" />;
  }
  if (access === 'forbidden') {
    // The home of §2 is not for every role: whoever may not open it lands on the page that is theirs.
    const home = location.pathname === '/' || location.pathname === '/admin';
    return <Navigate to={home ? landingPath(roles) : '/prohibido'} replace />;
  }

  /** A file report downloads where it is; a list report opens the generic report screen. */
  const onNavigate = (path: string) => {
    const file = Object.entries(reports ?? {}).find(
      ([id, r]) => r.kind === 'file' && detailPath.report(id) === path,
    );
    if (!file) {
      navigate(path);
      return;
    }
    const [id, report] = file;
    if (downloading.current.has(id)) {
      notify.info(messages.general.fileDownloading);
      return;
    }
    downloading.current.add(id);
    notify.info(messages.general.fileDownloading);
    downloadServerReport(api, report)
      .catch(() => notify.error(messages.general.downloadFailed(report.name)))
      .finally(() => downloading.current.delete(id));
  };

  const onMenu = (entry: MenuEntry) => {
    if (entry.id === 'logout') {
      loggingOut.current = true;
      // Best effort: the token is revoked on the server; the session ends here whatever it answers.
      api.call('POST /api/logout').catch(() => undefined);
      send({ type: 'session.logout' });
      return;
    }
    if (entry.path) navigate(entry.path);
  };

  return (
    <Shell
      onHome={() => navigate(landingPath(roles))}
      topBar={
        <>
          <TopBarFinder userId={user.id} />
          <LazyCommandPalette />
          <EnvironmentBadge env={environment} />
        </>
      }
      sidebar={<Sidebar entries={menu} currentPath={location.pathname} onNavigate={onNavigate} />}
      userMenu={
        <UserMenu
          firstname={user.firstname}
          lastname={user.lastname}
          roleLabel={displayRole(user.roles)}
          entries={userMenu}
          onSelect={onMenu}
        />
      }
    >
      {access === 'not-found' ? <NotFoundState /> : <RouteOutlet />}
    </Shell>
  );
}
