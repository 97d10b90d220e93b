/**
 * An uploaded .xlsx read with exceljs's streaming worksheet reader, its parts taken through the
 * zip's central directory in the order the reader needs them (relations, workbook, shared strings,
 * styles, then the sheets).
 *
 * Why not exceljs's own `WorkbookReader(stream)`: its single pass over the zip (unzipper's Parse)
 * ends as soon as the parser reaches the end of the archive, and the parts still queued then are
 * dropped (exceljs#3064). A workbook exceljs writes stores its sheet before the shared strings
 * and `xl/workbook.xml` last, so while the sheet was being copied to a temporary file the parser
 * could run to the end and drop them: the reader threw ("reading 'sheets'") and a good file was
 * refused as not an xlsx, about 1 read in 75 on Node 24 and 1 in 15 on Node 20, more under load.
 */

import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';

interface ZipPart {
  method: number;
  compressedSize: number;
  localHeader: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The parts of a zip by name, from its central directory; throws on anything malformed. */
function centralDirectory(zip: Buffer): Map<string, ZipPart> {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1)
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  if (end < 0) throw new Error('zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  const parts = new Map<string, ZipPart>();
  for (let k = 0; k < count; k += 1) {
    if (zip.readUInt32LE(p) !== CENTRAL) throw new Error('zip: bad central directory');
    const nameLength = zip.readUInt16LE(p + 28);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    parts.set(name, {
      method: zip.readUInt16LE(p + 10),
      compressedSize: zip.readUInt32LE(p + 20),
      localHeader: zip.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return parts;
}

/** One part's content as a stream (stored or deflated). */
function partStream(zip: Buffer, part: ZipPart): Readable {
  const h = part.localHeader;
  if (zip.readUInt32LE(h) !== LOCAL) throw new Error('zip: bad local header');
  const start = h + 30 + zip.readUInt16LE(h + 26) + zip.readUInt16LE(h + 28);
  if (start + part.compressedSize > zip.length) throw new Error('zip: part past the end');
  const data = Readable.from([zip.subarray(start, start + part.compressedSize)]);
  if (part.method === 0) return data;
  if (part.method === 8) return data.pipe(createInflateRaw());
  throw new Error(`zip: compression method ${part.method}`);
}

/** The parse steps of exceljs's WorkbookReader (exceljs 4.4, lib/stream/xlsx/workbook-reader.js). */
interface ReaderSteps {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): Generator<unknown>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

class CentralDirectoryReader extends ExcelJS.stream.xlsx.WorkbookReader {
  readonly #zip: Buffer;
  readonly #parts: Map<string, ZipPart>;

  constructor(zip: Buffer, options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>) {
    super(Readable.from([]), options);
    this.#zip = zip;
    this.#parts = centralDirectory(zip);
  }

  override async *parse(): AsyncGenerator<unknown> {
    const steps = this as unknown as ReaderSteps;
    const open = (name: string) => {
      const part = this.#parts.get(name);
      return part ? partStream(this.#zip, part) : null;
    };
    const rels = open('xl/_rels/workbook.xml.rels');
    if (rels) await steps._parseRels(rels);
    const workbook = open('xl/workbook.xml');
    if (workbook) await steps._parseWorkbook(workbook);
    const strings = open('xl/sharedStrings.xml');
    if (strings) yield* steps._parseSharedStrings(strings);
    const styles = open('xl/styles.xml');
    if (styles) await steps._parseStyles(styles);
    // The sheets in the workbook's order (its first sheet first), then any other sheet part.
    const byRel = new Map(
      (steps.workbookRels ?? []).map((r) => [r.Id, `xl/${r.Target.replace(/^\/?xl\//, '')}`]),
    );
    const ordered = (steps.model?.sheets ?? []).map((s) => byRel.get(s.rId)).filter((n) => n !== undefined);
    const rest = [...this.#parts.keys()]
      .filter((n) => SHEET.test(n) && !ordered.includes(n))
      .sort((a, b) => Number(SHEET.exec(a)?.[1]) - Number(SHEET.exec(b)?.[1]));
    for (const name of [...ordered, ...rest]) {
      const sheetNo = SHEET.exec(name)?.[1];
      const sheet = open(name);
      if (sheetNo && sheet) yield* steps._parseWorksheet(sheet, sheetNo);
    }
  }
}

/**
 * The worksheets of an .xlsx held in memory, in the workbook's order, each read row by row.
 * Throws (an Error, not an HttpError) when the content is not a readable zip.
 */
export function xlsxWorksheets(
  content: Buffer,
  options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions> = {},
): AsyncIterable<ExcelJS.stream.xlsx.WorksheetReader> {
  return new CentralDirectoryReader(content, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
    ...options,
  });
}
