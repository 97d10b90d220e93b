import { messages } from '@backoffice/domain';
import { useEffect } from 'react';
import { useNotify } from '../notifications/NotificationsProvider';
import { useApi } from '../session/SessionProvider';
import { reportError } from './reportError';

/** Unhandled client errors are logged on the server and shown with their id (spec §8). */
export function UnhandledErrors() {
  const api = useApi();
  const notify = useNotify();
  useEffect(() => {
    const onError = (e: ErrorEvent) =>
      notify.error(messages.general.unexpected(reportError(api, e.error ?? e.message)));
    const onRejection = (e: PromiseRejectionEvent) => {
      // A failed call already produced its own notification (or none, for status 0 and 401).
      if (e.reason && typeof e.reason === 'object' && 'status' in e.reason) return;
      notify.error(messages.general.unexpected(reportError(api, e.reason)));
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [api, notify]);
  return null;
}
