import { formatNumber, messages } from '@backoffice/domain';
import styled from 'styled-components';
import { screenLabels } from '../screens/labels';

const L = screenLabels.listings;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.semantic.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  progress {
    width: 12rem;
  }
`;

const megabytes = (bytes: number) => `${formatNumber(bytes / 1_048_576, 1)} MB`;

/** A download in progress: the bytes received so far (the size is not known before the end). */
export interface DownloadState {
  readonly bytes: number;
}

/**
 * A server-streamed download while it runs (issue 16): 'El fichero se esta descargando', an
 * indeterminate bar and the bytes received. Shared by the listings and the lists' exports.
 */
export function DownloadProgress({ download }: { download: DownloadState | null | undefined }) {
  return download ? (
    <Progress role="status">
      <span>{messages.general.fileDownloading}</span>
      <progress aria-label={L.downloadProgress} />
      <span>{L.received(megabytes(download.bytes))}</span>
    </Progress>
  ) : null;
}
