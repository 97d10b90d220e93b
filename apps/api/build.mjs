// Bundles the API into dist/main.js: workspace packages are inlined, npm dependencies stay external.
// Split into chunks, so that a module the server imports with `import()` (the .xlsx reader, which
// brings exceljs) is loaded on first use rather than at start.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@backoffice/'));

await build({
  entryPoints: ['src/main.ts', 'src/cli/seed.ts', 'src/cli/createAdmin.ts', 'src/cli/migrate.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node24',
  sourcemap: true,
  external: [...external, 'fastify-plugin'],
  logLevel: 'warning',
});
