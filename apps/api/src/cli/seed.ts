import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoOnce, seedSizeFrom } from '../seed/index';

/**
 * `npm run seed [-- --size=small|default|large]` (or SEED_SIZE): applies migrations and seeds the
 * demo data if this database has none yet. Deterministic: the same size gives the same rows.
 */
const { values } = parseArgs({ options: { size: { type: 'string' } }, strict: false });
const config = loadConfig();
if (config.production || process.env.NODE_ENV === 'production') {
  console.error('El seed de demostración no se ejecuta en producción.');
  process.exit(1);
}
const size = seedSizeFrom(typeof values.size === 'string' ? values.size : process.env.SEED_SIZE);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const seeded = await seedDemoOnce(database.db, size);
console.log(
  seeded
    ? `Datos de demostración creados (${size}): ${seeded.affiliates} afiliados, ${seeded.loans} créditos, ${seeded.installments} cuotas, ${seeded.investors} inversores, ${seeded.investments} inversiones en ${(seeded.ms / 1000).toFixed(1)} s.`
    : 'La base de datos ya tenía los datos de demostración.',
);
await database.close();
