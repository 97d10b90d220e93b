import { matchRoute } from '@backoffice/domain';
import { LoadingState } from '@backoffice/ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { pendingScreen, SCREENS } from './registry';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per route module, created once so React keeps it across renders. */
function screenFor(routePath: string) {
  let screen = cache.get(routePath);
  if (!screen) {
    const load = SCREENS[routePath] ?? pendingScreen;
    screen = lazy(async () => ({ default: (await load()).Component }));
    cache.set(routePath, screen);
  }
  return screen;
}

/** Renders the screen of the matched domain route; the guard has already checked access. */
export function RouteOutlet() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const Screen = screenFor(match?.route.path ?? '');
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}
