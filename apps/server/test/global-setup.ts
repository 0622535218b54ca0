import type { TestProject } from 'vitest/node';
import { buildTemplates, type DatabaseTemplates } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Once per test run: the prepared database templates every server test file copies (see templates.ts). */
export default async function setup(project: TestProject) {
  const { templates, dispose } = await buildTemplates();
  project.provide('databaseTemplates', templates);
  return dispose;
}
