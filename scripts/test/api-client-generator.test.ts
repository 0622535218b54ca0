import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDocument, clientPackageDir } from '../lib/api-client-document.js';
import { renderClientFiles, renderOperations } from '../lib/api-client-generator.js';

describe('the Giving API client package', () => {
  it('is generated from the OpenAPI document the server publishes (run npm run api-client:generate after changing the API)', async () => {
    const files = await renderClientFiles(clientDocument());
    for (const [name, text] of Object.entries(files)) {
      expect(fs.readFileSync(path.join(clientPackageDir, name), 'utf8'), `${name} is out of date`).toBe(text);
    }
  });

  it('has one method per operation, with the path, query and body it takes, and an Idempotency-Key on writes', () => {
    const doc = clientDocument();
    const source = renderOperations(doc);
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops)) expect(source).toContain(`  ${op.operationId}(`);
    }
    expect(source).toContain("createGiving(body: RequestBody<'createGiving'>, options?: WriteOptions): Promise<SuccessBody<'createGiving', 201>>");
    expect(source).toContain("recordStoryEvent(path: PathParams<'recordStoryEvent'>, body: RequestBody<'recordStoryEvent'>, options?: WriteOptions)");
    expect(source).toContain("getGiving(path: PathParams<'getGiving'>, options?: RequestOptions)");
    expect(source).toMatch(/listProjects\(query\?: QueryParams<'listProjects'>/);
  });
});
