// The web app's weight budget, checked after every build (`npm run build`): the JavaScript a browser needs before
// the first useful paint of any screen, gzipped, stays under BUDGET_KB. That is the entry chunk with everything it
// imports statically, plus one screen's chunk with its own static imports. Chunks loaded later on demand (the
// giving chart, the world map, other screens) do not count. Prints the heaviest screens; exits 1 over budget.
//
//   node scripts/check-size.mjs [distDir]     (default: apps/web/dist)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const BUDGET_KB = 200;

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: build the web app first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const gzipSizes = new Map();
/** The gzipped size of a built file: its precompressed copy when the build wrote one. */
function gzipBytes(file) {
  if (!gzipSizes.has(file)) {
    const full = path.join(dist, file);
    const gz = `${full}.gz`;
    gzipSizes.set(file, fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(dep, into);
  return into;
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const sum = (files) => [...files].reduce((total, file) => total + (file.endsWith('.js') ? gzipBytes(file) : 0), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = staticClosure(entryKey);
const entryBytes = sum(entry);

// The screens are what the entry loads on demand (React.lazy in the route table). Some areas reach a screen
// through its feature's index.ts (loaded first, then the screen's own chunk): such a screen counts with the index.
// What a screen itself loads later (the giving chart, the world map) comes after its first paint and does not count.
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const screens = new Set([...entry].flatMap((file) => manifest[keyOfFile.get(file)]?.dynamicImports ?? []));
const isFeatureIndex = (key) => /(^|\/)features\/[^/]+\/index\.ts$/.test(manifest[key]?.src ?? '');
const rows = [...screens].flatMap((key) => {
  const before = staticClosure(key, new Set(entry));
  if (!isFeatureIndex(key)) return [{ screen: manifest[key]?.src ?? key, bytes: sum(before) }];
  return [
    { screen: manifest[key].src, bytes: sum(before) },
    ...(manifest[key].dynamicImports ?? []).map((page) => ({
      screen: `${manifest[page]?.src ?? page} (through ${manifest[key].src})`,
      bytes: sum(staticClosure(page, new Set(before))),
    })),
  ];
});
rows.sort((a, b) => b.bytes - a.bytes);

const limit = BUDGET_KB * 1024;
console.log(`Web weight (gzipped JavaScript before the first paint), budget ${BUDGET_KB} kB:`);
console.log(`  entry alone: ${kb(entryBytes)} kB`);
for (const row of rows.slice(0, 8)) console.log(`  ${row.bytes > limit ? 'OVER ' : ''}${kb(row.bytes)} kB  ${row.screen}`);
const over = rows.filter((row) => row.bytes > limit);
if (entryBytes > limit || over.length > 0) {
  console.error(`Over the ${BUDGET_KB} kB budget: ${entryBytes > limit ? 'the entry chunk' : over.map((row) => row.screen).join(', ')}.`);
  process.exit(1);
}
console.log(`All ${rows.length} screens within budget.`);
