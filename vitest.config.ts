import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.ts';
import { SlowFirstSequencer } from './scripts/slow-first-sequencer.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// Vitest does not read vite.config.ts, and a shared browser object mislabels projects (toolchain.md):
// every browser project gets a fresh one from this function.
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    }),
    instances: [{ browser: 'chromium' as const }],
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
      },
    },
  };
}

// Emotion's JSX runtime needs React pre-bundled and NODE_ENV defined for the pre-bundle (toolchain.md).
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom/client',
    '@emotion/react',
    '@emotion/react/jsx-runtime',
    '@emotion/react/jsx-dev-runtime',
    'xstate',
    '@xstate/react',
    '@testing-library/react',
    '@testing-library/user-event',
    'swr',
    'wouter',
    'msw',
    'msw/browser',
    // The icons' drawings (ADR 94): found late, it would be optimised mid-run and reload the page under a test.
    'lucide',
  ],
  rolldownOptions: { transform: { define: { 'process.env.NODE_ENV': '"test"' } } },
};

/** Serves the committed preview media at /media, as the server and Storybook do, so posters render in tests. */
function media(): Plugin {
  const serve = sirv(path.join(root, 'apps/api/media'), { dev: true });
  return {
    name: 'clipmarket-media',
    configureServer(server) {
      server.middlewares.use('/media', serve);
    },
  };
}

// In CI a browser test that fails is run once more: one failed once there that passes here every time. Its first
// failure still shows, as "(retry x1)" and in npm test's list of flaky tests, so it gets fixed.
const BROWSER_RETRY = process.env.CI ? 1 : 0;

const resolve = { conditions: ['source', 'module', 'browser', 'development|production'] };

/** The unit tests and the server's suite, in Node: on PGlite, or on the PostgreSQL server TEST_DATABASE_URL names. */
const unit = {
  resolve,
  // No 'import' here: Vitest hands these to Node for externalised packages too, and a CommonJS require
  // resolved with 'import' gets an ES module namespace (pg's require('pg-pool') then breaks). No 'module'
  // either: prom-client's @opentelemetry/api resolves to its bundler build with it, which Node cannot load.
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    name: 'unit',
    environment: 'node',
    // A worker runs file after file with the modules they share (the server, PGlite, zod, fastify)
    // evaluated once, not once per file (the four playlist server files: 70 s of CPU → 53 s). Each test
    // file is still evaluated afresh, and between files Vitest resets vi.setConfig, restores mocks and
    // clears module mocks; no server module keeps state between test servers but caches.
    isolate: false,
    // The web app built when stale, and the server compiled once for the run, for the tests that start it as a
    // process (scripts/test-build-web.mjs, apps/api/test-build.mjs).
    globalSetup: ['scripts/test-build-web.mjs', 'apps/api/test-build.mjs'],
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'mocks/src/**/*.test.ts',
      'tests/*.test.ts',
    ],
    // Tests fire many requests from 127.0.0.1: the per-client limits (ADR 59) are raised for every test
    // server but those of the tests about them, which set their own (http/client-limits.test.ts).
    env: {
      RATE_LIMIT_GLOBAL: '1000000/60',
      RATE_LIMIT_SEARCH: '1000000/60',
      RATE_LIMIT_FEEDS: '1000000/60',
    },
  },
};

/**
 * The server's test files that run on PGlite as well when the suite runs on a PostgreSQL server (ADR 61): the
 * database layer, search (its SQL is the most engine-specific), and restarts and durability on a data folder.
 * (`npm start`'s test always runs on PGlite.)
 */
const PGLITE_AGAIN = [
  'apps/api/src/db/**/*.test.ts',
  'apps/api/src/search/**/*.test.ts',
  'apps/api/src/test/durability.test.ts',
  'apps/api/src/test/harness.test.ts',
  'apps/api/src/zips/restart.test.ts',
  'apps/api/src/mail/restart.test.ts',
  'apps/api/src/jobs/**/*.test.ts',
];
const pgliteAgain = {
  ...unit,
  test: {
    ...unit.test,
    name: 'server-pglite',
    include: PGLITE_AGAIN,
    env: { ...unit.test.env, TEST_DATABASE_URL: '' },
  },
};

/** A browser project of Testing Library tests in Chromium, with the app's set-up; `test` names and picks its files. */
function testingLibraryProject({
  warmup = [],
  setupFiles = [],
  ...test
}: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate?: boolean;
  /** Source files Vite transforms as its server starts, rather than when a page first asks for them. */
  warmup?: string[];
  /** Set-up files of the project's own, after the browser projects' shared ones. */
  setupFiles?: string[];
}) {
  return {
    plugins: [react({ jsxImportSource: '@emotion/react' }), media()],
    resolve,
    optimizeDeps,
    define: { 'process.env.NODE_ENV': '"test"' },
    server: { warmup: { clientFiles: warmup } },
    // The MSW service worker script, for app tests that answer the API with the mocks' handlers.
    publicDir: path.join(root, '.storybook/public'),
    test: {
      ...test,
      setupFiles: [
        path.join(root, 'scripts/browser-test-first.ts'),
        path.join(root, 'scripts/browser-test-setup.ts'),
        ...setupFiles,
      ],
      browser: chromium(),
      retry: BROWSER_RETRY,
    },
  };
}

/**
 * What the app loads on first use (its pages, the snackbar's queue, the machines), transformed as a project's
 * server starts, with what it imports: otherwise a test's first snackbar or dialog waited for a chain of
 * transforms, one module found after another, which on a loaded machine took over 20 s once
 * (VideoDetailPage.test.tsx, "Video added to cart"). Every file here is used by some test anyway.
 */
const APP_WARMUP = [
  'apps/web/src/**/*.tsx',
  '!apps/web/src/**/*.test.tsx',
  'packages/ui/src/**/*.tsx',
  '!packages/ui/src/**/*.{test,stories}.tsx',
];

export default defineConfig({
  test: {
    // The Node suite's long files start first, so none is left running alone at the end of the step.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      unit,
      // With a PostgreSQL server given, the server's files whose behaviour depends on the engine run again on
      // PGlite, which `npm start` and the end-to-end tests use, in the same run as the unit project (ADR 61).
      ...(process.env.TEST_DATABASE_URL ? [pgliteAgain] : []),
      testingLibraryProject({
        name: 'app',
        // The app's tests share one page per worker, file after file, as the components' tests do: React, the
        // app and the mocks are loaded once, not once per file (each file's new page took 2 to 3 s). What each
        // test needs around it is in the project's setup file; one mock worker serves the page
        // (src/test/mockWorker.ts).
        include: ['apps/web/src/**/*.test.tsx'],
        // A test of what the page has not loaded yet needs a page no earlier file loaded code into: its own
        // file, named `*.idle.test.tsx`, in the components project.
        // VideoDetailPage.test.tsx too, until the failure ADR 110 names is found.
        exclude: ['apps/web/src/**/*.idle.test.tsx', 'apps/web/src/features/clip/VideoDetailPage.test.tsx'],
        isolate: false,
        setupFiles: [path.join(root, 'apps/web/src/test/setup.ts')],
        warmup: APP_WARMUP,
      }),
      testingLibraryProject({
        name: 'components',
        // The visual suites of packages/ui (their harness sets story annotations and a no-motion style for the
        // whole page), the scripts' browser tests, and the app's tests of what a page loads while idle: each
        // file in a page of its own.
        include: [
          'scripts/*.test.tsx',
          'packages/ui/src/visual*.test.tsx',
          'apps/web/src/**/*.idle.test.tsx',
          'apps/web/src/features/clip/VideoDetailPage.test.tsx',
        ],
        warmup: APP_WARMUP,
      }),
      testingLibraryProject({
        name: 'ui',
        // The components' own tests share one page per worker, file after file, as the stories do: React,
        // Emotion and the package are loaded once (50 files: 117 → 71 CPU-seconds, docs/benchmarks-log.md,
        // `npm test` 2026-12-04). Each test still renders into a fresh root that Testing Library unmounts; what
        // a component keeps in the page (the browser's focus-visible reckoning, the real pointer) the tests set
        // up themselves.
        include: ['packages/ui/src/**/*.test.tsx'],
        exclude: ['packages/ui/src/visual*.test.tsx'],
        isolate: false,
      }),
      {
        plugins: [
          react({ jsxImportSource: '@emotion/react' }),
          storybookTest({ configDir: path.join(root, '.storybook'), storybookScript: 'npm run storybook' }),
        ],
        resolve,
        optimizeDeps,
        define: { 'process.env.NODE_ENV': '"test"' },
        test: {
          name: 'storybook',
          setupFiles: [
            path.join(root, 'scripts/browser-test-first.ts'),
            path.join(root, 'scripts/story-test-setup.ts'),
          ],
          // A page (one per worker) runs story file after story file, React, Emotion, XState and the preview loaded once:
          // each story still renders into a fresh root with its own args, loaders and play function, and axe
          // checks it alone. Reloading the page for every file was about 40 % of this project's time
          // (docs/benchmarks.md `## npm test`, ADR 46). The components project stays isolated: its app tests
          // share module state (SWR's cache, MSW's handlers, the router) that leaks between files.
          isolate: false,
          browser: chromium(),
          retry: BROWSER_RETRY,
        },
      },
    ],
  },
});
