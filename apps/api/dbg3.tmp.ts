import { PassThrough } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './src/db/client';
import { writeXlsx } from './src/listings/xlsx';
import { xlsxWorksheets } from './src/lib/xlsxRead';
const N = Number(process.argv[2] ?? 1048577);
const database = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 't24b-')) });
const out = new PassThrough();
const chunks: Buffer[] = [];
out.on('data', (c) => chunks.push(c));
let t0 = performance.now();
const count = await writeXlsx(database.db, {
  title: 'Filas',
  columns: [{ key: 'n', label: 'Número', type: 'number' }, { key: 't', label: 'Texto', type: 'text' }],
  query: sql`select json_build_array(g, 'Fila ' || g) as cells from generate_series(1, ${N}::int) g order by g`,
  cells: (row) => row.cells as unknown as unknown[],
}, out);
const file = Buffer.concat(chunks);
console.log('wrote', count, file.length, Math.round(performance.now() - t0), 'ms');
t0 = performance.now();
const per: number[] = []; let last: unknown;
for await (const sheet of xlsxWorksheets(file, { maxInflated: Number.POSITIVE_INFINITY })) {
  let k = 0; for await (const row of sheet) { k++; last = row.values; } per.push(k);
}
console.log('read', per, last, Math.round(performance.now() - t0), 'ms');
await database.close();
