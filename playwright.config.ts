import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser; these flags let it run as root without reaching the network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromium = {
  browserName: 'chromium',
  viewport: { width: 1440, height: 900 },
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
} as const;

/**
 * Browser tests of the built web app against the real server. e2e/global-setup.ts starts the server on
 * a free port with a fresh database and an SMTP catcher, and exports their addresses (E2E_BASE_URL,
 * E2E_MAILBOX_URL), which the workers inherit. Files named *.serial.spec.ts change shared demo accounts
 * and run afterwards in a project of their own.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  forbidOnly: process.env.CI === 'true',
  reporter: 'list',
  // A test has 90 seconds (test.slow(): 270): on the 2-core CI machine, with two workers and Chromium drawing in
  // software, a journey that takes 30 seconds alone can take twice as long.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    // Recording a trace costs a test a quarter to a third of its time on the 2-core machine; CI records one only
    // when a test fails and runs again, which is where the trace is read.
    trace: process.env.CI === 'true' ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: /\.serial\.spec\.ts$/, use: chromium },
    { name: 'chromium-shared-accounts', testMatch: /\.serial\.spec\.ts$/, dependencies: ['chromium'], use: chromium },
  ],
});
