import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

/** End to end: playwright-core drives Debian's Chromium against the real API serving the built admin. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    ...reporting('e2e'),
  },
});
