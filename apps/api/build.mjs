// Bundles the API into dist/main.js: workspace packages are inlined, npm dependencies stay external.
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
  target: 'node24',
  sourcemap: true,
  external: [...external, 'fastify-plugin'],
  logLevel: 'warning',
});
