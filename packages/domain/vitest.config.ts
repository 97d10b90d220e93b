import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    ...reporting('domain'),
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      thresholds: { lines: 95 },
    },
  },
});
