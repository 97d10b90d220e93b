import type { ResponseOf } from '@backoffice/domain/contract';
import type { ApiClient } from '../api/client';
import { useRouteRead } from '../resources/hooks';

/** GET /api/tools/reportsList (spec §7 "Shared"): the reports the caller may open, by id. */
export type ReportsList = ResponseOf<'GET /api/tools/reportsList'>;
/** One report: 'list' opens the generic report screen; 'file' downloads the server's .xlsx. */
export type ReportEntry = ReportsList[string];

/**
 * Who I am, my menu and my reports (GET /api/bootstrap): the session's login fills it in the cache
 * (session/sessionActors.ts), so the shell, the palette and the report screen read it without a
 * call after a login; false reads nothing.
 */
export function useBootstrap(read: boolean) {
  return useRouteRead('GET /api/bootstrap', read ? {} : null);
}

/** The reports the user may open, from the bootstrap answer. */
export function useReportsList(read: boolean) {
  const bootstrap = useBootstrap(read);
  return { ...bootstrap, data: bootstrap.data?.reports };
}

/** Saves a Blob under a file name, the way a browser download does. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A binary report: the server builds the .xlsx (exceljs streaming writer). */
export async function downloadServerReport(api: ApiClient, report: ReportEntry) {
  const [path = '', query = ''] = report['@url'].split('?');
  const params = new URLSearchParams(query);
  params.set('format', 'xlsx');
  const blob = await api.request<Blob>(`${path}?${params.toString()}`, { blob: true });
  saveBlob(blob, `${report.name}.xlsx`);
}
