import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoOnce } from '../seed/index';

/** `npm run seed`: applies migrations and seeds the demo data if this database has none yet. */
const config = loadConfig();
if (config.production) {
  console.error('El seed de demostración no se ejecuta en producción.');
  process.exit(1);
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const seeded = await seedDemoOnce(database.db);
console.log(
  seeded ? 'Datos de demostración creados.' : 'La base de datos ya tenía los datos de demostración.',
);
await database.close();
