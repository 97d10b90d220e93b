import { routeTitle } from '@backoffice/domain';
import { UnderConstructionState } from '@backoffice/ui';
import { useLocation } from 'react-router';

/** A route of the spec whose screen a later issue builds: an honest state, never fake data. */
export function Component() {
  const { pathname } = useLocation();
  return <UnderConstructionState title={routeTitle(pathname)} />;
}
