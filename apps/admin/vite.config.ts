import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every text file of the build, once, so
 * the API sends them as they are (@fastify/static `preCompressed`) instead of compressing per
 * request. A sibling that would not be smaller is not written; the server then sends the file.
 */
function precompress(): Plugin {
  return {
    name: 'backoffice:precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.'));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const source = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * `npm run dev` serves the admin on 5173 and proxies /api to the API (API_PROXY_TARGET, default
 * http://127.0.0.1:8080). A build pointed at another API sets VITE_API_URL.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    // Built for error reports; the API does not serve them in production (NODE_ENV=production).
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Every browser of the es2022 target preloads modules natively; the polyfill is dead weight.
    modulePreload: { polyfill: false },
  },
});
