import { landingPath } from '@backoffice/domain';
import { Button, ForbiddenState } from '@backoffice/ui';
import { useNavigate } from 'react-router';
import { useSession } from '../session/SessionProvider';

/**
 * /prohibido: where a user lacking the route's role lands (spec §2), inside the shell so the menu
 * and 'Salir' stay at hand. 'Volver al inicio' goes to the user's own landing page, never back
 * to a home the role may not open (issue 12).
 */
export function Component() {
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <ForbiddenState
      action={
        <Button variant="secondary" onClick={() => navigate(landingPath(user?.roles ?? null))}>
          Volver al inicio
        </Button>
      }
    />
  );
}
