import { messages } from '@backoffice/domain';
import { ErrorState } from '@backoffice/ui';
import { useMemo } from 'react';
import { useRouteError } from 'react-router';
import { useApi } from '../session/SessionProvider';
import { reportError } from './reportError';

/** A screen that threw while rendering: logged, and shown with the id to quote (spec §8). */
export function RouteError() {
  const error = useRouteError();
  const api = useApi();
  const id = useMemo(() => reportError(api, error), [api, error]);
  return <ErrorState level={1} message={messages.general.unexpected(id)} />;
}
