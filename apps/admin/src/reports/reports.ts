import type { ResponseOf } from '@backoffice/domain/contract';
import type { ApiClient } from '../api/client';
import { useRouteRead } from '../resources/hooks';

/** GET /api/tools/reportsList (spec §7 "Shared"): the reports the caller may open, by id. */
export type ReportsList = ResponseOf<'GET /api/tools/reportsList'>;
/** One report: 'list' opens the generic report screen; 'file' downloads the server's .xlsx. */
export type ReportEntry = ReportsList[string];

/** The reports list's read (the menu, the palette and the report screen share it); false reads nothing. */
export function useReportsList(read: boolean) {
  return useRouteRead('GET /api/tools/reportsList', read ? {} : null);
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
