/**
 * The upload reader (src/lib/xlsxRead.ts) against zip bombs: a 480 MB sheet (the longest string V8
 * builds; about 250:1) whose
 * zip headers declare its size, and the same with the sizes understated, timed and with the
 * process's peak RSS growth; and, for scale, a good 10,000-row workbook read to the end.
 * `npx tsx bench/uploadBomb.ts` writes bench/uploadBomb.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { xlsxWorksheets } from '../src/lib/xlsxRead';
import { craftedXlsx, sheetXml, understated } from '../test/support/xlsxFiles';
import { apiRoot, loadAverage, machine } from './harness';

const kb = (field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);

async function measure(file: Buffer) {
  global.gc?.();
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // The peak then includes what came before, which only overstates the growth.
  }
  const before = kb('VmRSS');
  const t0 = performance.now();
  let rows = 0;
  let outcome = 'read';
  try {
    for await (const sheet of xlsxWorksheets(file)) {
      for await (const _ of sheet) rows += 1;
      break;
    }
  } catch (err) {
    outcome = `refused (${(err as Error).name}: ${(err as Error).message})`;
  }
  return { ms: performance.now() - t0, growthMb: (kb('VmHWM') - before) / 1024, rows, outcome };
}

const row = (n: number) =>
  `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>F0000001</t></is></c><c r="B${n}" t="inlineStr"><is><t>LLAMADA</t></is></c><c r="C${n}" t="inlineStr"><is><t>19/11/2026</t></is></c></row>`;
const GB = 1024 * 1024 * 1024;
const sheet = sheetXml(Math.floor((0.45 * GB) / row(2).length), () => row(2));
const honest = await craftedXlsx(sheet);
const lying = understated(honest, 1000);
const wb = new ExcelJS.Workbook();
const ws = wb.addWorksheet('Acciones');
ws.addRow(['Crédito', 'Acción', 'Fecha', 'Importe', 'Observaciones']);
for (let i = 0; i < 10_000; i += 1) ws.addRow(['F0000001', 'LLAMADA', '19/11/2026', null, null]);
const good = Buffer.from(await wb.xlsx.writeBuffer());

const lines: string[] = [];
for (const [name, file] of [
  [`a bomb, sizes declared (${(sheet.length / GB).toFixed(2)} GB of sheet)`, honest],
  ['the same bomb, sizes understated (1,000 bytes declared)', lying],
  ['a good workbook of 10,000 rows, read to the end', good],
] as const) {
  const r = await measure(file);
  const line = `| ${name} | ${(file.length / 1048576).toFixed(2)} MB | ${Math.round(r.ms)} | ${r.growthMb.toFixed(1)} MB | ${r.rows.toLocaleString('en')} | ${r.outcome} |`;
  lines.push(line);
  console.log(line);
}
const report = [
  '# Upload reader against zip bombs',
  '',
  `Written by \`npx tsx bench/uploadBomb.ts\` on ${new Date().toISOString()}: ${machine()}, load average after the run ${loadAverage()}.`,
  'xlsxWorksheets (src/lib/xlsxRead.ts) in this process; RSS growth: VmHWM after minus VmRSS before. Before this reader, a 1.1 MB file inflating ~950:1 took 43 s and 792 MB, and a 7.4 MB one crashed the process.',
  '',
  '| file | size | ms | peak RSS growth | rows read | outcome |',
  '|---|---|---|---|---|---|',
  ...lines,
  '',
];
writeFileSync(join(apiRoot, 'bench', 'uploadBomb.md'), report.join('\n'));
console.log(report.join('\n'));
