import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { syncReports } from '../reports/sync';

/**
 * `node dist/cli/migrate.js`: applies the migrations (and the report catalogue) and exits, so a
 * deployment runs them once before the replicas start with MIGRATE_ON_START=false.
 */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await syncReports(database.db);
  console.log(`Migraciones aplicadas (${database.kind}).`);
} finally {
  await database.close();
}
