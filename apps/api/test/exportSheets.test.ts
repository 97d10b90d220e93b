/**
 * Excel's limit in the streamed exports: a sheet holds 1,048,576 rows (the header and 1,048,575
 * data rows), and the rows past it go on in the next sheet, header and all. The rows come from a
 * generate_series select through the exports' own path (the database cursor and the writer), or,
 * for the full-size file on PGlite, where a million rows through the cursor take a minute, straight
 * into the writer.
 */
import { PassThrough } from 'node:stream';
import type { ListingColumn } from '@backoffice/domain/listings';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { type SheetSource, writeXlsx } from '../src/listings/xlsx';
import { SHEET_MAX_ROWS, type SheetRow, writeSheet } from '../src/listings/xlsxStream';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
});
afterAll(() => t.close());

const COLUMNS: readonly ListingColumn[] = [
  { key: 'n', label: 'Número', type: 'number' },
  { key: 'texto', label: 'Texto', type: 'text' },
];
const TITLE = 'Una hoja de Excel no basta para esto';

/** `rows` rows [n, 'Fila n'] from generate_series, in order. */
const seriesSheet = (rows: number): SheetSource => ({
  title: TITLE,
  columns: COLUMNS,
  query: sql`select json_build_array(g, 'Fila ' || g) as cells from generate_series(1, ${rows}::int) g order by g`,
  cells: (row) => row.cells as unknown as SheetRow,
});

/** What a writer puts into a stream, as one buffer. */
async function collect(write: (out: PassThrough) => Promise<unknown>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await write(out);
  return Buffer.concat(chunks);
}

/**
 * Each sheet part read with yauzl in one pass (exceljs takes minutes over a million rows; the
 * first test reads a workbook of several sheets with exceljs): its number of rows, and the values
 * of its first three rows and of its last one.
 */
async function sheetParts(file: Buffer) {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(file, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const rowsOf = (xml: string) =>
    [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map(([, cells]) =>
      [...(cells ?? '').matchAll(/<c [^>]*>(?:<v>([^<]*)<\/v>|<is><t>([^<]*)<\/t><\/is>)<\/c>/g)].map(
        ([, v, t]) => (v === undefined ? t : Number(v)),
      ),
    );
  const parts: Record<string, { rows: number; first: unknown[][]; last: unknown[] }> = {};
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.startsWith('xl/worksheets/')) return zip.readEntry();
      zip.openReadStream(entry, async (err, stream) => {
        if (err) return reject(err);
        let rows = 0;
        let head = '';
        let tail = '';
        for await (const chunk of stream) {
          const piece = (chunk as Buffer).toString('latin1');
          // The last 4 characters of the previous chunk hold a tag cut in two, never a whole one.
          const text = tail.slice(-4) + piece;
          for (let at = text.indexOf('<row '); at >= 0; at = text.indexOf('<row ', at + 1)) rows += 1;
          if (head.length < 65_536) head += piece;
          tail = (tail + piece).slice(-65_536);
        }
        const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');
        parts[entry.fileName] = {
          rows,
          first: rowsOf(utf8(head)).slice(0, 3),
          last: rowsOf(utf8(tail)).at(-1) ?? [],
        };
        zip.readEntry();
      });
    });
    zip.once('end', () => resolve());
    zip.once('error', reject);
    zip.readEntry();
  });
  return parts;
}

/** A small part's text. */
async function partText(file: Buffer, name: string): Promise<string> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(file, { lazyEntries: false }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName !== name) return;
      zip.openReadStream(entry, async (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        resolve(Buffer.concat(chunks).toString('utf8'));
      });
    });
    zip.once('error', reject);
  });
}

describe('a sheet past its rows goes on in the next one', () => {
  it('through the database cursor: every sheet has the header, the rows follow on in order', async () => {
    const file = await collect((out) =>
      writeXlsx(t.database.db, seriesSheet(2_501), out, { sheetRows: 1_001 }),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    expect(wb.worksheets.map((ws) => ws.name)).toEqual([
      'Una hoja de Excel no basta para',
      'Una hoja de Excel no basta (2)',
      'Una hoja de Excel no basta (3)',
    ]);
    const numbers: unknown[] = [];
    for (const ws of wb.worksheets) {
      expect(ws.getRow(1).values).toEqual([undefined, 'Número', 'Texto']);
      ws.eachRow((row, n) => {
        if (n > 1) numbers.push(row.getCell(1).value, row.getCell(2).value);
      });
    }
    expect(wb.worksheets.map((ws) => ws.actualRowCount)).toEqual([1_001, 1_001, 502]);
    expect(numbers).toEqual(Array.from({ length: 2_501 }, (_, i) => [i + 1, `Fila ${i + 1}`]).flat());
  });

  it("1,048,577 rows: Excel's 1,048,575 data rows in the first sheet, the last 2 in a second", async () => {
    const rows = SHEET_MAX_ROWS + 1;
    const file =
      t.database.kind === 'pglite'
        ? await collect((out) =>
            writeSheet(
              out,
              {
                sheetName: TITLE,
                columns: COLUMNS.map((c) => ({ ...c, width: 10 })),
                formats: {
                  text: '@',
                  code: '@',
                  money: '0.00',
                  percent: '0.00',
                  date: 'd/mm/yyyy',
                  number: '0',
                },
                text: (s) => s,
              },
              async (emit) => {
                for (let n = 1; n <= rows; n += 10_000) {
                  const end = Math.min(rows, n + 9_999);
                  await emit(Array.from({ length: end - n + 1 }, (_, i) => [n + i, `Fila ${n + i}`]));
                }
              },
            ),
          )
        : await collect((out) => writeXlsx(t.database.db, seriesSheet(rows), out));
    const header = ['Número', 'Texto'];
    expect(await sheetParts(file)).toEqual({
      'xl/worksheets/sheet1.xml': {
        rows: SHEET_MAX_ROWS,
        first: [header, [1, 'Fila 1'], [2, 'Fila 2']],
        last: [1_048_575, 'Fila 1048575'],
      },
      'xl/worksheets/sheet2.xml': {
        rows: 3,
        first: [header, [1_048_576, 'Fila 1048576'], [1_048_577, 'Fila 1048577']],
        last: [1_048_577, 'Fila 1048577'],
      },
    });
    const names = /<sheets>(.*)<\/sheets>/.exec(await partText(file, 'xl/workbook.xml'))?.[1];
    expect([...(names ?? '').matchAll(/name="([^"]*)"/g)].map(([, n]) => n)).toEqual([
      'Una hoja de Excel no basta para',
      'Una hoja de Excel no basta (2)',
    ]);
  }, 600_000);
});
