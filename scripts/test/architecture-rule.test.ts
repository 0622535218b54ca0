import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
// @ts-expect-error a plain JavaScript module without types
import { layersRule } from '../lint/architecture.js';

/** A small tree on disk, so the rule resolves imports as it does in the repository. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'goodhive-arch-'));
const files = [
  'app.ts',
  'main.ts',
  'lib/money.ts',
  'db/client.ts',
  'modules/cart/index.ts',
  'modules/cart/routes.ts',
  'modules/cart/cart.routes.ts',
  'modules/cart/cart.service.ts',
  'modules/cart/cart.repository.ts',
  'modules/cart/cart.presenter.ts',
  'modules/catalogue/index.ts',
  'modules/catalogue/catalogue.repository.ts',
];
for (const f of files) {
  fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
  fs.writeFileSync(path.join(root, f), 'export {};\n');
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const plan = {
  root,
  layers: [
    { name: 'entry', files: ['main.ts'] },
    { name: 'app', files: ['app.ts'] },
    { name: 'module', files: ['modules/**'] },
    { name: 'lib', files: ['lib/**'] },
    { name: 'db', files: ['db/**'] },
  ],
  units: { folders: 'modules/*', public: { 'index.ts': true, 'routes.ts': ['app'] } },
  roles: [
    { name: 'routes', files: ['modules/**/*.routes.ts'], mayNotImport: ['repository', 'db'], runtimeOnly: true },
    { name: 'presenter', files: ['modules/**/*.presenter.ts'], mayNotImport: ['repository', 'db', 'service'], runtimeOnly: true },
    { name: 'repository', files: ['modules/**/*.repository.ts'], mayNotImport: ['service', 'routes', 'presenter'] },
    { name: 'service', files: ['modules/**/*.service.ts'], mayNotImport: ['routes'] },
  ],
};
const options = [{ plans: [plan] }];
const at = (rel: string) => path.join(root, rel);

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('architecture/layers', layersRule, {
  valid: [
    { filename: at('modules/cart/cart.service.ts'), code: "import { x } from './cart.repository.js';", options },
    { filename: at('modules/cart/cart.service.ts'), code: "import { x } from '../catalogue/index.js';", options },
    { filename: at('modules/cart/cart.service.ts'), code: "import { x } from '../../lib/money.js';", options },
    { filename: at('app.ts'), code: "import { cartRoutes } from './modules/cart/routes.js';", options },
    { filename: at('modules/cart/cart.presenter.ts'), code: "import type { CartLine } from './cart.repository.js';", options },
    { filename: at('modules/cart/cart.routes.ts'), code: "import type { Db } from '../../db/client.js';", options },
    { filename: at('modules/cart/cart.routes.ts'), code: "import { z } from 'zod';", options },
  ],
  invalid: [
    { filename: at('lib/money.ts'), code: "import { x } from '../modules/cart/index.js';", options, errors: [{ messageId: 'upward' }] },
    { filename: at('db/client.ts'), code: "import { x } from '../lib/money.js';", options, errors: [{ messageId: 'upward' }] },
    { filename: at('modules/cart/cart.service.ts'), code: "import { x } from '../catalogue/catalogue.repository.js';", options, errors: [{ messageId: 'private' }] },
    { filename: at('modules/catalogue/catalogue.repository.ts'), code: "import { x } from '../cart/routes.js';", options, errors: [{ messageId: 'private' }] },
    { filename: at('modules/cart/cart.routes.ts'), code: "import { x } from './cart.repository.js';", options, errors: [{ messageId: 'role' }] },
    { filename: at('modules/cart/cart.routes.ts'), code: "import { db } from '../../db/client.js';", options, errors: [{ messageId: 'role' }] },
    { filename: at('modules/cart/cart.presenter.ts'), code: "import { findLines } from './cart.repository.js';", options, errors: [{ messageId: 'role' }] },
    { filename: at('modules/cart/cart.repository.ts'), code: "import type { X } from './cart.service.js';", options, errors: [{ messageId: 'role' }] },
    { filename: at('modules/cart/cart.service.ts'), code: "const m = import('../catalogue/catalogue.repository.js');", options, errors: [{ messageId: 'private' }] },
    { filename: at('modules/cart/cart.service.ts'), code: "export { x } from '../catalogue/catalogue.repository.js';", options, errors: [{ messageId: 'private' }] },
    { filename: at('stray.ts'), code: 'export const a = 1;', options, errors: [{ messageId: 'unplaced' }] },
  ],
});
