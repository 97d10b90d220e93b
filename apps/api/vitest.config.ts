import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

/** The API suite runs twice: on in-memory PGlite and on a throwaway PostgreSQL cluster. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    ...reporting('api'),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api-pglite',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['test/support/pgliteGlobalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['test/support/pgGlobalSetup.ts'],
        },
      },
    ],
  },
});
