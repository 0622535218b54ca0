// `npm run api-client:generate` writes packages/giving-api-client's generated files (openapi.json, src/schema.ts,
// src/operations.ts) from the Giving API's OpenAPI document as the server builds it. `-- --check` writes nothing
// and exits 1 when a file is out of date (a test runs the same check).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clientDocument, clientPackageDir } from './lib/api-client-document.js';
import { renderClientFiles } from './lib/api-client-generator.js';

const { values: flags } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const files = await renderClientFiles(clientDocument());
let stale = 0;
for (const [name, text] of Object.entries(files)) {
  const file = path.join(clientPackageDir, name);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (current === text) continue;
  stale++;
  if (flags.check) console.log(`out of date: ${path.relative(process.cwd(), file)}`);
  else {
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
if (flags.check && stale) {
  console.log('Run npm run api-client:generate and commit the files.');
  process.exit(1);
}
if (!stale) console.log('The client package is up to date with the OpenAPI document.');
