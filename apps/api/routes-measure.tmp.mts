import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { xlsxWorksheets } from './src/lib/xlsxRead.ts';
const wb = new ExcelJS.Workbook();
const ws = wb.addWorksheet('Acciones');
ws.addRow(['Crédito', 'Acción', 'Fecha', 'Importe', 'Observaciones']);
ws.addRow(['F0000012', 'LLAMADA', '23/11/2026', null, null]);
const content = Buffer.from(await wb.xlsx.writeBuffer());
const N = Number(process.argv[2] ?? 500);
for (const [name, open] of [
  ['exceljs WorkbookReader', () => new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(content), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' })],
  ['xlsxWorksheets', () => xlsxWorksheets(content)],
] as const) {
  const counts: Record<string, number> = {};
  for (let i = 0; i < N; i++) {
    let k = 'ok';
    try {
      const got: unknown[][] = [];
      for await (const sheet of open()) { for await (const row of sheet) got.push((row.values as unknown[]).slice(1)); break; }
      if (got.length !== 2 || got[0]![0] !== 'Crédito' || got[1]![1] !== 'LLAMADA') k = `wrong ${JSON.stringify(got)}`;
    } catch (e) { k = `throws: ${(e as Error).message}`; }
    counts[k] = (counts[k] ?? 0) + 1;
  }
  console.log(process.version, name, N, counts);
}
