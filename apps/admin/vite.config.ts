import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * `npm run dev` serves the admin on 5173 and proxies /api to the API (API_PROXY_TARGET, default
 * http://127.0.0.1:8080). A build pointed at another API sets VITE_API_URL.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
