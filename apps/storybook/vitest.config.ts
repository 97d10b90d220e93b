import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { reporting } from '../../vitest.shared.ts';

/** Every story runs as a test (render, play function, axe) in Debian's Chromium. */
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  // Pre-bundled up front: discovering them mid-run makes Vite reload the browser tests, and every
  // CI run is a first run.
  optimizeDeps: {
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
    ],
  },
  test: {
    name: 'storybook',
    ...reporting('storybook'),
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
