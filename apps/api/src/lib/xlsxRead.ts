/**
 * An uploaded .xlsx read row by row with exceljs's public streaming reader
 * (`stream.xlsx.WorkbookReader`), its zip opened by yauzl first: the parts are taken through the
 * zip's central directory, refused past a fixed inflated size (a zip bomb), and handed to exceljs
 * as a new zip in the order the reader needs them (relations, workbook, shared strings, styles,
 * then the sheets in the workbook's order), stored, so nothing is compressed twice. The rows are
 * inflated only as the caller reads them: a caller that stops (a row cap) stops the inflating.
 *
 * Why not exceljs's reader on the upload as it is: its single pass over the zip (unzipper's Parse)
 * ends as soon as the parser reaches the end of the archive, and the parts still queued then are
 * dropped (exceljs#3064). A workbook exceljs writes stores its sheet before the shared strings
 * and `xl/workbook.xml` last, so while the sheet was being copied to a temporary file the parser
 * could run to the end and drop them: a good file was refused as not an xlsx, about 1 read in 75
 * on Node 24 and 1 in 15 on Node 20, more under load. In the reader's order each part is read as
 * it arrives and nothing is left queued.
 */

import { type Readable, Transform, type TransformCallback } from 'node:stream';
import ExcelJS from 'exceljs';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

/** The inflated bytes an upload's parts may add up to: far above a 10,000-row sheet (~3 MB). */
export const XLSX_MAX_INFLATED = 64 * 1024 * 1024;

/** The upload's parts inflate past the bound: refused before (declared sizes) or while inflating. */
export class XlsxTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the workbook inflates past ${limit} bytes`);
    this.name = 'XlsxTooLargeError';
  }
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
/** Without a shared-strings part exceljs copies each sheet to a temporary file: an empty one instead. */
const NO_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

const openZip = (content: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );

/** Every entry of the central directory by name (no part is inflated). */
const entriesOf = (zip: yauzl.ZipFile) =>
  new Promise<Map<string, yauzl.Entry>>((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });

const openPart = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))),
  );

/** Fails with XlsxTooLargeError once the bytes through all the counters of one upload pass `limit`. */
class InflatedBudget {
  #left: number;
  constructor(readonly limit: number) {
    this.#left = limit;
  }
  counter(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) => {
        this.#left -= chunk.length;
        done(this.#left < 0 ? new XlsxTooLargeError(this.limit) : null, chunk);
      },
    });
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The attributes of every element named `local` (any namespace prefix) of a small XML part. */
function elements(xml: string, local: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    if (tag.name === local || tag.name.endsWith(`:${local}`))
      found.push(tag.attributes as Record<string, string>);
  });
  parser.write(xml).close();
  return found;
}

/** The sheet parts in the workbook's order (its first sheet first), then any other sheet part. */
function sheetOrder(rels: string, workbook: string, names: Iterable<string>): string[] {
  const targets = new Map(
    elements(rels, 'Relationship').map((r) => [r.Id, `xl/${(r.Target ?? '').replace(/^\/?xl\//, '')}`]),
  );
  const ordered = elements(workbook, 'sheet')
    .map((s) => {
      const id = Object.entries(s).find(([k]) => k.endsWith(':id'))?.[1];
      return id === undefined ? undefined : targets.get(id);
    })
    .filter((n): n is string => n !== undefined && SHEET.test(n));
  const rest = [...names]
    .filter((n) => SHEET.test(n) && !ordered.includes(n))
    .sort((a, b) => Number(SHEET.exec(a)?.[1]) - Number(SHEET.exec(b)?.[1]));
  return [...new Set([...ordered, ...rest])];
}

/** A worksheet: its name, and its rows as exceljs reads them. */
export interface XlsxSheet extends AsyncIterable<ExcelJS.Row> {
  readonly name: string;
}

export interface XlsxReadOptions {
  /** The bound on the inflated bytes of all the parts (XLSX_MAX_INFLATED). */
  readonly maxInflated?: number;
}

/**
 * The worksheets of an .xlsx held in memory, in the workbook's order, each read row by row with
 * exceljs (cell values as exceljs gives them: numbers, strings, dates, rich text, formulas).
 * Throws XlsxTooLargeError when the parts inflate past the bound, and another Error when the
 * content is not a readable workbook. Leaving a loop early stops the inflating.
 */
export async function* xlsxWorksheets(
  content: Buffer,
  { maxInflated = XLSX_MAX_INFLATED }: XlsxReadOptions = {},
): AsyncGenerator<XlsxSheet> {
  const zip = await openZip(content);
  const entries = await entriesOf(zip);
  let declared = 0;
  for (const entry of entries.values()) declared += entry.uncompressedSize;
  if (declared > maxInflated) throw new XlsxTooLargeError(maxInflated);
  const budget = new InflatedBudget(maxInflated);
  const part = async (name: string) => {
    const entry = entries.get(name);
    if (!entry) return null;
    const raw = await openPart(zip, entry);
    const counted = budget.counter();
    raw.once('error', (err) => counted.destroy(err));
    counted.once('close', () => raw.destroy());
    return raw.pipe(counted);
  };
  const text = async (name: string) => {
    const stream = await part(name);
    return stream ? (await readAll(stream)).toString('utf8') : '';
  };

  // Any failure of a part (the bound, a bad deflate) ends the read: pipes do not carry errors to
  // exceljs, whose reader would otherwise wait for ever.
  let fail: (err: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failed.catch(() => {});
  const streamed: Readable[] = [];
  const out = new ZipFile();
  // Typed as the older NodeJS.ReadableStream; it is a stream.Readable (a PassThrough).
  const output = out.outputStream as Readable;
  const stored = { compress: false };
  try {
    const rels = await text(RELS);
    const workbook = await text(WORKBOOK);
    out.addBuffer(Buffer.from(rels), RELS, stored);
    out.addBuffer(Buffer.from(workbook), WORKBOOK, stored);
    const later = async (name: string, fallback?: string) => {
      const stream = await part(name);
      if (stream) {
        stream.once('error', fail);
        streamed.push(stream);
        out.addReadStream(stream, name, stored);
      } else if (fallback !== undefined) out.addBuffer(Buffer.from(fallback), name, stored);
    };
    await later(STRINGS, NO_STRINGS);
    await later(STYLES);
    for (const name of sheetOrder(rels, workbook, entries.keys())) await later(name);
    out.end();

    const reader = new ExcelJS.stream.xlsx.WorkbookReader(output, {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    const sheets = reader[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([sheets.next(), failed]);
      if (next.done) break;
      const sheet = next.value;
      yield {
        // Set by exceljs from the workbook (not in its type declarations).
        name: String((sheet as unknown as { name?: string }).name ?? ''),
        async *[Symbol.asyncIterator]() {
          const rows = sheet[Symbol.asyncIterator]();
          try {
            for (;;) {
              const row = await Promise.race([rows.next(), failed]);
              if (row.done) break;
              yield row.value;
            }
          } finally {
            await rows.return?.(undefined);
          }
        },
      };
    }
  } finally {
    for (const stream of streamed) stream.destroy();
    output.destroy();
    zip.close();
  }
}
