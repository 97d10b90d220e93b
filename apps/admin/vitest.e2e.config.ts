import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

/**
 * The files that measure time (a screen shown within 1 s, an event seen within 1 s): they run on
 * their own after the rest, one at a time, so that nothing else on the machine skews them.
 */
const TIMED_FILES = ['investorDetail', 'live', 'myAffiliatesTiming'];
const timed = TIMED_FILES.map((f) => `e2e/${f}.e2e.test.ts`);

/** Files run at once by the first group; each worker has a server and database of its own. */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * End to end: playwright-core drives Debian's Chromium against the real API serving the built
 * admin. Two groups, one report: first every untimed file, `E2E_WORKERS` (2) at a time, each
 * worker against its own server (globalSetup starts one per worker, so no file sees another's
 * writes); then the timed files, one at a time against a server of their own.
 */
export default defineConfig({
  test: {
    ...reporting('e2e'),
    environment: 'node',
    globalSetup: ['e2e/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: timed,
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-timed',
          include: timed,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
