import { defineConfig } from 'vitest/config';

/**
 * Two projects: the server tests (and the contract's and scripts' own) share prepared database templates built
 * once per run by apps/server/test/global-setup.ts; the web tests need none.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/test/**/*.test.ts', 'scripts/test/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'web', include: ['apps/web/test/**/*.test.{ts,tsx}'], setupFiles: ['apps/web/test/setup.ts'] } },
    ],
  },
});
