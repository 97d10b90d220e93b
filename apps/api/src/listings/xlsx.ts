import { PassThrough, type Writable } from 'node:stream';
import { spreadsheetCell } from '@backoffice/domain';
import { type ListingColumn, SPREADSHEET_FORMAT } from '@backoffice/domain/listings';
import type { SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { eachQueryBatch, exportQuery, type Resolved, type Row } from './engine';
import { type SheetRow, writeSheet } from './xlsxStream';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A width in characters that fits the header and the usual values of the type. */
function widthOf(column: ListingColumn): number {
  const byType = { money: 14, percent: 10, date: 11, number: 10, code: 12, text: 24 } as const;
  return Math.min(40, Math.max(column.label.length + 2, byType[column.type]));
}

/** An attachment's Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** What a spreadsheet download is made of: its name, its typed columns and the ordered select. */
export interface SheetSource {
  /** The file's and the sheet's name. */
  readonly title: string;
  readonly columns: readonly ListingColumn[];
  /** An ordered select of every row (no limit): read through a cursor. */
  readonly query: SQL;
  /** A row of the select as the values of `columns`, in their order. */
  readonly cells: (row: Row) => SheetRow;
}

/**
 * A listing's download: its columns as one JSON array per row. PGlite decodes every field of
 * every row on its own (a copy and a UTF-8 decode each): one field per row instead of eight took
 * a 100,000-row export from 2.0 to 1.5 s of CPU.
 */
export const listingSheet = (r: Resolved): SheetSource => ({
  title: r.title,
  columns: r.def.columns,
  query: exportQuery(r),
  cells: (row) => row.cells as unknown as SheetRow,
});

/**
 * Writes a sheet into `out` as an .xlsx, a batch of rows at a time as the database cursor gives
 * them: a header row, then every row with numbers as numbers (money, percent and date formats on
 * their columns) and text through the domain's formula escaping. The next batch is fetched once
 * the response has taken the last one, so memory stays flat whatever the row count.
 */
export async function writeXlsx(
  db: Db,
  source: SheetSource,
  out: Writable,
  { sheetRows }: { sheetRows?: number } = {},
): Promise<number> {
  const sheetName = source.title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Listado';
  const { cells } = source;
  let count = 0;
  await writeSheet(
    out,
    {
      sheetName,
      columns: source.columns.map((c) => ({ label: c.label, type: c.type, width: widthOf(c) })),
      formats: SPREADSHEET_FORMAT,
      text: escapeFormula,
      ...(sheetRows ? { sheetRows } : {}),
    },
    async (emit) => {
      count = await eachQueryBatch(db, source.query, (rows) => emit(rows.map(cells)));
    },
  );
  return count;
}

/** The domain's formula escaping of a text cell. */
const escapeFormula = (s: string) => spreadsheetCell(s) as string;

/** Answers a request with a listing's .xlsx, streamed as it is written (no row cap). */
export const sendXlsx = (reply: FastifyReply, db: Db, r: Resolved) => sendSheet(reply, db, listingSheet(r));

/** Answers a request with a sheet's .xlsx, streamed as it is written (no row cap). */
export function sendSheet(reply: FastifyReply, db: Db, source: SheetSource) {
  const out = new PassThrough();
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(`${source.title}.xlsx`))
    .header('cache-control', 'no-store');
  // The client going away closes the response: the writer then stops and the cursor is released.
  reply.raw.once('close', () => {
    if (!out.writableFinished) out.destroy();
  });
  writeXlsx(db, source, out).catch((err: unknown) => {
    if (!out.destroyed) reply.log.error({ err }, 'listing export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply.send(out);
}
