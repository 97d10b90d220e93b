import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

/** Unit tests of the app's own glue (API client, cookies, redirects). */
export default defineConfig({
  test: {
    name: 'admin',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    ...reporting('admin'),
  },
});
