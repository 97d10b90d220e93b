import { matchRoute, messages } from '@backoffice/domain';
import { ReportListScreen, type ReportRow } from '@backoffice/ui/screens';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ApiError } from '../api/client';
import { useNotify } from '../notifications/NotificationsProvider';
import { useRecord } from '../resources';
import { keyOfIri } from '../resources/keys';
import { useApi } from '../session/SessionProvider';
import { downloadRows, downloadServerReport, REPORTS_LIST, type ReportsList } from './reports';

/**
 * /listados/reportList/{id} (spec §2 "Generic report screen"): the report is found in the reports
 * list by the route id, then its own data path is loaded. A file report (§2 "a binary file
 * download") opened by its address, by ctrl-click or on a refresh has no rows to show: it
 * downloads once and offers the download again (issue 12: its .xlsx was read as rows and crashed).
 */
export function Component() {
  const { pathname } = useLocation();
  const id = decodeURIComponent(matchRoute(pathname)?.params.id ?? '');
  const notify = useNotify();
  const api = useApi();
  // contract: GET /api/tools/reportsList
  const list = useRecord<ReportsList>(REPORTS_LIST);
  const report = list.data?.[id];
  const isFile = report?.kind === 'file';
  // The report's own link, as the reports list gives it.
  const rows = useRecord<ReportRow[]>(report && !isFile ? keyOfIri(report['@url']) : null);
  const [downloading, setDownloading] = useState(false);
  const started = useRef<string | null>(null);

  const failed =
    list.error ?? rows.error ?? (list.data && !report ? ({ status: 404 } as ApiError) : undefined);
  // Whatever the server answers, only an array is rows: anything else is an error, not a crash.
  const badRows = rows.data !== undefined && !Array.isArray(rows.data);
  const status = failed
    ? failed.status === 403
      ? 'forbidden'
      : 'error'
    : isFile
      ? 'file'
      : badRows
        ? 'error'
        : rows.data
          ? 'loaded'
          : 'loading';
  const title = report?.name ?? '';

  const download = async () => {
    if (!report) return;
    if (downloading) {
      notify.info(messages.general.fileDownloading);
      return;
    }
    setDownloading(true);
    notify.info(messages.general.fileDownloading);
    try {
      if (isFile) await downloadServerReport(api, report);
      else await downloadRows(rows.data ?? [], title);
    } catch {
      notify.error(messages.general.downloadFailed(title));
    } finally {
      setDownloading(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per file report opened.
  useEffect(() => {
    if (!isFile || started.current === id) return;
    started.current = id;
    void download();
  }, [isFile, id]);

  return (
    <ReportListScreen
      status={status}
      title={title}
      rows={Array.isArray(rows.data) ? rows.data : []}
      downloading={downloading}
      onDownload={download}
    />
  );
}
