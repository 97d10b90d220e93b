import { messages } from '@backoffice/domain/messages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { labels } from '#labels';
import { Button, type ButtonSize, type ButtonVariant } from '#primitives/Button';
import { Icon } from '../../internal/icons';
import { Message, Root } from './FileDownload.styles';

export interface FileDownloadProps {
  /** The file's name, as the failure message quotes it. */
  name: string;
  /** Fetches and saves the file; a rejection is a failed download. */
  download: () => Promise<unknown>;
  /** The caption; 'Descargar' by default. */
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Also told of the failure message (e.g. to post it to the notification area). */
  onError?: (message: string) => void;
}

/**
 * A download button (spec §8): while the file downloads it says 'El fichero se esta descargando'
 * and cannot be pressed again; if the download fails it shows 'Se ha producido un error al
 * descargar el fichero {name}'.
 */
export function FileDownload({
  name,
  download,
  children = labels.actions.download,
  variant = 'secondary',
  size = 'md',
  onError,
}: FileDownloadProps) {
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const run = async () => {
    setState('downloading');
    try {
      await download();
      if (mounted.current) setState('idle');
    } catch {
      const message = messages.general.downloadFailed(name);
      onError?.(message);
      if (mounted.current) setState('failed');
    }
  };

  return (
    <Root>
      <Button variant={variant} size={size} busy={state === 'downloading'} onClick={() => void run()}>
        {state === 'downloading' ? null : <Icon name="download" />}
        {children}
      </Button>
      {state === 'downloading' ? (
        // Spec §8 calls it an alert: said at once, since the user just pressed the button.
        <Message role="alert" $tone="info">
          {messages.general.fileDownloading}
        </Message>
      ) : null}
      {state === 'failed' ? (
        <Message role="alert" $tone="danger">
          {messages.general.downloadFailed(name)}
        </Message>
      ) : null}
    </Root>
  );
}
