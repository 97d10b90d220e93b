import { messages } from '@backoffice/domain/messages';
import { labels } from '#labels';
import type { StatusTone } from '#theme/tokens';
import { Area, Box, Dismiss, Text } from './Notification.styles';

export interface NotificationItem {
  id: string;
  tone: StatusTone;
  message: string;
  /** A server error id, appended to the text (spec §8). */
  errorId?: string | number | null;
}

export interface NotificationProps extends Omit<NotificationItem, 'id'> {
  onDismiss?: (() => void) | undefined;
}

/** One notification. Errors are alerts (announced at once); the rest are polite status messages. */
export function Notification({ tone, message, errorId, onDismiss }: NotificationProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <Box $tone={tone} role={urgent ? 'alert' : 'status'}>
      <Text>{messages.general.withErrorId(message, errorId)}</Text>
      {onDismiss ? (
        <Dismiss type="button" aria-label={labels.notifications.dismiss} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </Dismiss>
      ) : null}
    </Box>
  );
}

export interface NotificationAreaProps {
  items: readonly NotificationItem[];
  onDismiss: (id: string) => void;
}

/** The global notification area: every notification is dismissible. */
export function NotificationArea({ items, onDismiss }: NotificationAreaProps) {
  return (
    <Area aria-label={labels.notifications.region}>
      {items.map((n) => (
        <Notification
          key={n.id}
          tone={n.tone}
          message={n.message}
          errorId={n.errorId ?? null}
          onDismiss={() => onDismiss(n.id)}
        />
      ))}
    </Area>
  );
}
