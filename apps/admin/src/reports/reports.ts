import type { ApiClient } from '../api/client';
import { readKey } from '../resources/keys';

/** An entry of GET /api/tools/reportsList (a map by id): spec §7 "Shared". */
export interface ReportEntry {
  name: string;
  '@url': string;
  /** 'list' opens the generic report screen; 'file' downloads the server's .xlsx. */
  kind?: 'list' | 'file';
  roles?: string[];
}

export type ReportsList = Record<string, ReportEntry>;

/** The reports list's read (the menu, the palette and the report screen share it). */
export const REPORTS_LIST = readKey('GET /api/tools/reportsList');

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
