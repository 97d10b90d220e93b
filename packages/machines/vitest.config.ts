import { defineConfig } from 'vitest/config';
import { reporting } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    name: 'machines',
    include: ['src/**/*.test.ts'],
    ...reporting('machines'),
  },
});
