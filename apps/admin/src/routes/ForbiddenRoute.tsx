import { Button, ForbiddenState } from '@backoffice/ui';
import { useNavigate } from 'react-router';

/** /prohibido: where a user lacking the route's role lands (spec §2). */
export function Component() {
  const navigate = useNavigate();
  return (
    <ForbiddenState
      action={
        <Button variant="secondary" onClick={() => navigate('/')}>
          Volver al inicio
        </Button>
      }
    />
  );
}
