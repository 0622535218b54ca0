// The OpenAPI document the client package is generated from: the server's own, for the address `npm start` serves.
import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '../../apps/server/src/modules/giving-api/index.js';
import type { OpenApiDocument } from './api-client-generator.js';
import { repoRoot } from './processes.js';

export const clientPackageDir = path.join(repoRoot, 'packages', 'giving-api-client');

export function clientDocument(): OpenApiDocument {
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return buildOpenApiDocument({ serverUrl: 'http://localhost:3000/api/public/v1', version }) as unknown as OpenApiDocument;
}
