import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

/**
 * The embeddable widgets' own build: plain TypeScript and CSS, no React and no UI kit, so a widget's
 * script stays a few kilobytes. The server serves it under /widget/ and the widget pages under
 * /frontgivingwidget/...; embed.js keeps a fixed name so published embed codes never change.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/widget/',
  plugins: [precompress()],
  build: {
    outDir: 'dist-widget',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: false,
    rollupOptions: {
      input: {
        widget: fileURLToPath(new URL('widget.html', import.meta.url)),
        embed: fileURLToPath(new URL('src/widgets/embed.ts', import.meta.url)),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});
