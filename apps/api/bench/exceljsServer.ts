/**
 * The server of exportExceljs.ts: one listing written by our writer (`/ours`) or by exceljs's
 * streaming WorkbookWriter (`/exceljs`), both fed by the same database cursor, piped to the reply.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spreadsheetCell } from '@backoffice/domain';
import { type ColumnType, SPREADSHEET_FORMAT } from '@backoffice/domain/listings';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openDatabase } from '../src/db/client';
import { LISTINGS } from '../src/listings/catalogue';
import { eachQueryBatch, exportQuery, resolve } from '../src/listings/engine';
import { listingSheet, writeXlsx, XLSX_TYPE } from '../src/listings/xlsx';
import type { AuthUser } from '../src/plugins/auth';
import { LISTING } from './exportSeed';

const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR },
);
const def = LISTINGS.get(LISTING);
if (!def) throw new Error(`no listing ${LISTING}`);
const auth = { id: 0, username: 'bench', email: '', roles: ['ROLE_SUPER_ADMIN'], dataVersions: {} };

/** The same cell values as our writer's: numbers, dates, formula-escaped text. */
function value(type: ColumnType, v: unknown) {
  if (v === null || v === undefined) return null;
  if (type === 'money' || type === 'percent' || type === 'number') return Number(v);
  if (type === 'date' && typeof v === 'string') return new Date(`${v.slice(0, 10)}T00:00:00Z`);
  return spreadsheetCell(v);
}

const server = createServer((req, res) => {
  const r = resolve(def, {}, auth as unknown as AuthUser, Date.now());
  if (req.url === '/warm') {
    // As the server reads a listing's first page before its export: the database is warm.
    void database.db.execute(sql`select count(*) from (${exportQuery(r)}) w`).then(() => res.end('ok'));
    return;
  }
  res.writeHead(200, { 'content-type': XLSX_TYPE });
  const run = async () => {
    if (req.url !== '/exceljs') return void (await writeXlsx(database.db, listingSheet(r), res));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: res,
      useSharedStrings: false,
      useStyles: true,
    });
    const ws = wb.addWorksheet('Listado');
    ws.columns = def.columns.map((c) => ({
      header: c.label,
      key: c.key,
      width: 14,
      ...(SPREADSHEET_FORMAT[c.type] ? { style: { numFmt: SPREADSHEET_FORMAT[c.type] } } : {}),
    }));
    await eachQueryBatch(database.db, exportQuery(r), (rows) => {
      for (const row of rows) {
        const cells = row.cells as unknown as unknown[];
        ws.addRow(def.columns.map((c, i) => value(c.type, cells[i]))).commit();
      }
    });
    ws.commit();
    await wb.commit();
  };
  run().catch((err) => {
    console.error(err);
    res.destroy();
  });
});
server.listen(0, '127.0.0.1', () => {
  console.log(`Backoffice listo en http://127.0.0.1:${(server.address() as AddressInfo).port} (bench)`);
});
process.once('SIGTERM', () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
