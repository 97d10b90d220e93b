import { configDefaults, defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

/**
 * The API suite runs on a throwaway PostgreSQL cluster (the production database), every file; and
 * on PGlite (the embedded default) the files that exercise a path of their own per database: the
 * database layer and start-up, migrations, the exports' and listings' streaming, provider calls,
 * the seed, events, faults, row versions (triggers and row locks), plus the contract (every route
 * once) and the fuzz (every route with bad input). The rest is the same SQL through the same
 * Drizzle code, and running it twice cost about half the suite's time. `API_PGLITE=all` runs
 * every file on PGlite too.
 */
const PGLITE_FILES = [
  'config',
  'configuration',
  'contract',
  'databaseOutage',
  'dataDirLock',
  'events',
  'exportSheets',
  'flowsFaults',
  'fuzz',
  'listings',
  'listingsListExports',
  'migrations',
  'observability',
  'providerCaller',
  'recordVersions',
  'scaleReads',
  'seedAssignment',
  'serving',
];
/**
 * Files whose database is PGlite whatever the project (the data folder lock, the in-memory server
 * of the serving test) or that open none (configuration parsing): the PostgreSQL project leaves
 * them to the PGlite one rather than run the same thing twice.
 */
const ENGINE_FREE_FILES = ['config', 'dataDirLock', 'serving'];
/**
 * Files that need a module graph of their own on PostgreSQL: with a shared graph, listing reads
 * sometimes answer 500 (Ajv fails compiling the listing route's schema: a `required` list holds
 * `undefined`, so a shared schema was altered; freezing the contract did not stop it). Both files
 * seen involved seed in the test process (scaleReads the scale seed, seedInvariants the demo seed);
 * it was the victim or ran just before the victims (listings, tools), and in two of four full runs
 * it did not happen at all. Not yet traced to the code that alters the schema; until it is, these
 * files run isolated.
 */
const OWN_GRAPH_FILES = ['scaleReads', 'seedInvariants'];
/**
 * The demo seed is dated from the day it runs; the tests pin that day (templates built by the
 * global setups and the files' own seeds alike), so their fixed clocks agree with the data.
 */
process.env.SEED_TODAY ??= '2026-11-20';
/** The PostgreSQL projects' database: a throwaway cluster each (test/support/pgGlobalSetup.ts). */
const postgres = { env: { TEST_DB: 'postgres' }, globalSetup: ['test/support/pgGlobalSetup.ts'] };
const pgliteInclude =
  process.env.API_PGLITE === 'all' ? ['test/**/*.test.ts'] : PGLITE_FILES.map((f) => `test/${f}.test.ts`);

export default defineConfig({
  test: {
    ...reporting('api'),
    // Two files at a time whatever the cores (Vitest's default is cores - 1: one on 2 cores): a
    // file spends much of its time waiting on PostgreSQL or on its own server, so two overlap.
    // (Three timed out heavy tests while the stories ran beside them on 2 cores.)
    maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: pgliteInclude,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['test/support/pgliteGlobalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres-isolated',
          include: OWN_GRAPH_FILES.map((f) => `test/${f}.test.ts`),
          ...postgres,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['test/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...[...ENGINE_FREE_FILES, ...OWN_GRAPH_FILES].map((f) => `test/${f}.test.ts`),
          ],
          ...postgres,
          // One module graph per worker, not per file: importing the app for each file was about
          // half of this project's time. Each file still gets its own database and app.
          isolate: false,
        },
      },
    ],
  },
});
