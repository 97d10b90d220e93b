import { messages } from '@backoffice/domain';
import { useRef, useState } from 'react';
import { useNotify } from '../notifications/NotificationsProvider';
import { saveBlob } from '../reports/reports';
import { useApi } from '../session/SessionProvider';

/**
 * A server-streamed file download with its progress (issue 16): 'El fichero se esta descargando'
 * when it starts (and again if asked while it runs), the bytes received for the screen's progress,
 * the file saved at the end, or the Spanish failure. Shared by the listings and the lists' exports.
 */
export function useDownload() {
  const api = useApi();
  const notify = useNotify();
  const [bytes, setBytes] = useState<number | null>(null);
  const running = useRef(false);
  const download = async (path: string, fileName: string) => {
    notify.info(messages.general.fileDownloading);
    if (running.current) return;
    running.current = true;
    setBytes(0);
    try {
      saveBlob(await api.request<Blob>(path, { blob: true, onProgress: setBytes }), fileName);
    } catch {
      notify.error(messages.general.downloadFailed(fileName));
    } finally {
      running.current = false;
      setBytes(null);
    }
  };
  /** `{ bytes }` while a download runs, else null (the screens' `download` prop). */
  return { progress: bytes === null ? null : { bytes }, download };
}
