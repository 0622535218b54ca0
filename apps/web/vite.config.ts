import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';

/**
 * The web app is served by the API server from apps/web/dist in production; during development
 * Vite runs on 5173 and forwards /api to the API on 3000 so both share one origin for the browser.
 */
export default defineConfig({
  // The app's folder, whether Vite starts here (npm -w) or from the repository root with --config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      // Widget pages and the embed script come from the server's widget build (npm run build).
      '/frontgivingwidget': { target: 'http://localhost:3000', changeOrigin: false },
      '/widget/': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the chunk graph that scripts/check-size.mjs reads for the weight budget.
    manifest: true,
    // React, the router, Mantine and the sign-in screen land in the entry chunk (about 630 kB, 200 kB
    // gzipped, with what it preloads 250 kB); each area's screens are split by React.lazy.
    chunkSizeWarningLimit: 700,
  },
});
