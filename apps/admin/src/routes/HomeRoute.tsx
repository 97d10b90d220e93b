import { HomeScreen } from '@backoffice/ui/screens';
import { useSession } from '../session/SessionProvider';

export function Component() {
  const { user } = useSession();
  return <HomeScreen firstname={user?.firstname ?? ''} />;
}
