import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.ts';

// Its own port, so a developer's `npm start` on 3000 neither clashes with nor stands in for the tested server.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder on start; keep it apart from the reports `npm test` sums up.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  // Two at a time: one worker left a third of the two cores idle (the browser and the server wait on each
  // other; 412 → 353 s, docs/benchmarks-log.md 2026-12-04). Most tests register their own buyers; those that
  // sign in as the demo buyer change only what no other test asserts on (invoices.spec.ts its cart and billing,
  // fulfilment.spec.ts last month's usage), and each staff account's one-time code is used by one test only.
  // E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  // In CI a test that fails is run once more, as the browser tests are (vitest.config.ts); npm test still lists
  // it as flaky with its first failure, so it gets fixed.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    // `npm test` (scripts/test.mjs) names a file here to count the results; without it JSON would go to stdout.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    baseURL,
    // A trace (a DOM snapshot and a screenshot at every step) is recorded only when a failed test runs again:
    // recording it for every test was about 30 % of the suite's CPU, most of it for tests that passed. In CI a
    // failure is retried once, so its trace is in test-results/playwright; locally, `--trace on` records one.
    trace: 'on-first-retry',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: 'newcomer/**', use: { ...devices['Desktop Chrome'] } },
    // The newcomer suite (e2e/newcomer) walks each buyer journey on a phone and on a desktop, as issue 14 asks.
    // A test tagged @desktop-only checks what does not depend on the width (an account's role, the keyboard
    // shortcuts) and runs once, on the desktop; the phone keeps a journey through the same pages (ADR 46).
    {
      name: 'newcomer-phone',
      testMatch: 'newcomer/**/*.spec.ts',
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    {
      name: 'newcomer-desktop',
      testMatch: 'newcomer/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
  ],
  // The production artefact (`npm run build`, scripts/release.mjs): every journey runs against the server as a
  // production host runs it, installed with its run-time packages only (issue 35 item 1). It is built when a
  // source changed, as `npm start` builds; the install comes from npm's cache when the packages are there.
  webServer: {
    command: `"${process.execPath}" scripts/release.mjs && cd release && "${process.execPath}" --enable-source-maps apps/api/dist/main.js`,
    url: `${baseURL}/api/health`,
    // A fresh embedded database for every run, apart from a developer's ./data.
    env: {
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'clipmarket-e2e-')),
      // Every test registers and signs in from the one loopback address; the per-address limits (tested in
      // the server's own suite) would otherwise refuse the suite's later accounts with a 429.
      AUTH_REGISTER_LIMIT: '500/3600',
      AUTH_LOGIN_ADDRESS_LIMIT: '2000/900',
      // The per-client limits (ADR 59) likewise: the whole suite is one client, far past what a buyer does.
      RATE_LIMIT_GLOBAL: '1000000/60',
      RATE_LIMIT_SEARCH: '1000000/60',
      RATE_LIMIT_FEEDS: '1000000/60',
      // A playlist zip's build lasts a few seconds, long enough to see it in progress and to cancel one.
      ZIP_ENTRY_DELAY_MS: '1500',
      // The staff of e2e/invoices.spec.ts (one address per attempt): staff by the operator's allow-list, with
      // an authenticator secret of their own, so no other test's sign-in spends their code (ADR 56).
      STAFF_EMAILS: 'invoices-e2e@clipmarket.com,invoices-e2e-retry@clipmarket.com',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
