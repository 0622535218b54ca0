import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import architecture from './scripts/lint/architecture.js';

/*
 * The layers of the server, highest first: a file imports its own layer or lower ones (ARCHITECTURE.md).
 * A module (modules/<name>) shows other modules only its index.ts, and app.ts its routes.ts. Inside a module,
 * routes and presenters never reach a repository or the database, and repositories never reach up.
 */
export const serverPlan = {
  root: 'apps/server/src',
  layers: [
    { name: 'entry', files: ['main.ts'] },
    { name: 'app', files: ['app.ts', 'plugins/**'] },
    { name: 'seed', files: ['seed/**'] },
    { name: 'module', files: ['modules/**'] },
    { name: 'http', files: ['http/**'] },
    { name: 'lib', files: ['lib/**'] },
    { name: 'db', files: ['db/**'] },
    { name: 'base', files: ['config.ts', 'startup.ts'] },
  ],
  units: { folders: 'modules/*', public: { 'index.ts': true, 'routes.ts': ['app'] } },
  roles: [
    { name: 'routes', files: ['modules/**/*.routes.ts'], mayNotImport: ['repository', 'db'], runtimeOnly: true, because: 'routes validate, call a service and present' },
    { name: 'presenter', files: ['modules/**/*.presenter.ts'], mayNotImport: ['repository', 'db', 'service', 'routes'], runtimeOnly: true, because: 'presenters turn rows into answers and do no reads' },
    { name: 'repository', files: ['modules/**/*.repository.ts'], mayNotImport: ['service', 'routes', 'presenter'], because: 'repositories hold the SQL and sit below the rules' },
    { name: 'service', files: ['modules/**/*.service.ts'], mayNotImport: ['routes', 'db'], runtimeOnly: true, because: 'services hold the rules; the SQL lives in repositories' },
  ],
};

/* The web app: app shell over features over shared components over lib; a feature shows others only its index.ts. */
export const webPlan = {
  root: 'apps/web/src',
  layers: [
    { name: 'entry', files: ['main.tsx'] },
    { name: 'app', files: ['app/**'] },
    { name: 'widgets', files: ['widgets/**'] },
    { name: 'feature', files: ['features/**'] },
    { name: 'components', files: ['components/**'] },
    { name: 'lib', files: ['lib/**'] },
  ],
  units: { folders: 'features/*', public: { 'index.ts': true } },
};

/** The trees whose architecture the linter holds; a tree joins once its code keeps the plan. */
const SERVER_PLAN_CHECKED = true;
const WEB_PLAN_CHECKED = true;
const checkedPlans = [SERVER_PLAN_CHECKED && serverPlan, WEB_PLAN_CHECKED && webPlan].filter(Boolean);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-widget/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Served as they are, as classic scripts (apps/web/public/start-after-first-paint.js).
  { files: ['apps/web/public/**/*.js'], languageOptions: { sourceType: 'script', globals: { ...globals.browser } } },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { architecture, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'apps/web/tsconfig.json'], noWarnOnMultipleProjects: true })] },
    rules: {
      'architecture/layers': ['error', { plans: checkedPlans }],
      // No circle of imports, however long: type-only imports do not count, they vanish at build time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: ['scripts/**', 'packages/giving-api-client/examples/**', 'apps/web/scripts/**', 'apps/server/src/main.ts', 'apps/server/src/seed/run.ts', 'apps/server/bench/**'], rules: { 'no-console': 'off' } },
  {
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: 'Services hold the rules; queries (and drizzle-orm) live in repositories.' }] },
      ],
    },
  },
);
