import { matchRoute, messages } from '@backoffice/domain';
import { ReportListScreen, type ReportRow } from '@backoffice/ui/screens';
import { useState } from 'react';
import { useLocation } from 'react-router';
import useSWR from 'swr';
import type { ApiError } from '../api/client';
import { useNotify } from '../notifications/NotificationsProvider';
import { downloadRows, REPORTS_LIST, type ReportsList } from './reports';

/**
 * /listados/reportList/{id} (spec §2 "Generic report screen"): the report is found in the reports
 * list by the route id, then its own data path is loaded.
 */
export function Component() {
  const { pathname } = useLocation();
  const id = decodeURIComponent(matchRoute(pathname)?.params.id ?? '');
  const notify = useNotify();
  const list = useSWR<ReportsList, ApiError>(REPORTS_LIST);
  const report = list.data?.[id];
  const rows = useSWR<ReportRow[], ApiError>(report ? report['@url'] : null);
  const [downloading, setDownloading] = useState(false);

  const failed =
    list.error ?? rows.error ?? (list.data && !report ? ({ status: 404 } as ApiError) : undefined);
  const status = failed ? (failed.status === 403 ? 'forbidden' : 'error') : rows.data ? 'loaded' : 'loading';
  const title = report?.name ?? '';

  const download = async () => {
    if (downloading) {
      notify.info(messages.general.fileDownloading);
      return;
    }
    setDownloading(true);
    try {
      await downloadRows(rows.data ?? [], title);
    } catch {
      notify.error(messages.general.downloadFailed(title));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ReportListScreen
      status={status}
      title={title}
      rows={rows.data ?? []}
      downloading={downloading}
      onDownload={download}
    />
  );
}
