import path from 'node:path';
import type { Plugin } from 'vite';

/** A screen a visitor often opens first: the address it answers and the source modules its first paint waits for. */
export type FirstScreen = { pattern: RegExp; modules: readonly string[] };

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null; isEntry: boolean; viteMetadata?: { importedCss: Set<string> } };
type Bundle = Record<string, Chunk | { type: 'asset'; fileName: string }>;

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(bundle: Bundle, fileName: string, into: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** The file the build writes for the server: which chunks each first screen needs (apps/server/src/plugins/web-app.ts). */
export const FIRST_SCREENS_FILE = 'first-screens.json';

/**
 * The first screen's chunks load in parallel with the entry instead of after it. Without this, a first visit
 * downloads the entry, runs it, and only then learns which layout and screen chunks (and their CSS) the address
 * needs: a chain of round trips on a slow phone. The build knows the chunks of the few screens visitors open
 * first (FirstScreen) and writes them to first-screens.json: for each, the address pattern, the script chunks
 * the entry does not load already, and their stylesheets. The server adds `<link rel="modulepreload">` and
 * stylesheet preloads for the screen the address names to the index.html it sends; any other address loads as
 * before.
 */
export function firstScreenPreload(root: string, screens: readonly FirstScreen[]): Plugin {
  return {
    name: 'goodhive:first-screen-preload',
    apply: 'build',
    enforce: 'post',
    // After Vite's own steps, which drop the chunks that only held CSS and rewrite the imports of the others.
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Bundle;
        const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return;
        const loadedWithEntry = staticClosure(bundle, entry.fileName, new Set());
        const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [path.normalize(chunk.facadeModuleId!), chunk]));

        const table = screens.map(({ pattern, modules }) => {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = byModule.get(path.normalize(path.resolve(root, module)));
            if (!chunk) throw new Error(`first-screen preload: no chunk starts at ${module}; is it still loaded with import()?`);
            staticClosure(bundle, chunk.fileName, files);
          }
          const scripts = [...files].filter((file) => !loadedWithEntry.has(file));
          const styles = [...new Set(scripts.flatMap((file) => [...((bundle[file] as Chunk).viteMetadata?.importedCss ?? [])]))];
          return { pattern: pattern.source, scripts, styles };
        });
        this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: `${JSON.stringify({ screens: table }, null, 1)}\n` });
      },
    },
  };
}
