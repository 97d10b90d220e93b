import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { NotDemoDataError, seedScale } from '../seed/scale';

/**
 * `npm run seed:scale -- --loans N` (DATABASE_URL set): a PostgreSQL database with N loans and
 * all that goes with them, with the demo seed's distributions (src/seed/scale/, docs/scale.md).
 * Replaces a demo database; refuses one with other data.
 */
const { values } = parseArgs({ options: { loans: { type: 'string' } }, strict: false });
const loans = Number(values.loans ?? process.env.SCALE_LOANS ?? 1_000_000);
const config = loadConfig();
if (config.production || process.env.NODE_ENV === 'production') {
  console.error('El seed de escala no se ejecuta en producción.');
  process.exit(1);
}
if (!config.databaseUrl) {
  console.error('El seed de escala es para PostgreSQL: define DATABASE_URL.');
  process.exit(1);
}
if (!Number.isSafeInteger(loans) || loans < 1 || loans > 9_999_999) {
  console.error('--loans debe ser un número entero entre 1 y 9.999.999.');
  process.exit(1);
}
const database = await openDatabase({ url: config.databaseUrl });
try {
  await database.migrate();
  const r = await seedScale(database.db, loans, (line) => console.log(`  ${line}`));
  console.log(
    `Datos de escala creados: ${r.loans} créditos, ${r.borrowers} prestatarios, ${r.affiliates} afiliados, ${r.investors} inversores, ${r.installments} cuotas, ${r.investments} inversiones en ${(r.ms / 1000).toFixed(1)} s.`,
  );
} catch (err) {
  if (!(err instanceof NotDemoDataError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
