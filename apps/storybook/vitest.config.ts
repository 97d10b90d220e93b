import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { reporting } from '../../vitest.shared.ts';

const reports = process.env.REPORTS_DIR ?? fileURLToPath(new URL('../../.reports', import.meta.url));
/** visual/<stories file>/<story id>.png: one committed baseline per story (visual.setup.ts names them). */
const baselineDir = fileURLToPath(new URL('./visual', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The matcher writes only where Vite may serve files: the repository and the reports folder. */
const server = () => ({ fs: { allow: [repoRoot, reports] } });
/** Where the gate test's deliberate failure leaves its pictures, apart from real failures. */
const gateDir = join(reports, 'visual', 'gate');

// Pre-bundled up front: discovering them mid-run makes Vite reload the browser tests, and every
// CI run is a first run.
const optimizeDeps = () => ({
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'styled-components',
    '@floating-ui/react',
    'xstate',
    '@xstate/react',
    'dayjs',
    'chartist',
  ],
});

/** A fresh object per project: Vitest and Storybook's plugin write into it. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // Room for the widest story viewport (1920 px) so the test frame is never scaled down and the
    // screenshots are taken at 1:1.
    contextOptions: { viewport: { width: 1920, height: 1200 }, deviceScaleFactor: 1 },
  }),
  instances: [{ browser: 'chromium' as const }],
  // Storybook's plugin turns file writes off unless asked: the screenshot matcher writes
  // baselines (with --update) and the pictures of a failure.
  api: { allowWrite: true },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Per-pixel colour tolerance absorbs anti-aliasing; a handful of stray pixels may differ,
      // a moved border or a shifted line of text (hundreds) may not.
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 16 },
      // A picture is taken once two captures in a row agree; on 2 busy cores (CI runs the API and
      // PostgreSQL beside Chromium) that can take longer than the default 5 s.
      timeout: 30_000,
      resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
        join(baselineDir, `${arg}${ext}`),
      // The actual picture and the diff of a failure land in the reports folder.
      resolveDiffPath: ({ arg, ext, testFileName }: { arg: string; ext: string; testFileName: string }) =>
        testFileName.startsWith('visual.gate.')
          ? join(gateDir, `${arg}${ext}`)
          : join(reports, 'visual', `${arg}${ext}`),
    },
  },
});

/**
 * Three projects, one report (`npm test` counts it as the storybook suite):
 * - storybook: every story as a test in Debian's Chromium (render, play, axe), then its picture
 *   compared with its baseline. `npm run test:visual -- --update` rewrites the baselines; with
 *   CI=true a missing baseline fails (and its picture goes to the reports folder).
 * - visual-gate: proves the comparison fails when a token moves by one pixel.
 * - storybook-node: checks of the files around Storybook (the Chromatic workflow, the docs pages).
 */
export default defineConfig({
  test: {
    ...reporting('storybook'),
    // Two stories files at a time whatever the cores (Vitest's default is cores - 1: one on 2
    // cores, which leaves a core idle while the browser and the runner wait on each other).
    maxWorkers: Number(process.env.STORYBOOK_TEST_WORKERS ?? 2),
    projects: [
      {
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        optimizeDeps: optimizeDeps(),
        server: server(),
        test: {
          name: 'storybook',
          setupFiles: ['./visual.setup.ts'],
          browser: browser(),
          // The stories files of a worker share one page and module graph instead of loading
          // React, the kit and Storybook's preview again for each file (a third of the suite's
          // time); every story still renders into a clean root, and its picture is its own.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        optimizeDeps: optimizeDeps(),
        server: server(),
        test: {
          name: 'visual-gate',
          include: ['visual.gate.test.tsx'],
          provide: { visualGateDir: gateDir },
          browser: browser(),
        },
      },
      {
        test: { name: 'storybook-node', environment: 'node', include: ['*.node.test.ts'] },
      },
    ],
  },
});
