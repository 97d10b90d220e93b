import { messages } from '@backoffice/domain/messages';
import { Button } from '#primitives/Button';
import { Banner } from '../Banner/Banner';

export interface RecordChangedNoticeProps {
  /** Who changed the record (their name; null when the write was nobody's, e.g. a process). */
  by: string | null;
  /**
   * The page has input the user has not saved: the record is not reloaded under it, and the notice
   * offers the reload instead.
   */
  onReload?: (() => void) | undefined;
  onDismiss?: (() => void) | undefined;
}

/** 'Modificado por {nombre} hace un momento': a colleague saved this record while it was open. */
export function RecordChangedNotice({ by, onReload, onDismiss }: RecordChangedNoticeProps) {
  const text = messages.live.modifiedBy(by || messages.live.someone);
  return (
    <Banner
      tone={onReload ? 'warning' : 'info'}
      message={onReload ? `${text}. ${messages.live.notShownWhileEditing}` : text}
      onDismiss={onDismiss}
    >
      {onReload ? (
        <Button size="sm" variant="secondary" onClick={onReload}>
          {messages.live.reload}
        </Button>
      ) : null}
    </Banner>
  );
}
