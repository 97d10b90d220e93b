/** Hand-made .xlsx files for the upload tests and the upload benchmark (a row cap, zip bombs). */
import { EXCEL_ACTION_COLUMNS } from '@backoffice/domain/tools';
import { ZipFile } from 'yazl';

/**
 * A workbook of one sheet whose XML is `sheet` (header, rows and all), zipped as a spreadsheet
 * application would.
 */
export async function craftedXlsx(sheet: Buffer): Promise<Buffer> {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const pkg = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const zip = new ZipFile();
  const add = (name: string, xml: string) => zip.addBuffer(Buffer.from(xml), name);
  add(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  );
  add(
    '_rels/.rels',
    `<Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  add(
    'xl/workbook.xml',
    `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Acciones" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  add(
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  );
  zip.addBuffer(sheet, 'xl/worksheets/sheet1.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks);
  return file;
}

/** A sheet's XML: the template's header, then `rows` data rows of `row(n)` (n from 2), then `tail`. */
export function sheetXml(
  rows: number,
  row: (n: number) => string,
  tail = '</sheetData></worksheet>',
): Buffer {
  const cell = (ref: string, v: string) => `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`;
  const header = EXCEL_ACTION_COLUMNS.map((c, i) => cell(`${String.fromCharCode(65 + i)}1`, c)).join('');
  const parts = ['<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'];
  parts.push(`<row r="1">${header}</row>`);
  for (let n = 2; n < rows + 2; n += 1) parts.push(row(n));
  parts.push(tail);
  return Buffer.from(parts.join(''));
}

/** A copy of a craftedXlsx file whose sheet declares `size` inflated bytes in both zip headers (a crafted bomb). */
export function understated(crafted: Buffer, size: number): Buffer {
  const file = Buffer.from(crafted);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  // The local header (signature PK\3\4, size at +22) and the central directory record (PK\1\2, +24).
  for (let at = file.indexOf(name); at >= 0; at = file.indexOf(name, at + 1)) {
    if (file.readUInt32LE(at - 30) === 0x04034b50) file.writeUInt32LE(size, at - 30 + 22);
    if (file.readUInt32LE(at - 46) === 0x02014b50) file.writeUInt32LE(size, at - 46 + 24);
  }
  return file;
}
