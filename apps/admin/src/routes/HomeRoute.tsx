import { menuFor } from '@backoffice/domain';
import { HomeScreen } from '@backoffice/ui/screens';
import { useSession } from '../session/SessionProvider';

/** /, /admin and /inicio: the greeting; a role whose menu is only its home is told it has no area. */
export function Component() {
  const { user } = useSession();
  const noAreas = user ? menuFor(user.roles).every((e) => e.id === 'welcome') : false;
  return <HomeScreen firstname={user?.firstname ?? ''} noAreas={noAreas} />;
}
