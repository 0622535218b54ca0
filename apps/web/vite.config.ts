import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';
import { shellChunkName } from './vite-shell-chunk';
import { scrollAreaRefs } from './vite-scroll-area-refs';
import { firstScreenPreload, type FirstScreen } from './vite-first-screen-preload';
import { fontPreload } from './vite-font-preload';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The screens visitors most often open first, with what their first paint waits for beyond the entry
 * (vite-first-screen-preload.ts). A visitor sees the catalogue in the public layout, which the entry holds.
 */
const catalogueScreen = (page: string) => ['src/features/catalogue/index.ts', `src/features/catalogue/routes/${page}`];
const FIRST_SCREENS: FirstScreen[] = [
  { pattern: /^\/login\/?$/, modules: ['src/features/auth/routes/login-page.tsx'] },
  { pattern: /^\/view-all-projects\/?$/, modules: catalogueScreen('view-all-projects-page.tsx') },
  { pattern: /^\/(projectdetail|bundledetail)\/[^/]+\/?$/, modules: catalogueScreen('project-detail-page.tsx') },
  // The public site's pages (their texts come with the HTML: apps/server/src/plugins/web-app.ts).
  { pattern: /^\/(how-it-works|community|about|help|blog|terms|privacy)\/?$/, modules: ['src/features/info/routes/info-pages.tsx'] },
  { pattern: /^\/causes\/?$/, modules: ['src/features/info/routes/causes-page.tsx'] },
  { pattern: /^\/members\/?$/, modules: ['src/features/profiles/index.ts', 'src/features/profiles/routes/business-listing-page.tsx'] },
  { pattern: /^\/welcome\/?$/, modules: ['src/features/info/routes/welcome-page.tsx'] },
];

/**
 * The web app is served by the API server from apps/web/dist in production; during development
 * Vite runs on 5173 and forwards /api to the API on 3000 so both share one origin for the browser.
 */
export default defineConfig({
  // The app's folder, whether Vite starts here (npm -w) or from the repository root with --config.
  root,
  plugins: [
    react(),
    scrollAreaRefs(),
    firstScreenPreload(root, FIRST_SCREENS),
    fontPreload([/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/, /^assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/]),
    precompress(),
  ],
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
    // The entry (main.tsx, the root shell, the public layout, not-found) and the `shell` chunk of the libraries
    // every screen runs on (vite-shell-chunk.ts: React, the router, TanStack Query, Mantine's core) are what a
    // first paint waits for: about 500 kB, 154 kB gzipped. Every screen, sign-in included, is its own chunk
    // loaded on demand (main.tsx starts the first one at once); zod, the forms library, the toasts, the header's
    // menus and drawer, the chart and the map load only with the screens or parts that use them.
    chunkSizeWarningLimit: 700,
    // The route tables import() every screen, and by default each import() carries the list of the JavaScript that
    // screen needs, so it can be fetched in parallel: with some 150 screens those lists were 10 kB of the entry.
    // Only stylesheets stay listed (a screen must not paint without its styles); the browser fetches a screen's
    // JavaScript imports as soon as the screen's own chunk arrives, and main.tsx still starts the first screen early.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: shellChunkName }] } },
    },
  },
});
