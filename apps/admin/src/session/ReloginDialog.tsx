import { ReloginModal } from '@backoffice/ui';
import { useSelector } from '@xstate/react';
import type { SessionActor } from './SessionProvider';

/** Issue 17: the session machine's `reauthenticating` state as the login modal over the page. */
export default function ReloginDialog({ actor }: { actor: SessionActor }) {
  const submitting = useSelector(actor, (s) => s.hasTag('reauthenticating') && s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const username = useSelector(actor, (s) => s.context.user?.username ?? s.context.username ?? '');
  return (
    <ReloginModal
      open
      username={username}
      submitting={submitting}
      error={error}
      onSubmit={(values) => actor.send({ type: 'session.login', ...values })}
      onGiveUp={() => actor.send({ type: 'session.giveUp' })}
    />
  );
}
