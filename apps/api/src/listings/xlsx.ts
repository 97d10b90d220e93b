import { PassThrough, type Writable } from 'node:stream';
import { spreadsheetCell } from '@backoffice/domain';
import { type ListingColumn, SPREADSHEET_FORMAT } from '@backoffice/domain/listings';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { eachBatch, type Resolved, sheetValue } from './engine';
import { writeSheet } from './xlsxStream';

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

/**
 * Writes the listing into `out` as an .xlsx, a batch of rows at a time as the database cursor
 * gives them: a header row, then every row with numbers as numbers (money, percent and date
 * formats on their columns) and text through the domain's formula escaping. The next batch is
 * fetched once the response has taken the last one, so memory stays flat whatever the row count.
 */
export async function writeXlsx(db: Db, r: Resolved, out: Writable): Promise<number> {
  const columns = r.def.columns;
  const sheet = r.title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Listado';
  let count = 0;
  await writeSheet(
    out,
    sheet,
    columns.map((c) => ({ label: spreadsheetCell(c.label) as string, type: c.type, width: widthOf(c) })),
    SPREADSHEET_FORMAT,
    async (emit) => {
      count = await eachBatch(db, r, (rows) =>
        emit(
          rows.map((row) =>
            columns.map((c) => {
              const value = sheetValue(c.type, row[c.key] ?? null);
              return typeof value === 'string' ? spreadsheetCell(value) : value;
            }),
          ),
        ),
      );
    },
  );
  return count;
}

/** Answers a request with the listing's .xlsx, streamed as it is written (no row cap). */
export function sendXlsx(reply: FastifyReply, db: Db, r: Resolved) {
  const out = new PassThrough();
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(`${r.title}.xlsx`))
    .header('cache-control', 'no-store');
  // The client going away closes the response: the writer then stops and the cursor is released.
  reply.raw.once('close', () => {
    if (!out.writableFinished) out.destroy();
  });
  writeXlsx(db, r, out).catch((err: unknown) => {
    if (!out.destroyed) reply.log.error({ err }, 'listing export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply.send(out);
}
