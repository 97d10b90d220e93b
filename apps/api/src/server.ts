import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { drainAndClose } from './lib/shutdown';
import { syncReports } from './reports/sync';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, EXTRA_DEMO_ACCOUNTS } from './seed/demoUsers';
import { seedDemoOnce, seedSizeFrom } from './seed/index';

const started = performance.now();

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  if (config.migrateOnStart) {
    await database.migrate();
    await syncReports(database.db);
  }
  const seeded = config.seedDemo
    ? await seedDemoOnce(database.db, seedSizeFrom(process.env.SEED_SIZE))
    : false;
  const app = await buildApp({
    db: database.db,
    jwtSecret: config.jwtSecret,
    adminDist: config.adminDist,
    logger: config.log,
    poolStats: database.poolStats,
    listen: database.listen,
    metricsToken: config.metricsToken,
    trustProxy: config.trustProxy,
    readCache: config.readCache,
    production: config.productionServing,
    corsOrigins: config.corsOrigins,
    failingProviders: config.failingProviders,
    fourEyes: config.fourEyes,
    reconcileMoneyEveryMs: 60_000,
  });
  // SIGTERM/SIGINT: drain and close gracefully; past the grace period (or on a second signal)
  // the process exits anyway.
  closeWithGrace({ delay: config.shutdownDelayMs + 25_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info({ signal }, 'stopping: draining');
    await drainAndClose(app, { delayMs: config.shutdownDelayMs, afterClose: () => database.close() });
  });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  const ms = Math.round(performance.now() - started);
  const lines = [
    `Backoffice listo en ${url} (${database.kind}, ${ms} ms${seeded ? ', datos demo creados' : ''})`,
  ];
  if (config.seedDemo) {
    lines.push(`Usuarios demo (contraseña ${DEMO_PASSWORD}):`);
    for (const a of [...DEMO_ACCOUNTS, ...EXTRA_DEMO_ACCOUNTS])
      lines.push(`  ${a.email.padEnd(30)} ${a.role}`);
  }
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`Configuración no válida: ${err.message}`);
  } else if (err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
